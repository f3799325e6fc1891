import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTHOR_MAX, CONTENT_MAX, FORUM_LIST_MAX, TITLE_MAX } from '../../contract/limits';
import type { ForumCounts, ForumPost } from '../../contract/schemas';
import { cjkText } from '../../scripts/bench/incompressible-text';
import { KV_KEYS } from '../storage/list-publisher';
import { ADMIN, BASE, newClient, newReader, postJson } from './helpers';

// Likes reach readers through GET /api/forum/counts, apart from the posts: a like changes the counts'
// ETag, never the list's, so an open widget revalidates the list (304) and downloads only the small
// counts (docs/choices.md#forum-counts). Bytes are counted as a browser receives them: the status
// line, the headers and the body gzipped.

const gzipBytes = async (body: ArrayBuffer) =>
  (await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;

/** A GET as a polling browser sends it, and what it costs on the wire. */
async function poll(path: string, etag?: string) {
  const res = await SELF.fetch(`${BASE}${path}`, {
    headers: { 'Accept-Encoding': 'gzip', ...(etag ? { 'If-None-Match': etag } : {}) },
  });
  const body = await res.arrayBuffer();
  let bytes = `HTTP/1.1 ${res.status} ${res.statusText}\r\n\r\n`.length;
  for (const [name, value] of res.headers) bytes += `${name}: ${value}\r\n`.length;
  if (body.byteLength > 0) bytes += (await gzipBytes(body)) + 'content-encoding: gzip\r\n'.length;
  return {
    status: res.status,
    etag: res.headers.get('ETag') ?? undefined,
    text: new TextDecoder().decode(body),
    bytes,
  };
}

const like = (id: number) => postJson(`/api/forum/posts/${id}/like`, { userId: newReader() }, { ip: newClient() });

/**
 * The worst list: every post at its longest in random CJK, which costs the most bytes once listed
 * (forum-excerpts.test.ts); imported 50 at a time (an import's body is at most 1 MB), the first newest.
 */
async function importWorstList(): Promise<ForumPost[]> {
  const posts = Array.from({ length: FORUM_LIST_MAX }, (_, i) => ({
    title: cjkText(TITLE_MAX, i + 1),
    content: cjkText(CONTENT_MAX, i + 1000),
    author: cjkText(AUTHOR_MAX, i + 2000),
  }));
  const created: ForumPost[] = [];
  for (let end = posts.length; end > 0; end -= 50) {
    const res = await postJson(
      '/api/admin/forum/posts/bulk',
      { posts: posts.slice(end - 50, end) },
      { headers: ADMIN },
    );
    expect(res.status).toBe(201);
    created.unshift(...((await res.json()) as ForumPost[]));
  }
  return created;
}

describe('GET /api/forum/counts', () => {
  it('gives the listed posts’ likes and replies, newest first, as [id, likes, replies]', async () => {
    const list = await poll('/api/forum/posts');
    const counts = await poll('/api/forum/counts');
    expect(counts.status).toBe(200);
    const posts = JSON.parse(list.text) as ForumPost[];
    expect((JSON.parse(counts.text) as ForumCounts).slice(0, posts.length)).toEqual(
      posts.map((p) => [p.id, p.likes, p.replies]),
    );
  });

  it('changes with a like while the list keeps its ETag and answers 304', async () => {
    const list = await poll('/api/forum/posts');
    const counts = await poll('/api/forum/counts');
    const [newest] = JSON.parse(list.text) as ForumPost[];
    expect((await like(newest!.id)).status).toBe(200);
    expect((await poll('/api/forum/posts', list.etag)).status).toBe(304);
    const after = await poll('/api/forum/counts', counts.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(counts.etag);
    expect((JSON.parse(after.text) as ForumCounts)[0]).toEqual([newest!.id, newest!.likes + 1, newest!.replies]);
    expect((await poll('/api/forum/counts', after.etag)).status).toBe(304);
  });

  it('changes with a new post, as the list does', async () => {
    const list = await poll('/api/forum/posts');
    const counts = await poll('/api/forum/counts');
    const res = await postJson('/api/forum/posts', { title: 'New', content: 'Counted too', userId: 1 });
    const created = (await res.json()) as ForumPost;
    expect((await poll('/api/forum/posts', list.etag)).status).toBe(200);
    const after = await poll('/api/forum/counts', counts.etag);
    expect((JSON.parse(after.text) as ForumCounts)[0]).toEqual([created.id, 0, 0]);
  });
});

describe('a deployed forum from before the counts', () => {
  it('publishes the counts, and the list anew, on the first GET /api/forum/counts', async () => {
    const long = 'x'.repeat(CONTENT_MAX);
    const res = await postJson('/api/forum/posts', { title: 'Long, listed whole before', content: long, userId: 1 });
    const created = (await res.json()) as ForumPost;
    // As KV held it before: the post whole, and no counts.
    await env.DATA.put(KV_KEYS.forum, JSON.stringify([created]));
    await env.DATA.delete(KV_KEYS.counts);
    const counts = await poll('/api/forum/counts');
    expect(counts.status).toBe(200);
    expect((JSON.parse(counts.text) as ForumCounts)[0]).toEqual([created.id, 0, 0]);
    const [listed] = JSON.parse((await poll('/api/forum/posts')).text) as ForumPost[];
    expect(listed).toMatchObject({ id: created.id, truncated: true });
  });
});

describe('an open widget with a like every 5 s', () => {
  it('downloads at most 1 MB an hour at the worst list', async () => {
    const imported = await importWorstList();
    // The widget's first load: the list and its counts, whole.
    let list = await poll('/api/forum/posts');
    let counts = await poll('/api/forum/counts');
    const firstLoad = list.bytes + counts.bytes;
    // Then a poll of both every 30 s, with six likes (one every 5 s) before each. Twenty polls (ten
    // minutes) stand for the hour: every poll costs the same, a 304 and the counts.
    const POLLS = 20;
    const perPoll: number[] = [];
    for (let i = 0; i < POLLS; i++) {
      const target = imported[i % 10]!.id; // among the newest, so listed
      const likes = await Promise.all(Array.from({ length: 6 }, () => like(target)));
      expect(likes.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const listPoll = await poll('/api/forum/posts', list.etag);
      const countsPoll = await poll('/api/forum/counts', counts.etag);
      // The list did not change; its counts did, and the reader sees the likes.
      expect(listPoll.status).toBe(304);
      expect(countsPoll.status).toBe(200);
      const entry = (JSON.parse(countsPoll.text) as ForumCounts).find(([id]) => id === target);
      expect(entry![1]).toBeGreaterThanOrEqual(6);
      counts = countsPoll;
      list = { ...list, etag: listPoll.etag ?? list.etag };
      perPoll.push(listPoll.bytes + countsPoll.bytes);
    }
    const hour = firstLoad + 120 * Math.max(...perPoll);
    // Before, each like changed the list's ETag: every poll downloaded the whole list again.
    const before = firstLoad + 120 * list.bytes;
    console.log(
      `Worst list ${list.bytes} B on the wire, counts ${counts.bytes} B; a poll after likes ${Math.max(...perPoll)} B; ` +
        `an hour with a like every 5 s: ${hour} B (a whole list every poll: ${before} B)`,
    );
    expect(hour).toBeLessThanOrEqual(1024 * 1024);
  }, 120_000);
});
