import type { Context } from 'hono';
import type { Env } from '../env';
import { releasedFile } from '../storage/releases';
import { NOT_FOUND } from '../../contract/not-found';
import { readCatalog } from './catalogs';

// The strict-CSP demo page proves the widgets need neither inline scripts nor <style> elements.
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'";

// The strictest host page of the gallery (demo/hosts/strict.html): scripts only by a nonce fresh on
// every response (and what they load), Trusted Types for every script sink, styles from files only.
const HOST_STRICT_PATHS = new Set(['/demo/hosts/strict', '/demo/hosts/strict.html']);
const hostStrictCsp = (nonce: string) =>
  `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; require-trusted-types-for 'script'; object-src 'none'; base-uri 'none'`;

/** 16 random bytes in base64: a CSP nonce. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The strict host page with its policy and the policy's nonce on each of its script tags. */
function withStrictHostPolicy(res: Response): Response {
  const nonce = newNonce();
  const page = new HTMLRewriter()
    .on('script', {
      element(script) {
        script.setAttribute('nonce', nonce);
      },
    })
    .transform(res);
  const out = withHeaders(page, { 'Content-Security-Policy': hostStrictCsp(nonce), 'Cache-Control': 'no-store' });
  // The body changed: the assets' validator no longer describes it.
  out.headers.delete('ETag');
  return out;
}

// The official page (/, server-rendered at build time: scripts/prerender.ts), its client-rendered
// twin (the benchmark's baseline) and the not-found page: scripts and styles from files of this
// origin only. The sections' first paint is styled by a stylesheet, their style attributes by its
// rules (widgets/server/page.tsx); after hydration, constructable sheets and CSSOM styles, which a
// CSP does not restrict: no 'unsafe-inline' anywhere. JSON-LD is data, not a script. Framed only by
// this origin (no clickjacking from elsewhere; the phone-width tests frame it from their own).
const PAGE_PATHS = new Set(['/', '/index.html', '/demo/client-rendered', '/demo/client-rendered.html']);
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
// The sections' stylesheet is named by its content: it never changes under its URL.
const SECTIONS_CSS = /^\/sections\.[0-9a-f]{12}\.css$/;

// The operator console (/admin) holds the admin token: only its own script and styles, talks to
// this origin only, never framed, never cached, sends no referrer.
const CONSOLE_PATHS = new Set(['/admin', '/admin.html']);
const CONSOLE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

// Widget files (docs/ARCHITECTURE.md, The build) and how long a browser or CDN may keep each.
const MANIFEST = '/widgets/manifest.json';
// The pinned copies (dist/widgets/v<version>/) and the content-hashed module chunks never change
// under their URL: a new build writes new URLs.
// So do a release's language packs (/widgets/v<version>/locales/<lang>/<widget>.js and their shared
// /widgets/v<version>/locales/pack-<hash>.js), and the official page's section modules
// (/widgets/v<version>/page/<name>-<hash>.js), which page.js loads.
const IMMUTABLE_SCRIPT =
  /^\/widgets\/(v\d[^/]*\/(locales\/([a-z]+(-[A-Z]{2})?\/)?|page\/)?|esm\/(runtime|shared)-)[\w-]+\.js$/;
// A pinned script, language pack or page module of any version: /widgets/v<version>/<name>.js,
// …/locales/<lang>/<widget>.js, …/page/<name>-<hash>.js.
const PINNED_SCRIPT = /^\/widgets\/(v\d+\.\d+\.\d+[\w.-]*\/(locales\/([a-z]+(-[A-Z]{2})?\/)?|page\/)?[\w-]+\.js)$/;
const WIDGET_SCRIPT = /^\/widgets\/.+\.js$/;
const TYPES = '/widgets/orebit.d.ts';
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
// Evergreen URLs: a fix reaches every embedding page within 5 minutes; past that a browser
// revalidates with the ETag (a 304 without the body).
const CACHE_EVERGREEN = 'public, max-age=300';
// The manifest names the current version and its integrity values: always revalidated.
const CACHE_MANIFEST = 'no-cache';
// Any page may load the scripts, with SRI too (`crossorigin="anonymous"` makes it a CORS request),
// and read the manifest. No credentials: "*" suits them; the API keeps its exact-origin CORS.
const CROSS_ORIGIN = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/** The cache and cross-origin headers of a widget file at `path`, or none for other files. */
function widgetFileHeaders(path: string): Record<string, string> {
  if (path === MANIFEST) return { ...CROSS_ORIGIN, 'Cache-Control': CACHE_MANIFEST };
  if (IMMUTABLE_SCRIPT.test(path)) return { ...CROSS_ORIGIN, 'Cache-Control': CACHE_IMMUTABLE };
  if (WIDGET_SCRIPT.test(path)) return { ...CROSS_ORIGIN, 'Cache-Control': CACHE_EVERGREEN };
  // Served as text, not as the MPEG transport stream that a .ts extension suggests.
  if (path === TYPES)
    return { ...CROSS_ORIGIN, 'Cache-Control': CACHE_EVERGREEN, 'Content-Type': 'text/plain; charset=utf-8' };
  return {};
}

