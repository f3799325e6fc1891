import type { Hono } from 'hono';
import { errorResponse } from './errors';

/**
 * After an app's routes: for each path under `prefix` with routes, a method it has no route for
 * answers 405 with `Allow` (its methods, HEAD with GET, OPTIONS for CORS) instead of the 404 for
 * paths that do not exist.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's bindings
export function answerWrongMethods(app: Hono<any>, prefix: string): void {
  const methods = new Map<string, Set<string>>();
  for (const route of app.routes) {
    // Middleware (use) registers ALL: only real routes say which methods a path has.
    if (route.method === 'ALL' || !route.path.startsWith(prefix)) continue;
    const path = route.path.replace(/(.)\/$/, '$1');
    if (!methods.has(path)) methods.set(path, new Set());
    methods.get(path)!.add(route.method);
  }
  for (const [path, allowed] of methods) {
    if (allowed.has('GET')) allowed.add('HEAD');
    allowed.add('OPTIONS');
    const allow = [...allowed].join(', ');
    app.all(path, (c) =>
      errorResponse(c, 405, 'method_not_allowed', `${c.req.method} is not allowed here: use ${allow}.`, {
        Allow: allow,
      }),
    );
  }
}
