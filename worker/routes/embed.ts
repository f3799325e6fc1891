import type { Context } from 'hono';
import { embedRenderer } from 'orebit:embed-renderer';
import type { EmbedRequest } from '../../contract/embed';
import { escapeHtml } from '../../contract/html';
import type { PageData } from '../../contract/page-data';
import type { Env } from '../env';
import { allowlistEntries } from '../middleware/cors';
import { hashSource } from '../http/digest';
import { pageShell } from './build-page';
import { logEvent } from '../http/log';
import { readPageData } from '../storage/page-data';
import { serveStatic } from './assets';
import { readCatalog } from './catalogs';
import { serveFresh, type Rendered } from './fresh-render';

// `/embed/<name>?<option>=…`: one widget as a page any site may frame, rendered by the widgets'
// own server render (contract/embed.ts) and kept in the Cache API under its canonical URL (the
// valid options, in one order) and the release. A widget that shows no API data costs one render
// per location and release; one that does (the forum, the news, the hero's prices) is rendered from
// the stores the API reads and kept no longer than that data's freshness (fresh-render.ts). Its CSP
// is its own: scripts and styles from this origin plus its inline ones by hash, any ancestor. 'self'
// is written out as the origin: in a frame sandboxed without allow-same-origin, the page's own
// origin is opaque.

/** How long a browser keeps an embed page before revalidating: as the evergreen widget scripts. */
const BROWSER_CACHE = 'public, max-age=300';
/** How long the Worker's cache keeps a render: the release is in its key, so as long as it likes. */
const RENDER_CACHE = 'public, max-age=31536000';

/** The Link header that points an oEmbed consumer reading headers only to the answer. */
function oembedLink(url: string, origin: string, title: string): string {
  // A header value is ASCII: anything else in the title is left out.
  return `<${embedRenderer.oembedUrl(url, origin)}>; rel="alternate"; type="application/json+oembed"; title="${title.replace(/[^\x20-\x7e]|["\\]/g, '')}"`;
}

/**
 * `page` with what `request` asked beyond the options the page was rendered with: a warning for
 * each option the page does not take, and each invalid value on the widget's element, where the
 * widget reads it, warns and uses its default (as in a script tag). A cheap streaming rewrite: the
 * render itself stays shared by every URL with the same valid options.
 */
function withRequestExtras(page: Response, name: string, { warnings, invalid }: EmbedRequest): Response {
  const attributes = Object.entries(invalid);
  if (!warnings.length && !attributes.length) return page;
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        for (const warning of warnings)
          head.append(`<meta name="orebit-warning" content="${escapeHtml(warning)}">`, { html: true });
      },
    })
    .on(`main > orebit-${name}`, {
      element(host) {
        for (const [attribute, value] of attributes) host.setAttribute(attribute, value);
      },
    })
    .transform(page);
}

/** The embed page of the widget the path names, with the options of its query; the 404 page for an unknown widget. */
export async function serveEmbed(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const name = c.req.param('name') ?? '';
  const widget = embedRenderer.widget(name);
  if (!widget) return serveStatic(c);
  // In a language, its words (a catalog that cannot be read leaves them in English, said in a log line).
  const locale = url.searchParams.get('locale') ?? 'en';
  const catalog = await readCatalog(c, locale).catch((error: unknown) => {
    logEvent({ event: 'catalog_unavailable', path: url.pathname, locale, error: String(error) });
    return undefined;
  });
  // One render per page, not per URL: the canonical URL has the valid options only, in one order.
  const request = embedRenderer.locate(name, url.searchParams, url.origin, catalog)!;
  const canonical = new URL(request.url);
  const key = new Request(`${url.origin}/embed-cache/${embedRenderer.release}${canonical.pathname}${canonical.search}`);
  const render = async (data?: PageData): Promise<Rendered> => {
    // The build's sections sheet, which the official page links too: every widget's rules.
    const { href } = await pageShell(c);
    const page = embedRenderer.render(
      name,
      canonical.searchParams,
      { origin: url.origin, stylesheet: href },
      data,
      catalog,
    )!;
    const scripts = await Promise.all(page.inlineScripts.map(hashSource));
    const styles = await Promise.all(page.inlineStyles.map(hashSource));
    const self = url.origin;
    const csp = [
      "default-src 'none'",
      `script-src ${self} ${scripts.join(' ')}`,
      `style-src ${self} ${styles.join(' ')}`,
      `connect-src ${self}`,
      // The writer frame its writes go through (serveEmbedWriter).
      `frame-src ${self}`,
      `img-src ${self} data:`,
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors *',
    ].join('; ');
    return {
      html: page.html,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': csp,
        Link: oembedLink(page.canonical, url.origin, request.title),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': RENDER_CACHE,
      },
    };
  };
  let rendered: Response;
  if (widget.reads.length) {
    rendered = await serveFresh(
      {
        key,
        path: canonical.pathname,
        render: async () => render(await readPageData(c.env, widget.reads)),
        // The widget's loading state, as before live data: its script fetches the data.
        fallback: async () => {
          const { html, headers } = await render();
          return new Response(html, { headers });
        },
      },
      c.executionCtx,
    );
  } else {
    const cache = caches.default;
    const kept = await cache.match(key);
    if (kept) rendered = kept;
    else {
      const { html, headers } = await render();
      rendered = new Response(html, { headers });
      c.executionCtx.waitUntil(cache.put(key, rendered.clone()));
    }
  }
  const answer = c.req.method === 'HEAD' ? rendered : withRequestExtras(rendered, name, request);
  const out = new Response(c.req.method === 'HEAD' ? null : answer.body, answer);
  // A page of live data is revalidated on every visit, as the lists the widgets poll.
  out.headers.set('Cache-Control', widget.reads.length ? 'no-cache' : BROWSER_CACHE);
  return out;
}

/** An ALLOWED_ORIGINS entry that is a CSP host source as it is: `scheme://host[:port or *]`, nothing else. */
const CSP_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:(\d{1,5}|\*))?$/i;

/**
 * `/embed-writer`: the frame an embed page makes its writes through (a like, a new post), an
 * empty document with no script whose only use is its `fetch`, called by the embed page that
 * framed it (same origin). Its `frame-ancestors` lists this origin and the origins allowed to
 * write, and the browser checks every ancestor: framed inside an embed page on a site that may not
 * write, it is never loaded, and the embed page stays read-only. The API refuses writes from the
 * embed page's own document (middleware/cors.ts), so this is the only way an embed page writes.
 * docs/choices.md#embed-writes.
 */
export function serveEmbedWriter(c: Context<{ Bindings: Env }>): Response {
  const self = new URL(c.req.url).origin;
  const allowed = allowlistEntries(c.env.ALLOWED_ORIGINS ?? '').filter((entry) => CSP_ORIGIN.test(entry));
  const csp = [
    "default-src 'none'",
    `connect-src ${self}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[self, ...allowed].join(' ')}`,
  ].join('; ');
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body('<!doctype html><html lang="en"><title>Orebit</title></html>', 200, headers);
}
