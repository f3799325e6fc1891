import { describe, expect, it } from 'vitest';
import { FORUM_LIST_MAX, type ForumPost } from '../../contract/schemas';
import { ADMIN, errorOf, getJson, newReader, postJson } from './helpers';

const post = (i: number) => ({ title: `Imported ${i}`, content: `Body of post ${i}`, author: `Importer${i}` });
const posts = (count: number, from = 0) => Array.from({ length: count }, (_, i) => post(from + i));

describe('POST /api/admin/forum/posts/bulk', () => {
  it('stores 500 posts in one call (201); the list shows the newest 100, in the order given', async () => {
    const res = await postJson('/api/admin/forum/posts/bulk', { posts: posts(500) }, { headers: ADMIN });
    expect(res.status).toBe(201);
    const created = (await res.json()) as ForumPost[];
    expect(created.map((p) => p.title)).toEqual(posts(500).map((p) => p.title));
    expect(created[0]).toMatchObject({ ...post(0), likes: 0, replies: 0 });
    expect(new Set(created.map((p) => p.id)).size).toBe(500);
    const listed = await getJson<ForumPost[]>('/api/forum/posts');
    expect(listed).toEqual(created.slice(0, FORUM_LIST_MAX));
    // An older post, out of the list, is still stored: it can be liked.
    const old = created.at(-1)!;
    const like = await postJson(`/api/forum/posts/${old.id}/like`, { userId: newReader() });
    expect(like.status).toBe(200);
    expect(await like.json()).toEqual({ id: old.id, likes: 1, liked: true });
  });

  it('leaves the public POST rate limit of the same client untouched', async () => {
    const ip = '203.0.113.7';
    expect((await postJson('/api/admin/forum/posts/bulk', { posts: posts(10) }, { ip, headers: ADMIN })).status).toBe(
      201,
    );
    // The import used none of the client's 5 posts a minute: its first post goes through…
    const post = (i: number) => postJson('/api/forum/posts', { title: `Rate ${i}`, content: 'x', userId: 1 }, { ip });
    expect((await post(0)).status).toBe(201);
    // …and the public limit still holds for it. The limiter counts in fixed 60 s windows, so a
    // window may turn over during the test: allow one more window's worth before the 429.
    const statuses: number[] = [];
    for (let i = 1; i <= 10 && !statuses.includes(429); i++) statuses.push((await post(i)).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['no sign-in', {}, 'unauthorized'],
    ['a forged assertion', { 'Cf-Access-Jwt-Assertion': 'not-a-token' }, 'invalid_token'],
    ['the old bearer scheme', { Authorization: 'Bearer test-admin-token' }, 'unauthorized'],
  ])('answers 401 with %s and stores nothing', async (_case, headers, code) => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const res = await postJson('/api/admin/forum/posts/bulk', { posts: posts(3) }, { headers });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe(code);
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
  });

  it.each([
    [
      'one blank title among good posts',
      { posts: [post(1), { ...post(2), title: ' ' }, post(3)] },
      'posts.1.title: title must not be blank',
    ],
    ['a post without author', { posts: [{ title: 't', content: 'c' }] }, 'posts.0.author: author must be text'],
    [
      'an author of 65 characters',
      { posts: [{ ...post(1), author: 'a'.repeat(65) }] },
      'posts.0.author: author must be at most 64 characters',
    ],
    ['an empty list', { posts: [] }, 'posts: posts must not be empty'],
    ['501 posts', { posts: posts(501) }, 'posts: posts must hold at most 500 posts'],
    ['posts that is not an array', { posts: post(1) }, 'posts: posts must be an array'],
    ['an array body', posts(2), 'The body must be a JSON object with posts'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const res = await postJson('/api/admin/forum/posts/bulk', body, { headers: ADMIN });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(message);
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
  });

  it('refuses malformed JSON with 400 and a body over 1 MB with 413', async () => {
    const malformed = await postJson('/api/admin/forum/posts/bulk', '{"posts": [', { headers: ADMIN });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_json');
    const big = { posts: posts(300).map((p) => ({ ...p, content: 'x'.repeat(4_000) })) };
    const tooLarge = await postJson('/api/admin/forum/posts/bulk', big, { headers: ADMIN });
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).code).toBe('payload_too_large');
  });
});
