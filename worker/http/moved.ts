import type { Context } from 'hono';
import { ApiError } from './errors';

/**
 * The answer of a path an operator call left for /api/admin, where one Cloudflare Access application
 * covers them all (docs/deploying.md): 410 naming the new path for the same method. It reads no body
 * and needs no sign-in, since it does nothing.
 */
export function operatorCallMoved(c: Context): never {
  const { pathname } = new URL(c.req.url);
  const moved = pathname.replace(/^\/api\//, '/api/admin/');
  throw new ApiError(410, 'moved', `Operator calls moved: use ${c.req.method} ${moved}.`);
}
