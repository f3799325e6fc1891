import type { ForumPost, NewsArticle } from '../../contract/schemas';
import type { ContentStore, ContentStoreEnv } from './content-store';
import { KV_KEYS } from './list-publisher';

/** What the content's readers and writers use of the Worker's environment (the Worker's Env extends it). */
export interface ContentEnv extends ContentStoreEnv {
  /** The one writer of forum posts and news articles. */
  CONTENT: DurableObjectNamespace<ContentStore>;
}

/** The one ContentStore instance. */
export function contentStore(env: ContentEnv) {
  return env.CONTENT.get(env.CONTENT.idFromName('content'));
}

/**
 * The forum posts, newest first, as the JSON text the store published: one KV read, and the text
 * goes out as stored, never parsed and serialised again (the list can be large). The first use
 * seeds through the store.
 */
export async function readForumPostsJson(env: ContentEnv): Promise<string> {
  const posts = await env.DATA.get(KV_KEYS.forum, 'text');
  return posts ?? JSON.stringify((await contentStore(env).ensureSeeded()).forum satisfies ForumPost[]);
}

/** The news articles, newest first, as published JSON text: one KV read (the first use seeds). */
export async function readNewsArticlesJson(env: ContentEnv): Promise<string> {
  const articles = await env.DATA.get(KV_KEYS.news, 'text');
  return articles ?? JSON.stringify((await contentStore(env).ensureSeeded()).news satisfies NewsArticle[]);
}
