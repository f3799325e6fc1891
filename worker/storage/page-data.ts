import type { PageData, PageQuery } from '../../contract/page-data';
import { readListJson, type ContentEnv, type List } from './content';
import { readPrices, type PriceStoreEnv } from './prices';

/** What the page's data reads of the Worker's environment: the stores the API reads. */
type PageDataEnv = ContentEnv & PriceStoreEnv;

/** Each API path a server render shows, read as the API reads it (one KV read each). */
const READERS: Record<PageQuery, (env: PageDataEnv, now: Date) => Promise<unknown>> = {
  '/api/crypto/prices': (env, now) => readPrices(env, now),
  '/api/forum/posts': (env) => readList(env, 'forum'),
  '/api/forum/counts': (env) => readList(env, 'counts'),
  '/api/news': (env) => readList(env, 'news'),
};

async function readList(env: PageDataEnv, list: List): Promise<unknown> {
  return JSON.parse(await readListJson(env, list));
}

/** What the API answers now for each of `paths`, for a server render; fails when a store cannot be read. */
export async function readPageData(env: PageDataEnv, paths: readonly PageQuery[], now = new Date()): Promise<PageData> {
  const answers = await Promise.all(paths.map((path) => READERS[path](env, now)));
  return { at: now.getTime(), queries: Object.fromEntries(paths.map((path, i) => [path, answers[i]])) };
}
