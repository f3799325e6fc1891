import type { Hono } from 'hono';
import { errorResponse } from './errors';

/** How a group of paths answers a wrong method. */
interface WrongMethodOptions {
  /** Whether OPTIONS is answered there (by the CORS middleware's preflight): then Allow lists it. */
  preflight?: boolean;
  /** Headers every answer of those paths carries (their CORS, nosniff), the 405 too. */
  headers?: Record<string, string>;
}

/**
 * After an app's routes: for each path under `prefix` with routes, a method it has no route for
 * answers 405 with `Allow` (its methods, HEAD with GET, OPTIONS where CORS preflights are answered)
 * and the API's JSON error, instead of the 404 for paths that do not exist.
 */
export function answerWrongMethods(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's bindings
  app: Hono<any>,
  prefix: string,
  { preflight = true, headers = {} }: WrongMethodOptions = {},
): void {
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
    if (preflight) allowed.add('OPTIONS');
    const allow = [...allowed].join(', ');
    app.all(path, (c) =>
      errorResponse(c, 405, 'method_not_allowed', `${c.req.method} is not allowed here: use ${allow}.`, {
        ...headers,
        Allow: allow,
      }),
    );
  }
}
