import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ForumPost } from '../../contract/schemas';
import { contentStore } from '../storage/content';
import { BASE, errorOf, getJson, newClient, postJson } from './helpers';

// A new post sent with an Idempotency-Key, and its retries (docs/api.md#retries).

const HOUR_MS = 60 * 60 * 1000;
let drafts = 0;
/** A post no other test sends. */
const draft = () => ({ title: `Retried post ${++drafts}`, content: 'Did this go through?', userId: 'u-1' });
const send = (body: unknown, key: string, ip: string) =>
  postJson('/api/forum/posts', body, { ip, headers: { 'Idempotency-Key': key } });
const listedWith = async (title: string) =>
  (await getJson<ForumPost[]>('/api/forum/posts')).filter((p) => p.title === title);

describe('POST /api/forum/posts with an Idempotency-Key', () => {
  it('answers a retry with the first answer: the same status and body, and one post', async () => {
    const ip = newClient();
    const post = draft();
    const key = crypto.randomUUID();
    const first = await send(post, key, ip);
    expect(first.status).toBe(201);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const body = await first.text();
    for (let i = 0; i < 3; i++) {
      const retry = await send(post, key, ip);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('content-type')).toBe('application/json');
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.text()).toBe(body);
    }
    expect(await listedWith(post.title)).toEqual([JSON.parse(body)]);
  });

  it('takes no write-limit slot for a retry', async () => {
    const ip = newClient();
    const keys = Array.from({ length: 6 }, () => crypto.randomUUID());
    const posts = keys.map(() => draft());
    expect((await send(posts[0], keys[0]!, ip)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await send(posts[0], keys[0]!, ip)).status).toBe(201);
    // Five retries later the network still has four of its five posts a minute.
    for (let i = 1; i < 5; i++) expect((await send(posts[i], keys[i]!, ip)).status, `post ${i}`).toBe(201);
    const sixth = await send(posts[5], keys[5]!, ip);
    expect(sixth.status).toBe(429);
    expect((await errorOf(sixth)).code).toBe('rate_limited');
    // Over the limit, a retry still gets its first answer.
    const retry = await send(posts[2], keys[2]!, ip);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as ForumPost).title).toBe(posts[2]!.title);
    for (const post of posts.slice(0, 5)) expect(await listedWith(post.title)).toHaveLength(1);
    expect(await listedWith(posts[5]!.title)).toEqual([]);
  });

  it('refuses the same key with another post: 422 with a clear error, and nothing stored', async () => {
    const ip = newClient();
    const key = crypto.randomUUID();
    const post = draft();
    expect((await send(post, key, ip)).status).toBe(201);
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    for (const changed of [
      { ...post, content: 'Edited after the failure' },
      { ...post, userId: 'u-2' },
    ]) {
      const res = await send(changed, key, ip);
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toEqual({
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key came with another post in the last 24 hours: send a new post with a new key.',
      });
    }
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
  });

  it('keeps keys per network: the same key from another network is another post', async () => {
    const key = crypto.randomUUID();
    const post = draft();
    const a = (await (await send(post, key, newClient())).json()) as ForumPost;
    const b = (await (await send(post, key, '2001:db8:77::1')).json()) as ForumPost;
    expect(a.id).not.toBe(b.id);
    // Another address of the same /64 is the same network, so the same attempt.
    const again = await send(post, key, '2001:db8:77::2');
    expect(((await again.json()) as ForumPost).id).toBe(b.id);
    expect(await listedWith(post.title)).toHaveLength(2);
  });

  it('refuses a key that is empty, too long, or holds a space or a quote, with 400, storing nothing', async () => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    for (const key of ['', 'a b', 'a"b', 'k'.repeat(256)]) {
      const res = await send(draft(), key, newClient());
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'invalid_idempotency_key',
        message: 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID.',
      });
    }
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
  });

  it('forgets a key after 24 hours: the same key then makes a new post', async () => {
    const ip = newClient();
    const key = crypto.randomUUID();
    const post = draft();
    const first = (await (await send(post, key, ip)).json()) as ForumPost;
    const stored = await runInDurableObject(contentStore(env), (_instance, state) => {
      const { sql } = state.storage;
      const row = sql.exec<{ key: string }>('SELECT key FROM post_attempts WHERE post_id = ?', first.id).one();
      sql.exec(
        'UPDATE post_attempts SET created_at = ? WHERE key = ?',
        new Date(Date.now() - 24 * HOUR_MS - 60_000).toISOString(),
        row.key,
      );
      // The store keeps a hash of the network and the key, never either of them.
      return JSON.stringify(sql.exec('SELECT * FROM post_attempts').toArray());
    });
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(ip);
    const later = await send(post, key, ip);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    const second = (await later.json()) as ForumPost;
    expect(second.id).not.toBe(first.id);
    // The expired attempt is gone; the new one is kept.
    const kept = await runInDurableObject(contentStore(env), (_instance, state) =>
      state.storage.sql
        .exec<{ post_id: number }>('SELECT post_id FROM post_attempts WHERE post_id IN (?, ?)', first.id, second.id)
        .toArray()
        .map((r) => r.post_id),
    );
    expect(kept).toEqual([second.id]);
  });

  it('accepts the key as a quoted string too, as the IETF draft writes it', async () => {
    const ip = newClient();
    const key = crypto.randomUUID();
    const post = draft();
    const bare = (await (await send(post, key, ip)).json()) as ForumPost;
    const quoted = await SELF.fetch(`${BASE}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, 'Idempotency-Key': `"${key}"` },
      body: JSON.stringify(post),
    });
    expect(quoted.headers.get('idempotent-replayed')).toBe('true');
    expect(((await quoted.json()) as ForumPost).id).toBe(bare.id);
  });
});
