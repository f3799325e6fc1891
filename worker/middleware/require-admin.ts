import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/client-address';
import type { Env } from '../env';
import { errorResponse, ApiError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';

const encoder = new TextEncoder();

/** How long a client that went over the wrong-token limit is refused, whatever token it sends. */
const BLOCK_MS = 60_000;

// Clients over the wrong-token limit, until when. The limiter binding can only count, not be asked,
// so without this a blocked client could still try tokens: 429 for a wrong one, 200 for the right
// one. Per isolate, like the limiter's own counts per location.
const blocked = new Map<string, number>();

async function sameSecret(given: string, expected: string): Promise<boolean> {
  // Compare digests in constant time, so neither the content nor the length leaks through timing.
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(a, b);
}

function tooManyTries(): ApiError {
  return new ApiError(429, 'rate_limited', 'Too many wrong admin tokens. Please wait a minute and try again.', {
    'Retry-After': String(BLOCK_MS / 1000),
  });
}

/** One log line for a refused admin call: who and what, never the token. */
function logRefused(request: Request, client: string, outcome: 'unauthorized' | 'rate_limited'): void {
  const { pathname } = new URL(request.url);
  console.warn(
    JSON.stringify({ event: 'admin_auth_refused', outcome, client, method: request.method, path: pathname }),
  );
}

/**
 * Requires `Authorization: Bearer <ADMIN_TOKEN>`; 401 otherwise, and always when no token is
 * configured. Wrong tokens count against ADMIN_AUTH_LIMITER per client: over it, 429 for a minute.
 */
export function requireAdmin(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const client = clientAddress(c.req.raw);
    const until = blocked.get(client);
    if (until !== undefined) {
      if (until > Date.now()) {
        logRefused(c.req.raw, client, 'rate_limited');
        throw tooManyTries();
      }
      blocked.delete(client);
    }
    const expected = c.env.ADMIN_TOKEN;
    const header = c.req.header('Authorization');
    const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (expected && given && (await sameSecret(given, expected))) return next();
    // Only a guess counts: a call without credentials tells nothing about the token.
    if (header) {
      try {
        await enforceRateLimit(c.env, 'ADMIN_AUTH_LIMITER', c.req.raw, 'wrong admin tokens');
      } catch (error) {
        // Many clients over the limit at once (an attack from many addresses): forget the expired.
        if (blocked.size > 10_000) for (const [address, end] of blocked) if (end <= Date.now()) blocked.delete(address);
        blocked.set(client, Date.now() + BLOCK_MS);
        logRefused(c.req.raw, client, 'rate_limited');
        throw error;
      }
    }
    logRefused(c.req.raw, client, 'unauthorized');
    return errorResponse(c, 401, 'unauthorized', 'This call needs "Authorization: Bearer <admin token>".', {
      'WWW-Authenticate': 'Bearer realm="orebit-admin"',
    });
  };
}
