import type { Context } from 'hono';
import { embedRenderer } from 'orebit:embed-renderer';
import type { Env } from '../env';
import { serveStatic } from './assets';

// `/embed/<name>?<option>=…`: one widget as a page any site may frame, rendered per URL by the
// widgets' own server render (contract/embed.ts) and kept in the Cache API under the URL and the
// release, so a page costs one render per location and release. Its CSP is its own: scripts and
// styles from this origin plus its inline ones by hash, any ancestor. 'self' is written out as the
// origin: in a frame sandboxed without allow-same-origin, the page's own origin is opaque.

/** How long a browser keeps an embed page before revalidating: as the evergreen widget scripts. */
const BROWSER_CACHE = 'public, max-age=300';
/** How long the Worker's cache keeps a render: the release is in its key, so as long as it likes. */
const RENDER_CACHE = 'public, max-age=31536000';

/** `'sha256-…'` of `text`, a CSP hash source. */
async function hashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

let sheet: Promise<{ path: string; css: string }> | undefined;

/** The widgets' stylesheet of this release: `/embed-sheet.<hash>.css`, named by its content. */
function embedSheet(): Promise<{ path: string; css: string }> {
  return (sheet ??= (async () => {
    const css = embedRenderer.css();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css)));
    const hex = [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return { path: `/embed-sheet.${hex}.css`, css };
  })());
}

/** The embed pages' stylesheet; any other name is the not-found page. */
export async function serveEmbedSheet(c: Context<{ Bindings: Env }>): Promise<Response> {
  const { path, css } = await embedSheet();
  if (new URL(c.req.url).pathname !== path) return serveStatic(c);
  return new Response(css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    },
  });
}

/** The Link header that points an oEmbed consumer reading headers only to the answer. */
function oembedLink(url: string, origin: string, title: string): string {
  // A header value is ASCII: anything else in the title is left out.
  return `<${embedRenderer.oembedUrl(url, origin)}>; rel="alternate"; type="application/json+oembed"; title="${title.replace(/[^\x20-\x7e]|["\\]/g, '')}"`;
}

/** The embed page of the widget the path names, with the options of its query; the 404 page for an unknown widget. */
export async function serveEmbed(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const name = c.req.param('name') ?? '';
  const widget = embedRenderer.widget(name);
  if (!widget) return serveStatic(c);
  const key = new Request(`${url.origin}/embed-cache/${embedRenderer.release}${url.pathname}${url.search}`);
  const cache = caches.default;
  let rendered = await cache.match(key);
  if (!rendered) {
    const { path } = await embedSheet();
    const page = embedRenderer.render(name, url.searchParams, { origin: url.origin, stylesheet: path })!;
    const scripts = await Promise.all(page.inlineScripts.map(hashSource));
    const styles = await Promise.all(page.inlineStyles.map(hashSource));
    const self = url.origin;
    const csp = [
      "default-src 'none'",
      `script-src ${self} ${scripts.join(' ')}`,
      `style-src ${self} ${styles.join(' ')}`,
      `connect-src ${self}`,
      `img-src ${self} data:`,
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors *',
    ].join('; ');
    rendered = new Response(page.html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': csp,
        Link: oembedLink(page.canonical, url.origin, widget.title),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': RENDER_CACHE,
      },
    });
    c.executionCtx.waitUntil(cache.put(key, rendered.clone()));
  }
  const out = new Response(c.req.method === 'HEAD' ? null : rendered.body, rendered);
  out.headers.set('Cache-Control', BROWSER_CACHE);
  return out;
}
