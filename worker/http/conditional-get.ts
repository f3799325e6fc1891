import type { MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';

/**
 * For a list every open widget re-reads every 30 s: a strong ETag (a hash of the exact body bytes),
 * a body-less 304 when If-None-Match holds it, and `no-cache`, so a browser keeps the list and
 * asks again on every poll, never using it stale. The 304 keeps the CORS headers: a cross-origin
 * widget's revalidation is checked against them.
 */
export function conditionalGet(): MiddlewareHandler {
  const withEtag = etag({
    retainedHeaders: [...RETAINED_304_HEADERS, 'access-control-allow-origin', 'access-control-allow-credentials'],
  });
  return async (c, next) => {
    c.header('Cache-Control', 'no-cache');
    await withEtag(c, next);
  };
}