function withHeaders(res: Response, headers: Record<string, string>): Response {
  const out = new Response(res.body, res);
  for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  return out;
}

/**
 * The not-found page (widgets/page/404.html); under a language's page (`/es/…`) in that language,
 * from the page's catalog, its home link to that language's page. English when the catalog cannot
 * be read.
 */
async function notFoundPage(c: Context<{ Bindings: Env }>, path: string): Promise<Response> {
  const page = await c.env.ASSETS.fetch(new URL('/404.html', c.req.url));
  const lang = /^\/([a-z]{2}(?:-[A-Z]{2})?)\//.exec(path)?.[1];
  const catalog = lang ? await readCatalog(c, lang).catch(() => undefined) : undefined;
  const words = catalog?.page?.messages;
  if (!lang || !words) return page;
  const text = (english: string) => ({
    element(element: Element) {
      element.setInnerContent(words[english] ?? english);
    },
  });
  return new HTMLRewriter()
    .on('html', {
      element(html) {
        html.setAttribute('lang', lang);
        if (lang === 'ar') html.setAttribute('dir', 'rtl');
      },
    })
    .on('title', text(NOT_FOUND.title))
    .on('h1', text(NOT_FOUND.title))
    .on('main > p:first-of-type', text(NOT_FOUND.question))
    .on('main a', {
      element(link) {
        link.setAttribute('href', `/${lang}/`);
        link.setInnerContent(words[NOT_FOUND.home] ?? NOT_FOUND.home);
      },
    })
    .transform(page);
}

/**
 * Serves a file from dist/, or an earlier release's pinned script from KV. Unknown paths (a
 * version never released too) get the not-found page with HTTP 404; widget files get their cache and cross-origin headers; the strict-CSP demo
 * gets its Content-Security-Policy header, the strict host page its nonce-based one.
 */
export async function serveStatic(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname;
  if (res.status === 404) {
    // An earlier release's pinned script, kept in KV by `npm run deploy`.
    const pinned = PINNED_SCRIPT.exec(path);
    const released =
      pinned && (c.req.method === 'GET' || c.req.method === 'HEAD') ? await releasedFile(c.env, pinned[1]!) : null;
    if (released) {
      await res.body?.cancel();
      return withHeaders(
        new Response(c.req.method === 'HEAD' ? null : released, {
          headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
        }),
        {
          ...widgetFileHeaders(path),
          'X-Content-Type-Options': 'nosniff',
        },
      );
    }
    const page = await notFoundPage(c, path);
    return withHeaders(new Response(page.body, { status: 404, headers: page.headers }), {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_CSP,
    });
  }
  if (path.startsWith('/widgets/')) return withHeaders(res, widgetFileHeaders(path));
  if (PAGE_PATHS.has(path)) return withHeaders(res, { 'Content-Security-Policy': PAGE_CSP });
  if (SECTIONS_CSS.test(path)) return withHeaders(res, { 'Cache-Control': CACHE_IMMUTABLE });
  if (CONSOLE_PATHS.has(path)) return withHeaders(res, CONSOLE_HEADERS);
  if (path === '/demo/strict-csp' || path === '/demo/strict-csp.html') {
    return withHeaders(res, { 'Content-Security-Policy': STRICT_CSP });
  }
  if (__OREBIT_TEST_HOOKS__ && HOST_STRICT_PATHS.has(path) && res.status === 200) return withStrictHostPolicy(res);
  // Any other page (the gallery, the demo pages) is framed by this origin only: /embed/* is the one
  // path other sites may frame (routes/embed.ts), so no page's buttons can be clickjacked from elsewhere.
  if (res.headers.get('Content-Type')?.startsWith('text/html')) return withHeaders(res, OWN_FRAMES_ONLY);
  return res;
}

/** The framing rule of a page with no policy of its own. */
const OWN_FRAMES_ONLY = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };
