import { SELF } from 'cloudflare:test';
import { embedRenderer } from 'orebit:embed-renderer';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_MAX,
  CONTENT_MAX,
  FORUM_EXCERPT_MAX,
  FORUM_LIST_MAX,
  FORUM_LIST_MIN_POSTS,
  TITLE_MAX,
} from '../../contract/limits';
import type { ForumPost } from '../../contract/schemas';
import { cjkText, incompressibleText } from '../../scripts/bench/incompressible-text';
import { ADMIN, BASE, errorOf, getJson, MODERATOR, postJson } from './helpers';

// The list shows the newest posts whatever their length: a long post's content is listed as an
// excerpt, and GET /api/forum/posts/{id} gives it whole (docs/choices.md#forum-excerpts).

const gzipBytes = async (text: string) =>
  (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;

/**
 * Imports `posts` (the first newest) as stored, in calls of at most 50 (an import's body is at most
 * 1 MB); returns them as created, in the order given.
 */
async function importPosts(posts: Array<{ title: string; content: string; author: string }>): Promise<ForumPost[]> {
  const created: ForumPost[] = [];
  // Oldest first: each call's posts are newer than the one's before.
  for (let end = posts.length; end > 0; end -= 50) {
    const res = await postJson(
      '/api/admin/forum/posts/bulk',
      { posts: posts.slice(Math.max(0, end - 50), end) },
      { headers: ADMIN },
    );
    expect(res.status).toBe(201);
    created.unshift(...((await res.json()) as ForumPost[]));
  }
  return created;
}

type Text = (length: number, seed: number) => string;

/**
 * Random CJK with a three-byte combining mark on each ideograph: `length` characters a reader sees,
 * of two code units each, the longest title in bytes the character count allows.
 */
const markedCjk: Text = (length, seed) => cjkText(length, seed).replace(/./gu, (c) => `${c}\u20d0`);

const longest = (i: number, text: Text, titleText: Text = text) => ({
  title: titleText(TITLE_MAX, i + 1),
  content: text(CONTENT_MAX, i + 1_000),
  author: text(AUTHOR_MAX, i + 2_000),
});

describe('GET /api/forum/posts with long posts', () => {
  it.each([
    ['random CJK', cjkText, cjkText],
    ['incompressible ASCII', incompressibleText, incompressibleText],
    ['random CJK, each title character with a three-byte mark', cjkText, markedCjk],
  ])(
    'lists at least the 50 newest posts within 128 KB gzip when every post is at its longest in %s',
    async (_name, text, titleText) => {
      const posts = Array.from({ length: FORUM_LIST_MAX }, (_, i) => longest(i, text, titleText));
      const imported = await importPosts(posts);
      const body = await (await SELF.fetch(`${BASE}/api/forum/posts`)).text();
      const listed = JSON.parse(body) as ForumPost[];
      const gzip = await gzipBytes(body);
      console.log(`Every post at its longest (${_name}): ${listed.length} listed, ${gzip} B gzip`);
      expect(listed.length).toBeGreaterThanOrEqual(FORUM_LIST_MIN_POSTS);
      expect(gzip).toBeLessThanOrEqual(128 * 1024);
      // The newest, newest first, each an excerpt of what was written, its title and author whole.
      expect(listed.map((p) => p.id)).toEqual(imported.slice(0, listed.length).map((p) => p.id));
      listed.forEach((post, i) => {
        const stored = imported[i]!;
        expect(post).toMatchObject({ title: stored.title, author: stored.author, truncated: true });
        expect(post.content.length).toBeLessThanOrEqual(FORUM_EXCERPT_MAX);
        expect(stored.content.startsWith(post.content)).toBe(true);
      });
    },
  );

  it('keeps every other post listed when seven posts are as long as they can be', async () => {
    const ordinary = Array.from({ length: FORUM_LIST_MAX - 7 }, (_, i) => ({
      title: `Ordinary ${i}`,
      content: 'I staked 500 ORB last week and the rewards arrive daily. Is that the same for everyone here?',
      author: `Reader${i}`,
    }));
    await importPosts(ordinary);
    const flood = await importPosts(Array.from({ length: 7 }, (_, i) => longest(i + 500, cjkText)));
    const listed = await getJson<ForumPost[]>('/api/forum/posts');
    expect(listed).toHaveLength(FORUM_LIST_MAX);
    expect(listed.slice(0, 7).map((p) => p.id)).toEqual(flood.map((p) => p.id));
    expect(listed.slice(7).map((p) => p.title)).toEqual(ordinary.map((p) => p.title));
    // A post short enough is listed whole, unmarked.
    expect(listed[7]).not.toHaveProperty('truncated');
    expect(listed[7]!.content).toBe(ordinary[0]!.content);
  });

  it('arrives in /embed/community as the excerpt with a Show more button, not the whole text', async () => {
    const content = `${'Long story. '.repeat(40)}The end.`;
    const res = await postJson('/api/forum/posts', { title: 'Framed and long', content, userId: 1 });
    expect(res.status).toBe(201);
    await caches.default.delete(new Request(`${BASE}/embed-cache/${embedRenderer.release}/embed/community`));
    const html = await (await SELF.fetch(`${BASE}/embed/community`)).text();
    expect(html).toContain('Framed and long');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Show more<\/button>/);
    expect(html).not.toContain('The end.');
  });

  it('cuts an excerpt between two halves of an emoji, never inside one', async () => {
    const content = `${'a'.repeat(FORUM_EXCERPT_MAX - 1)}😀 and more`;
    const [created] = await importPosts([{ title: 'Emoji at the cut', content, author: 'Cutter' }]);
    const [listed] = await getJson<ForumPost[]>('/api/forum/posts');
    expect(listed!.id).toBe(created!.id);
    expect(listed!.content).toBe('a'.repeat(FORUM_EXCERPT_MAX - 1));
    expect(listed!.truncated).toBe(true);
  });

  it.each([
    ['a flag', '🇫🇷'],
    ['a thumbs up with its skin tone', '👍🏽'],
    ['a family joined by zero-width joiners', '👩‍👩‍👧'],
    ['a letter with its two accents', 'e\u0301\u0323'],
  ])('cuts an excerpt before %s that would not fit whole, never inside it', async (_what, character) => {
    const kept = 'a'.repeat(FORUM_EXCERPT_MAX - 2);
    await importPosts([{ title: `Cut before ${_what}`, content: `${kept}${character} and more`, author: 'Cutter' }]);
    const [listed] = await getJson<ForumPost[]>('/api/forum/posts');
    expect(listed).toMatchObject({ title: `Cut before ${_what}`, content: kept, truncated: true });
  });
});

