import type { Context } from 'hono';
import { embedRenderer } from 'orebit:embed-renderer';
import { PAGE_QUERIES } from '../../contract/page-data';
import type { Env } from '../env';
import { readPageData } from '../storage/page-data';
import { PAGE_CSP } from './assets';
import { serveFresh, type Rendered } from './fresh-render';

// The official page at `/`, rendered by the Worker from the stores the API reads (prices, forum,
// news) with the widgets' own server render (contract/embed.ts), on the build's page: its head,
// link preview, JSON-LD and stylesheet stay the build's, its main element gets the live sections
// and the data they show. Kept fresh per location and release by fresh-render.ts; the build's page
// answers when no render can be had. Browsers revalidate it every time (an ETag, a 304).

/** Where the build's page sets its sections. */
const MAIN_OPEN = '<main id="orebit-page">';
const MAIN_CLOSE = '</main>';
/** The sections' stylesheet the build's page links (named by its content). */
const SECTIONS_SHEET = /<link rel="stylesheet" href="(\/sections\.[0-9a-f]{12}\.css)"/;

/** The build's page: the fallback, and the frame of every render. */
const buildPage = (c: Context<{ Bindings: Env }>) => c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));

let shell: Promise<{ before: string; after: string; sheet: { href: string; css: string } }> | undefined;

/** The build's page cut around its main element's content, and its sections' stylesheet: the same for the whole release. */
function pageShell(c: Context<{ Bindings: Env }>) {
  return (shell ??= (async () => {
    const html = await (await buildPage(c)).text();
    const open = html.indexOf(MAIN_OPEN);
    const close = html.lastIndexOf(MAIN_CLOSE);
    const href = SECTIONS_SHEET.exec(html)?.[1];
    if (open < 0 || close < open || !href)
      throw new Error('The build’s page has no main element or sections stylesheet');
    const css = await (await c.env.ASSETS.fetch(new Request(new URL(href, c.req.url)))).text();
    return { before: html.slice(0, open + MAIN_OPEN.length), after: html.slice(close), sheet: { href, css } };
  })().catch((error: unknown) => {
    shell = undefined;
    throw error;
  }));
}

/** `'sha256-…'` of `text`, a CSP hash source. */
async function hashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The page rendered now from the stores. */
async function renderPage(c: Context<{ Bindings: Env }>): Promise<Rendered> {
  const [{ before, after, sheet }, data] = await Promise.all([pageShell(c), readPageData(c.env, PAGE_QUERIES)]);
  const { main, style } = embedRenderer.page(data, sheet);
  // Rules the build's stylesheet lacks are allowed by their hash only: still no 'unsafe-inline'.
  const csp = style ? PAGE_CSP.replace("style-src 'self'", `style-src 'self' ${await hashSource(style)}`) : PAGE_CSP;
  return {
    html: `${before}\n${main}\n${after}`,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp },
  };
}

/** GET and HEAD `/`: the freshest render this location has (fresh-render.ts), or the build's page. */
export async function servePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const origin = new URL(c.req.url).origin;
  const page = await serveFresh(
    {
      key: new Request(`${origin}/page-cache/${embedRenderer.release}/`),
      path: '/',
      render: () => renderPage(c),
      fallback: async () => {
        const res = await buildPage(c);
        const out = new Response(res.body, res);
        out.headers.set('Content-Security-Policy', PAGE_CSP);
        return out;
      },
    },
    c.executionCtx,
  );
  page.headers.set('Cache-Control', 'no-cache');
  return page;
}
