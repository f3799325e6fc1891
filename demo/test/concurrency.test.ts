import { describe, expect, inject, it } from 'vitest';
import type { ForumPost } from '../../contract/schemas';

// Concurrent writes through the real server (`wrangler dev`: workerd, the Durable Object, local
// KV), as many readers of one page would send them. No page: plain fetch.
//
// Writes are rate-limited per client address (about 5 posts and 30 likes a minute), taken from
// CF-Connecting-IP. Cloudflare sets that header in production; `wrangler dev` passes the one a
// client sends, so each request here comes from an address of its own, as from that many readers.
// A run-unique prefix keeps them apart from every other test's addresses.

const base = inject('baseUrl');
const run = Math.floor(Math.random() * 200) + 20;
let clients = 0;
/** An address no other request of the run uses. */
const newClient = () => {
  clients++;
  return `10.${run}.${clients >> 8}.${clients & 255}`;
};

type Post = Pick<ForumPost, 'id' | 'title' | 'content' | 'likes'>;

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function post(body: unknown, client: string): Promise<Response> {
  return fetch(`${base}/api/forum/posts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: JSON.stringify(body),
  });
}

async function listed(): Promise<Post[]> {
  const res = await fetch(`${base}/api/forum/posts`);
  expect(res.status).toBe(200);
  return (await res.json()) as Post[];
}

describe('concurrent writes through wrangler dev', () => {
  it('counts 200 readers liking one post at once exactly: +200, each answer a different count', async () => {
    const created = await post(
      { title: unique('Like me'), content: 'Concurrency target', userId: 'concurrency' },
      newClient(),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Post;
    const before = (await listed()).find((p) => p.id === id)!.likes;
    expect(before).toBe(0);

    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`${base}/api/forum/posts/${id}/like`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient() },
          body: JSON.stringify({ userId: crypto.randomUUID() }),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    const counts = (await Promise.all(responses.map((r) => r.json()))) as Array<{ id: number; likes: number }>;
    // Each like saw every like before it: the answers are 1 to 200, each once (none lost, none doubled).
    expect(counts.every((c) => c.id === id)).toBe(true);
    expect(counts.map((c) => c.likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => before + i + 1),
    );
    // Every like was published before it was answered: the very next read of the counts (where
    // likes travel, apart from the list: docs/api.md) shows all 200.
    const published = await fetch(`${base}/api/forum/counts`);
    expect(published.status).toBe(200);
    const [, likes] = ((await published.json()) as Array<[number, number, number]>).find(([post]) => post === id)!;
    expect(likes).toBe(before + 200);
  });

  it('keeps 50 concurrent posts, all listed with distinct ids', async () => {
    const titles = Array.from({ length: 50 }, (_, i) => unique(`Concurrent post ${i}`));
    const responses = await Promise.all(
      titles.map((title, i) => post({ title, content: `Body ${i}`, userId: `user-${i}` }, newClient())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const created = (await Promise.all(responses.map((r) => r.json()))) as Post[];
    expect(created.map((p) => p.title)).toEqual(titles);
    const ids = new Set(created.map((p) => p.id));
    expect(ids.size).toBe(50);

    // The list shows the newest 100: all 50 are in it, once each, as created.
    const list = await listed();
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
    const ours = list.filter((p) => ids.has(p.id));
    expect(ours.length).toBe(50);
    expect(ours.map((p) => p.title).sort()).toEqual([...titles].sort());
    for (const p of ours) expect(p).toEqual(created.find((c) => c.id === p.id));
  });
});