describe('GET /api/forum/posts/{id}', () => {
  it('answers one post with its content whole, as created', async () => {
    const content = cjkText(CONTENT_MAX, 7);
    const res = await postJson('/api/forum/posts', { title: 'Long', content, userId: 1 });
    const created = (await res.json()) as ForumPost;
    const one = await SELF.fetch(`${BASE}/api/forum/posts/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-cache');
    expect(await one.json()).toEqual({ ...created, content });
    const again = await SELF.fetch(`${BASE}/api/forum/posts/${created.id}`, {
      headers: { 'If-None-Match': one.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', 'bulk'])('answers 404 for post %s', async (id) => {
    const res = await SELF.fetch(`${BASE}/api/forum/posts/${id}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });

  it('answers 404 for a removed post, and the post again once restored', async () => {
    const res = await postJson('/api/forum/posts', { title: 'Removed', content: 'Soon gone', userId: 1 });
    const { id } = (await res.json()) as ForumPost;
    const removal = await SELF.fetch(`${BASE}/api/admin/forum/posts/${id}`, {
      method: 'DELETE',
      headers: { ...MODERATOR, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'spam' }),
    });
    expect(removal.status).toBe(204);
    expect((await SELF.fetch(`${BASE}/api/forum/posts/${id}`)).status).toBe(404);
    const restore = await SELF.fetch(`${BASE}/api/admin/forum/posts/${id}/restore`, {
      method: 'POST',
      headers: MODERATOR,
    });
    expect(restore.status).toBe(200);
    expect(await getJson<ForumPost>(`/api/forum/posts/${id}`)).toMatchObject({ id, content: 'Soon gone' });
  });
});
