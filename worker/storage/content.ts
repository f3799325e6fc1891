import type { Env } from '../env';
import type { ForumPost, NewsArticle } from '../schemas';
import { KV_KEYS } from './content-store';

/** The one ContentStore instance. */
export function contentStore(env: Env) {
  return env.CONTENT.get(env.CONTENT.idFromName('content'));
}

/** The forum posts, newest first: one KV read (the first use seeds through the store). */
export async function readForumPosts(env: Env): Promise<ForumPost[]> {
  const posts = await env.DATA.get<ForumPost[]>(KV_KEYS.forum, 'json');
  return posts ?? (await contentStore(env).ensureSeeded()).forum;
}

/** The news articles, newest first: one KV read (the first use seeds through the store). */
export async function readNewsArticles(env: Env): Promise<NewsArticle[]> {
  const articles = await env.DATA.get<NewsArticle[]>(KV_KEYS.news, 'json');
  return articles ?? (await contentStore(env).ensureSeeded()).news;
}
