import { logEvent } from '../http/log';
import { PAGE_FRESH_MS } from '../../contract/page-data';

// A page rendered from live data, kept in the Cache API of this location no longer than the data's
// own freshness (PAGE_FRESH_MS, one poll of the widgets), in the manner of stale-while-revalidate:
//   younger than PAGE_FRESH_MS       served as it is
//   up to twice that                 served, and rendered anew in the background (ctx.waitUntil)
//   older, or none                   rendered now; a reader waits only after a quiet minute
// so under steady traffic a location renders a page about once per PAGE_FRESH_MS and a reader
// never waits on it. One render at a time per isolate and key: concurrent readers share it, and it
// runs under the first one's waitUntil, so that reader's leaving does not cancel it for the others.
// When a render fails (a store cannot be read, the render throws), the last good render answers,
// however old, or else `fallback` (the build's page), and a log line says why.

/** When the stored copy was rendered (ms since the epoch); never sent to a reader. */
const RENDERED_AT = 'X-Orebit-Rendered-At';
/** How long the Cache API may keep the last good render, for a failing render to fall back on. */
const KEEP_LAST_GOOD = 'public, max-age=86400';

/** A page as rendered: plain text and headers, which any request may turn into its own Response. */
export interface Rendered {
  html: string;
  headers: Record<string, string>;
}

/** The renders in flight in this isolate, by cache key. */
const rendering = new Map<string, Promise<Rendered & { at: number }>>();

/** What a render needs of the request's context: to finish work after the answer. */
type Background = Pick<ExecutionContext, 'waitUntil'>;

/** What `serveFresh` needs: where the render is kept, how to make one, and the page to answer when there is none. */
export interface FreshRender {
  /** The Cache API key (an internal URL naming the page and the release). */
  key: Request;
  /** Renders the page now from the stores. */
  render(): Promise<Rendered>;
  /** The page to answer when no render can be had (the build's page). */
  fallback(): Promise<Response>;
  /** The path, for the log line. */
  path: string;
}

/** Renders `page` and keeps it in the cache, once per key at a time in this isolate. */
function renderAndKeep(page: FreshRender, ctx: Background): Promise<Rendered & { at: number }> {
  const id = page.key.url;
  let inflight = rendering.get(id);
  if (!inflight) {
    inflight = (async () => {
      const at = Date.now();
      const rendered = await page.render();
      const kept = new Response(rendered.html, { headers: rendered.headers });
      kept.headers.set(RENDERED_AT, String(at));
      kept.headers.set('Cache-Control', KEEP_LAST_GOOD);
      ctx.waitUntil(caches.default.put(page.key, kept));
      logEvent({ event: 'page_render', path: page.path, ms: Date.now() - at });
      return { ...rendered, at };
    })().finally(() => rendering.delete(id));
    rendering.set(id, inflight);
    // Other readers may wait on this render: it outlives this reader's request, should they leave.
    ctx.waitUntil(inflight.catch(() => undefined));
  }
  return inflight;
}

function logFailure(page: FreshRender, error: unknown, served: string): void {
  logEvent({ event: 'page_render_failed', path: page.path, served, error: String(error) });
}

/** A kept render as a reader gets it: without the bookkeeping header. */
function forReader(kept: Response): Response {
  const out = new Response(kept.body, kept);
  out.headers.delete(RENDERED_AT);
  return out;
}

/** The freshest render of `page` this location can give without making a reader wait (see above); never throws. */
export async function serveFresh(page: FreshRender, ctx: Background, now = Date.now()): Promise<Response> {
  const kept = await caches.default.match(page.key).catch(() => undefined);
  const age = kept ? now - Number(kept.headers.get(RENDERED_AT)) : Infinity;
  if (kept && age < 2 * PAGE_FRESH_MS) {
    if (age >= PAGE_FRESH_MS)
      ctx.waitUntil(renderAndKeep(page, ctx).catch((error: unknown) => logFailure(page, error, 'background')));
    return forReader(kept);
  }
  try {
    const { html, headers } = await renderAndKeep(page, ctx);
    await kept?.body?.cancel();
    return new Response(html, { headers });
  } catch (error) {
    logFailure(page, error, kept ? 'last_good' : 'fallback');
    return kept ? forReader(kept) : page.fallback();
  }
}
