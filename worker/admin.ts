import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';
import { apiError } from './errors';

const encoder = new TextEncoder();

async function sameSecret(given: string, expected: string): Promise<boolean> {
  // Compare digests in constant time, so neither the content nor the length leaks through timing.
  const [a, b] = await Promise.all([crypto.subtle.digest('SHA-256', encoder.encode(given)), crypto.subtle.digest('SHA-256', encoder.encode(expected))]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** Requires `Authorization: Bearer <ADMIN_TOKEN>`; 401 otherwise, and always when no token is configured. */
export function requireAdmin(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const expected = c.env.ADMIN_TOKEN;
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!expected || !given || !(await sameSecret(given, expected))) {
      return apiError(c, 401, 'unauthorized', 'This call needs "Authorization: Bearer <admin token>".', {
        'WWW-Authenticate': 'Bearer realm="orebit-admin"',
      });
    }
    await next();
  };
}
