import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ForumCounts, ForumPost } from '../../contract/schemas';
import { SAMPLE_POSTS } from '../storage/seed';
import { LIKED_READS_PER_NETWORK } from '../domain/forum/write-limits';
import { BASE, errorOf, getJson, newClient, newReader, postJson } from './helpers';

const validPost = { title: 'Staking question', content: 'How often are rewards paid?', userId: 'user-123' };

describe('GET /api/forum/posts', () => {
  it('seeds the sample posts on first use and lists them newest first', async () => {
    const posts = await getJson<ForumPost[]>('/api/forum/posts');
    expect(posts.map((p) => p.title)).toEqual(SAMPLE_POSTS.map((p) => p.title));
    for (const post of posts) {
      expect(Object.keys(post).sort()).toEqual(['author', 'content', 'createdAt', 'id', 'likes', 'replies', 'title']);
      expect(new Date(post.createdAt).toISOString()).toBe(post.createdAt);
    }
    const times = posts.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is revalidated by the browser on every read: a strong ETag, no-cache', async () => {
    const res = await SELF.fetch(`${BASE}/api/forum/posts`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
  });

  it('answers a re-read of the same list with a body-less 304, and a changed list with 200 and a new ETag', async () => {
    const first = await SELF.fetch(`${BASE}/api/forum/posts`, { headers: { Origin: 'https://partner-blog.example' } });
    const tag = first.headers.get('etag')!;
    const body = await first.text();
    const again = await SELF.fetch(`${BASE}/api/forum/posts`, {
      headers: { 'If-None-Match': tag, Origin: 'https://partner-blog.example' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // A cross-origin widget's revalidation is checked against these.
    expect(again.headers.get('access-control-allow-origin')).toBe('https://partner-blog.example');
    expect(again.headers.get('access-control-allow-credentials')).toBe('true');
    expect(again.headers.get('content-length')).toBeNull();

    expect((await postJson('/api/forum/posts', { ...validPost, title: 'Changes the list' })).status).toBe(201);
    const changed = await SELF.fetch(`${BASE}/api/forum/posts`, { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    const text = await changed.text();
    expect(text).not.toBe(body);
    expect((JSON.parse(text) as ForumPost[])[0]!.title).toBe('Changes the list');
  });
});

describe('POST /api/forum/posts', () => {
  it('creates a post (201), with a server-derived author, listed first', async () => {
    const res = await postJson('/api/forum/posts', { ...validPost, title: '  Padded title  ' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as ForumPost;
    expect(created).toMatchObject({ title: 'Padded title', content: validPost.content, likes: 0, replies: 0 });
    expect(created.author).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/);
    expect(created.author).not.toContain('user-123');
    const posts = await getJson<ForumPost[]>('/api/forum/posts');
    expect(posts[0]).toEqual(created);
  });

  it('gives the same client the same handle, whatever userId it sends', async () => {
    const ip = newClient();
    const a = (await (await postJson('/api/forum/posts', { ...validPost, userId: 1 }, { ip })).json()) as ForumPost;
    const b = (await (
      await postJson('/api/forum/posts', { ...validPost, userId: 'admin' }, { ip })
    ).json()) as ForumPost;
    expect(a.author).toBe(b.author);
  });

  it('keeps 50 concurrent posts, all listed with distinct ids', async () => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson('/api/forum/posts', { title: `Concurrent ${i}`, content: `Body ${i}`, userId: i }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const created = (await Promise.all(responses.map((r) => r.json()))) as ForumPost[];
    const ids = new Set(created.map((p) => p.id));
    expect(ids.size).toBe(50);
    const after = await getJson<ForumPost[]>('/api/forum/posts');
    expect(after.length).toBe(before.length + 50);
    const listed = after.filter((p) => ids.has(p.id));
    expect(listed.length).toBe(50);
    expect(new Set(after.map((p) => p.id)).size).toBe(after.length);
  });

  it.each([
    ['a blank title', { ...validPost, title: '   ' }, 'title: title must not be blank'],
    ['a blank content', { ...validPost, content: '\n\t ' }, 'content: content must not be blank'],
    ['a missing title', { content: 'x', userId: 1 }, 'title: title must be text'],
    [
      'a title of 201 characters',
      { ...validPost, title: 'x'.repeat(201) },
      'title: title must be at most 200 characters',
    ],
    [
      'a content of 5,001 characters',
      { ...validPost, content: 'x'.repeat(5001) },
      'content: content must be at most 5000 characters',
    ],
    [
      'a userId of 65 characters',
      { ...validPost, userId: 'u'.repeat(65) },
      'userId: userId must be a string or a number of at most 64 characters',
    ],
    [
      'an object as userId',
      { ...validPost, userId: { id: 1 } },
      'userId: userId must be a string or a number of at most 64 characters',
    ],
    ['a number as title', { ...validPost, title: 42 }, 'title: title must be text'],
    [
      'a title of zero-width spaces, Hangul fillers and a braille blank',
      { ...validPost, title: '\u200b\u3164\u115f\u1160\u2800\u2060\ufeff' },
      'title: title must not be blank',
    ],
    ['a title of combining marks only', { ...validPost, title: '\u0301\u0301' }, 'title: title must not be blank'],
    [
      'a title of object replacement characters',
      { ...validPost, title: '\ufffc \ufffc' },
      'title: title must not be blank',
    ],
    [
      'a content of enclosing and spacing marks on white space',
      { ...validPost, content: ' \u20dd\u0489\u093f\ufffc\u200b ' },
      'content: content must not be blank',
    ],
    [
      'a content of joiners and bidi overrides only',
      { ...validPost, content: '\u200d\u200c\u202e\u2066 \n' },
      'content: content must not be blank',
    ],
    [
      'a title of 200 letters and an emoji (201 characters)',
      { ...validPost, title: `${'x'.repeat(200)}😀` },
      'title: title must be at most 200 characters',
    ],
    [
      'a title of 201 flags (201 characters, 804 UTF-16 code units)',
      { ...validPost, title: '🇫🇷'.repeat(201) },
      'title: title must be at most 200 characters',
    ],
    [
      'a title of one letter under 400 accents (1 character, 401 UTF-16 code units)',
      { ...validPost, title: `e${'\u0301'.repeat(400)}` },
      'title: title must be at most 200 characters',
    ],
    [
      'a content of 5,000 letters and an emoji',
      { ...validPost, content: `${'x'.repeat(5000)}😀` },
      'content: content must be at most 5000 characters',
    ],
    ['an array body', [validPost], 'The body must be a JSON object with title, content and userId.'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const res = await postJson('/api/forum/posts', body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message.toLowerCase()).toContain(message.toLowerCase());
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
  });

  it('accepts letters with combining marks, as typed (not normalized)', async () => {
    const res = await postJson('/api/forum/posts', { title: 'Cafe\u0301 \u0915\u093f', content: 'n\u0303', userId: 1 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ title: 'Cafe\u0301 \u0915\u093f', content: 'n\u0303' });
  });

  it('accepts a title of exactly 200 and content of exactly 5,000 characters', async () => {
    const res = await postJson('/api/forum/posts', {
      title: 't'.repeat(200),
      content: 'c'.repeat(5000),
      userId: 'u'.repeat(64),
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['a lone high surrogate in the title', '{"title":"Hi \\ud800 there","content":"ok","userId":1}', 'title'],
    ['a lone low surrogate in the content', '{"title":"Hi","content":"\\udc00","userId":1}', 'content'],
    ['a reversed pair', '{"title":"\\ude00\\ud83d","content":"ok","userId":1}', 'title'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, field) => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const res = await postJson('/api/forum/posts', body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_request',
      message: `${field}: ${field} must be well-formed Unicode (no lone surrogates)`,
    });
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
  });

  it('removes control characters and bidirectional overrides, keeping tabs and line breaks in content', async () => {
    const res = await postJson('/api/forum/posts', {
      title: '\u202eTransfer\u2066 fee\u0007\u001b[31m\u0085',
      content: 'Line one\r\n\tLine two\u202d\u2069\u0000\u009b',
      userId: 1,
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as ForumPost;
    expect(created.title).toBe('Transfer fee[31m');
    expect(created.content).toBe('Line one\r\n\tLine two');
    expect((await getJson<ForumPost[]>('/api/forum/posts'))[0]).toEqual(created);
  });

  it('counts characters as a reader sees them, after removing what is removed: an emoji in the 200th place, 200 emoji, 200 accented letters and 200 letters with overrides pass', async () => {
    for (const title of [`${'x'.repeat(199)}😀`, '😀'.repeat(200), 'e\u0301'.repeat(200), `${'x'.repeat(199)}👍🏽`]) {
      const res = await postJson('/api/forum/posts', { ...validPost, title });
      expect(res.status, title).toBe(201);
      expect(((await res.json()) as ForumPost).title).toBe(title);
    }
    // 5,000 characters of content that are 10,000 code units and 20,000 bytes: more than 16 KB of body.
    const emoji = await postJson('/api/forum/posts', { ...validPost, content: '😀'.repeat(5000) });
    expect(emoji.status).toBe(201);
    expect(((await emoji.json()) as ForumPost).content).toBe('😀'.repeat(5000));
    const padded = await postJson('/api/forum/posts', { ...validPost, title: `\u202e${'t'.repeat(200)}\u202c` });
    expect(padded.status).toBe(201);
    expect(((await padded.json()) as ForumPost).title).toBe('t'.repeat(200));
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await postJson('/api/forum/posts', '{"title": "x",');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('refuses another content type with 415', async () => {
    const res = await SELF.fetch(`${BASE}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': newClient() },
      body: JSON.stringify(validPost),
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('unsupported_media_type');
  });

  it('refuses a body over 32 KB with 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ ...validPost, content: 'x'.repeat(33 * 1024) });
    const res = await postJson('/api/forum/posts', big);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await SELF.fetch(`${BASE}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient() },
      body: stream,
    });
    expect(streamed.status).toBe(413);
  });

  it('allows 5 posts per client in any minute, then answers 429 with the seconds until a slot frees', async () => {
    const ip = newClient();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postJson('/api/forum/posts', { ...validPost, title: `Rate ${i}` }, { ip })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const limited = responses.find((r) => r.status === 429);
    const seconds = Number(limited!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await errorOf(limited!)).code).toBe('rate_limited');
    // Another client is not affected.
    expect((await postJson('/api/forum/posts', validPost)).status).toBe(201);
  });
});

describe('POST /api/forum/posts/{id}/like', () => {
  /** The newest post with its likes as GET /api/forum/counts gives them (the list's change only with its posts). */
  const newest = async () => {
    const [post] = await getJson<ForumPost[]>('/api/forum/posts');
    return { id: post!.id, likes: await likesOf(post!.id) };
  };
  const likesOf = async (id: number) =>
    (await getJson<ForumCounts>('/api/forum/counts')).find(([countId]) => countId === id)![1];
  /** A reader's press of the like button, as the widget sends it. */
  const press = (id: number, userId: string, body: Record<string, unknown> = {}, ip = newClient()) =>
    postJson(`/api/forum/posts/${id}/like`, { userId, ...body }, { ip });
  const likedBy = (userId: string) => getJson<{ liked: number[] }>(`/api/forum/likes?userId=${userId}`);

  it('adds a like and answers the new count, which GET /api/forum/counts gives', async () => {
    const post = await newest();
    const reader = newReader();
    const res = await press(post.id, reader);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: post.id, likes: post.likes + 1, liked: true });
    expect(await likesOf(post.id)).toBe(post.likes + 1);
    expect((await likedBy(reader)).liked).toContain(post.id);
  });

  it('counts one like per reader: a second press takes it back, a third likes again', async () => {
    const post = await newest();
    const reader = newReader();
    const answers = [];
    // From three addresses: the reader is the id the widget sends, not the network.
    for (let i = 0; i < 3; i++) answers.push(await (await press(post.id, reader)).json());
    expect(answers).toEqual([
      { id: post.id, likes: post.likes + 1, liked: true },
      { id: post.id, likes: post.likes, liked: false },
      { id: post.id, likes: post.likes + 1, liked: true },
    ]);
    expect(await likesOf(post.id)).toBe(post.likes + 1);
  });

  it('sets the like as asked with liked: true or false, however often it is sent', async () => {
    const post = await newest();
    const reader = newReader();
    for (const liked of [true, true, true])
      expect(await (await press(post.id, reader, { liked })).json()).toMatchObject({
        likes: post.likes + 1,
        liked: true,
      });
    expect(await likesOf(post.id)).toBe(post.likes + 1);
    for (const liked of [false, false])
      expect(await (await press(post.id, reader, { liked })).json()).toMatchObject({ likes: post.likes, liked: false });
    expect(await likesOf(post.id)).toBe(post.likes);
    expect((await likedBy(reader)).liked).not.toContain(post.id);
  });

  it('raises the count by exactly 200 for 200 readers liking at once', async () => {
    const post = await newest();
    const readers = Array.from({ length: 200 }, newReader);
    const responses = await Promise.all(readers.map((reader) => press(post.id, reader)));
    expect(responses.filter((r) => r.status === 200).length).toBe(200);
    const counts = (await Promise.all(responses.map((r) => r.json()))) as Array<{ likes: number; liked: boolean }>;
    // Every like saw a different count: none was lost or doubled.
    expect(new Set(counts.map((c) => c.likes)).size).toBe(200);
    expect(counts.every((c) => c.liked)).toBe(true);
    expect(Math.max(...counts.map((c) => c.likes))).toBe(post.likes + 200);
    expect(await likesOf(post.id)).toBe(post.likes + 200);
  });

  it('counts one reader pressing many times at once as their last state, never twice', async () => {
    const post = await newest();
    const reader = newReader();
    // 25 presses that like, at once, from as many addresses (within each network's 30 a minute).
    const liking = await Promise.all(Array.from({ length: 25 }, () => press(post.id, reader, { liked: true })));
    expect(liking.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(await likesOf(post.id)).toBe(post.likes + 1);
    // 25 presses that turn the like over, at once: it ends taken back or not by their number (odd: taken back).
    const turning = await Promise.all(Array.from({ length: 25 }, () => press(post.id, reader)));
    const answers = (await Promise.all(turning.map((r) => r.json()))) as Array<{ likes: number; liked: boolean }>;
    // Run one at a time by the store: each answer is a state the count really had, like and count agree.
    for (const answer of answers) expect(answer.likes).toBe(post.likes + (answer.liked ? 1 : 0));
    expect(answers.filter((a) => a.liked).length).toBe(12);
    expect(await likesOf(post.id)).toBe(post.likes);
    expect((await likedBy(reader)).liked).not.toContain(post.id);
  });

  it.each([
    ['no body', undefined, 415],
    ['no userId', {}, 400],
    ['a short userId', { userId: 'abc' }, 400],
    ['a userId with other characters', { userId: 'reader one!' }, 400],
    ['a number', { userId: 12345678 }, 400],
    ['a liked that is not true or false', { userId: 'reader-0001', liked: 'yes' }, 400],
  ])('refuses a like with %s and changes nothing', async (_what, body, status) => {
    const post = await newest();
    const res = await SELF.fetch(`${BASE}/api/forum/posts/${post.id}/like`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': newClient(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toMatch(/JSON|userId|liked/);
    expect(await likesOf(post.id)).toBe(post.likes);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5'])('answers 404 for post %s', async (id) => {
    const res = await postJson(`/api/forum/posts/${id}/like`, { userId: newReader() });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });

  it('allows 30 likes per client in any minute, then answers 429', async () => {
    const [post] = await getJson<ForumPost[]>('/api/forum/posts');
    const ip = newClient();
    const responses = await Promise.all(Array.from({ length: 32 }, () => press(post!.id, newReader(), {}, ip)));
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.body?.cancel()));
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.filter((s) => s === 429).length).toBe(2);
  });
});

describe('GET /api/forum/likes', () => {
  it('answers the listed posts this reader likes, newest first, for this reader only and never cached', async () => {
    const posts = await getJson<ForumPost[]>('/api/forum/posts');
    const [reader, other] = [newReader(), newReader()];
    for (const post of [posts[2]!, posts[0]!])
      expect((await postJson(`/api/forum/posts/${post.id}/like`, { userId: reader })).status).toBe(200);
    const res = await SELF.fetch(`${BASE}/api/forum/likes?userId=${reader}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ liked: [posts[0]!.id, posts[2]!.id] });
    expect(await getJson(`/api/forum/likes?userId=${other}`)).toEqual({ liked: [] });
  });

  it('refuses a network past LIKED_READS_PER_NETWORK with a 429 and Retry-After, and not another network', async () => {
    const [ip, other, reader] = [newClient(), newClient(), newReader()];
    const read = (from: string) =>
      SELF.fetch(`${BASE}/api/forum/likes?userId=${reader}`, { headers: { 'CF-Connecting-IP': from } });
    for (let i = 0; i < LIKED_READS_PER_NETWORK.limit; i++) {
      const res = await read(ip);
      expect(res.status, `read ${i + 1}`).toBe(200);
      await res.body?.cancel();
    }
    const refused = await read(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    expect((await read(other)).status).toBe(200);
  });

  it.each(['', '?userId=', '?userId=short', '?userId=%3Cscript%3E123'])('refuses %s with 400', async (query) => {
    const res = await SELF.fetch(`${BASE}/api/forum/likes${query}`);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_request', message: expect.stringContaining('userId') });
  });
});
