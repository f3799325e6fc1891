import type { MiddlewareHandler } from 'hono';

// For what readers re-read again and again (the lists every open widget polls every 30 s, the
// official page): a strong ETag (a hash of the exact body bytes), a body-less 304 when
// If-None-Match holds it, and `no-cache`, so a browser keeps the body and asks again every time,
// never using it stale. Ours rather than hono/etag, which streams any body through its digest:
// these bodies are whole strings already, and the 2 KB it weighed were the Worker's budget
// (docs/choices.md#conditional-get).

/**
 * What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5), and the CORS headers: a
 * cross-origin widget's revalidation is checked against them.
 */
const RETAINED = [
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
];

/** `"<hex SHA-1>"` of `body`: a strong ETag. */
async function strongEtag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body));
  return `"${[...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

/** Whether an If-None-Match `header` names `etag`, weakly or strongly, or is `*`. */
const names = (header: string | undefined, etag: string) =>
  header?.trim() === '*' || !!header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** Answers a GET with its ETag, or a 304 when the client has it; `no-cache` either way. */
export function conditionalGet(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.res.headers.set('Cache-Control', 'no-cache');
    const etag = await strongEtag(await c.res.clone().arrayBuffer());
    if (!names(c.req.header('If-None-Match'), etag)) return void c.res.headers.set('ETag', etag);
    const kept = new Headers();
    for (const name of RETAINED) {
      const value = c.res.headers.get(name);
      if (value !== null) kept.set(name, value);
    }
    kept.set('ETag', etag);
    await c.res.body?.cancel();
    // Unset first: Hono merges a response's headers into the one that replaces it.
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers: kept });
  };
}
