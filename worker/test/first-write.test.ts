import { describe, expect, it } from 'vitest';
import type { ForumCounts, ForumPost, NewsArticle } from '../../contract/schemas';
import { SAMPLE_NEWS, SAMPLE_POSTS } from '../storage/seed';
import { getJson, newReader, postJson } from './helpers';

// A file of its own: its store and KV start empty, and its first request is a write (a deployment
// whose first visitor likes a post on a page rendered before). The store seeds before that write,
// as the first read would have.

describe('a first request that is a write', () => {
  it('seeds the store before it: the sample posts and articles are listed, the like counted, a post after them listed first', async () => {
    const like = await postJson('/api/forum/posts/1/like', { userId: newReader() });
    expect(like.status).toBe(200);
    const { likes } = (await like.json()) as { likes: number };
    expect((await getJson<ForumPost[]>('/api/forum/posts')).map((p) => p.title)).toEqual(
      SAMPLE_POSTS.map((p) => p.title),
    );
    expect((await getJson<ForumCounts>('/api/forum/counts')).find(([id]) => id === 1)?.[1]).toBe(likes);
    expect((await getJson<NewsArticle[]>('/api/news')).length).toBe(SAMPLE_NEWS.length);

    const post = { title: 'After the first like', content: 'Hello', userId: 'user-1' };
    expect((await postJson('/api/forum/posts', post)).status).toBe(201);
    expect((await getJson<ForumPost[]>('/api/forum/posts')).map((p) => p.title)).toEqual([
      post.title,
      ...SAMPLE_POSTS.map((p) => p.title),
    ]);
  });
});
