import type { Env, Hono, MiddlewareHandler } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { ApiError } from './errors';

/** What a group of paths says in a 405 besides the methods its routes have. */
interface WrongMethodOptions {
  /** Whether OPTIONS is answered there (by the CORS middleware's preflight): then Allow lists it. */
  preflight?: boolean;
  /** Headers every answer of those paths carries (their CORS, nosniff), the 405 too. */
  headers?: Record<string, string>;
}

/**
 * Hono's methodNotAllowed (hono/method-not-allowed) for the paths it is used on: a path with routes
 * answers a method it has none for with a 405, thrown to the app's onError as the API's error, with
 * Allow: the routes' methods, then HEAD (with GET), then OPTIONS where CORS answers preflights.
 * Like Hono's, it acts on a 404 that no error made (docs/choices.md#wrong-methods).
 */
export function wrongMethods<E extends Env>(
  app: Hono<E>,
  { preflight = false, headers = {} }: WrongMethodOptions = {},
): MiddlewareHandler<E> {
  return methodNotAllowed<E>({
    app,
    onMethodNotAllowed: (c, methods) => {
      // Hono lists HEAD right after GET; the API has always listed it after the routes' own methods.
      const allow = [
        ...methods.filter((method) => method !== 'HEAD'),
        ...(methods.includes('HEAD') ? ['HEAD'] : []),
        ...(preflight ? ['OPTIONS'] : []),
      ].join(', ');
      throw new ApiError(405, 'method_not_allowed', `${c.req.method} is not allowed here: use ${allow}.`, {
        ...headers,
        Allow: allow,
      });
    },
  });
}
