import type { Env } from '../env';
import type { PageData, PageQuery } from '../../contract/page-data';
import { readForumPostsJson, readNewsArticlesJson } from './content';
import { readPrices } from './prices';

/** Each API path a server render shows, read as the API reads it (one KV read each). */
const READERS: Record<PageQuery, (env: Env, now: Date) => Promise<unknown>> = {
  '/api/crypto/prices': (env, now) => readPrices(env, now),
  '/api/forum/posts': async (env) => JSON.parse(await readForumPostsJson(env)) as unknown,
  '/api/news': async (env) => JSON.parse(await readNewsArticlesJson(env)) as unknown,
};

/** What the API answers now for each of `paths`, for a server render; fails when a store cannot be read. */
export async function readPageData(env: Env, paths: readonly PageQuery[], now = new Date()): Promise<PageData> {
  const answers = await Promise.all(paths.map((path) => READERS[path](env, now)));
  return { at: now.getTime(), queries: Object.fromEntries(paths.map((path, i) => [path, answers[i]])) };
}
