import type { Context } from 'hono';
import { embedRenderer } from 'orebit:embed-renderer';
import { pagePath } from '../../contract/brand';
import { PAGE_QUERIES } from '../../contract/page-data';
import type { Env } from '../env';
import { readPageData } from '../storage/page-data';
import { hashSource } from '../http/digest';
import { PAGE_CSP } from './assets';
import { buildPage, pageShell } from './build-page';
import { readCatalog } from './catalogs';
import { serveFresh, type Rendered } from './fresh-render';

// The official page at `/`, rendered by the Worker from the stores the API reads (prices, forum,
// news) with the widgets' own server render (contract/embed.ts), on the build's page: its head,
// link preview, JSON-LD and stylesheet stay the build's, its main element gets the live sections
// and the data they show. Kept fresh per location and release by fresh-render.ts; the build's page
// answers when no render can be had. Browsers revalidate it every time (an ETag, a 304).

/** The page in `lang`, rendered now from the stores (`live`), or without their data (`loading`). */
async function renderPage(c: Context<{ Bindings: Env }>, lang: string, from: 'live' | 'loading'): Promise<Rendered> {
  const [built, data, catalog] = await Promise.all([
    pageShell(c),
    from === 'live' ? readPageData(c.env, PAGE_QUERIES) : undefined,
    readCatalog(c, lang),
  ]);
  const { html, style } = embedRenderer.page(data, built, lang, catalog);
  // Rules the build's stylesheet lacks are allowed by their hash only: still no 'unsafe-inline'.
  const csp = style ? PAGE_CSP.replace("style-src 'self'", `style-src 'self' ${await hashSource(style)}`) : PAGE_CSP;
  return { html, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp } };
}

/** The build's page, as the fallback answers it. */
async function builtPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await buildPage(c);
  const out = new Response(res.body, res);
  out.headers.set('Content-Security-Policy', PAGE_CSP);
  return out;
}

/**
 * GET and HEAD `/` (or `/<lang>/`, the page in `lang`): the freshest render this location has
 * (fresh-render.ts), or the build's page. In another language, the fallback is the page rendered
 * in it without the stores' data (each section's loading state, as the build's page shows them),
 * and the build's English page only if even that cannot be had.
 */
export async function servePage(c: Context<{ Bindings: Env }>, lang = 'en'): Promise<Response> {
  const origin = new URL(c.req.url).origin;
  const path = pagePath(lang);
  return serveFresh(
    {
      key: new Request(`${origin}/page-cache/${embedRenderer.release}${path}`),
      path,
      render: () => renderPage(c, lang, 'live'),
      fallback: async () => {
        if (lang === 'en') return builtPage(c);
        const rendered = await renderPage(c, lang, 'loading').catch(() => undefined);
        return rendered ? new Response(rendered.html, { headers: rendered.headers }) : builtPage(c);
      },
    },
    c.executionCtx,
  );
}
