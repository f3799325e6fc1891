import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { logEvent } from '../http/log';
import { crossOriginRefused, isOperatorCall, logRefused } from './operator';

// The widgets call the API with credentials from any page they are embedded in, so CORS echoes
// the request's Origin (never "*", which credentials forbid) and any origin may read. Writes only
// come from allowed origins: the Worker's own, and those in ALLOWED_ORIGINS. `Origin: null` (a
// sandboxed frame such as WordPress's around an embed page, a data: page, a local file) names no
// site: it may read, never write, and must never be added to ALLOWED_ORIGINS (docs/embedding.md).

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOW_METHODS = 'GET, HEAD, POST, DELETE, OPTIONS';
// Idempotency-Key: the community widget sends one with each new post (docs/api.md#retries).
const ALLOW_HEADERS = 'Content-Type, Authorization, Idempotency-Key';

/** Whether `origin` matches one allowlist entry; an entry's port may be `*`. */
function matches(origin: string, entry: string): boolean {
  if (entry === origin) return true;
  const star = entry.endsWith(':*') ? entry.slice(0, -2) : undefined;
  return (
    star !== undefined &&
    (origin === star || (origin.startsWith(`${star}:`) && /^\d+$/.test(origin.slice(star.length + 1))))
  );
}

/** The entries of ALLOWED_ORIGINS, trimmed, empty ones left out. */
export function allowlistEntries(allowlist: string): string[] {
  return allowlist
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Whether the Worker accepts writes from `origin`. */
function writeAllowed(origin: string, requestUrl: string, allowlist: string): boolean {
  if (origin === new URL(requestUrl).origin) return true;
  return allowlistEntries(allowlist).some((entry) => matches(origin, entry));
}

/** The path of the frame an embed page writes through (worker/routes/embed.ts, docs/choices.md#embed-writes). */
export const EMBED_WRITER_PATH = '/embed-writer';

/**
 * Whether a write of this origin's own comes from an embed page's document itself (its Referer is
 * `/embed/…` of this origin). Any site may frame an embed page, so its writes go through the
 * writer frame instead, which only this origin and ALLOWED_ORIGINS may frame: a page that frames
 * an embed page without being allowed to write cannot have it write (a clickjacked like).
 */
function fromEmbedDocument(referer: string | undefined, origin: string): boolean {
  if (!referer) return false;
  try {
    const url = new URL(referer);
    return url.origin === origin && url.pathname.startsWith('/embed/');
  } catch {
    return false;
  }
}

/** Logs a write refused for where it comes from as `origin_refused`: why, which origin, what it asked (never a body or a cookie). */
function logRefusal(code: string, origin: string, method: string, path: string): void {
  logEvent({ event: 'origin_refused', code, origin: origin.slice(0, 200), method, path: path.slice(0, 200) });
}

function corsHeaders(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' };
}

/** CORS for /api/*: exact origin echo with credentials, writes from allowed origins only, preflights. */
export function cors(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    c.header('Vary', 'Origin', { append: true });
    if (!origin) {
      // Not a browser cross-origin call (curl, a server): CORS does not apply.
      if (c.req.method === 'OPTIONS') return c.body(null, 204);
      await next();
      return;
    }
    const allowed = writeAllowed(origin, c.req.url, c.env.ALLOWED_ORIGINS ?? '');
    // Operator calls carry the operator's Access cookie: no other origin may make or read them, nor
    // be told by a preflight that it could.
    const url = new URL(c.req.url);
    if (origin !== url.origin && isOperatorCall(url.pathname)) {
      logRefused(c.req.raw, 'cross_origin');
      throw crossOriginRefused();
    }
    if (c.req.method === 'OPTIONS') {
      const method = (c.req.header('Access-Control-Request-Method') ?? 'GET').toUpperCase();
      if (WRITE_METHODS.has(method) && !allowed) {
        logRefusal('origin_not_allowed', origin, c.req.method, url.pathname);
        throw new ApiError(403, 'origin_not_allowed', `${origin} may read this API but not write to it.`);
      }
      return c.body(null, 204, {
        ...corsHeaders(origin),
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      });
    }
    for (const [name, value] of Object.entries(corsHeaders(origin))) c.header(name, value);
    if (WRITE_METHODS.has(c.req.method) && !allowed) {
      logRefusal('origin_not_allowed', origin, c.req.method, url.pathname);
      throw new ApiError(403, 'origin_not_allowed', `${origin} may read this API but not write to it.`);
    }
    if (
      WRITE_METHODS.has(c.req.method) &&
      origin === url.origin &&
      fromEmbedDocument(c.req.header('Referer'), origin)
    ) {
      logRefusal('embed_write_refused', origin, c.req.method, url.pathname);
      throw new ApiError(
        403,
        'embed_write_refused',
        `An embed page writes through ${EMBED_WRITER_PATH}, which only the origins allowed to write may frame.`,
      );
    }
    await next();
  };
}
