import type { Env, Hono } from 'hono';
import { HonoBase } from 'hono/hono-base';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * A Hono app routed by TrieRouter alone, for the Worker's app and its route groups: the router
 * Hono's methodNotAllowed finds a path's methods with, so routing and a 405's Allow agree, without
 * the RegExpRouter that `hono`'s default (SmartRouter) adds to the bundle (about 1.8 KB gzip).
 */
export const newApp = <E extends Env>(): Hono<E> => new HonoBase<E>({ router: new TrieRouter() }) as Hono<E>;
