import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTENT_MAX,
  FORUM_LIST_MAX,
  FORUM_LIST_MAX_BYTES,
  FORUM_LIST_MIN_POSTS,
  TITLE_MAX,
} from '../../contract/limits';
import type { ForumPost } from '../../contract/schemas';
import { withinListBudget } from '../../contract/forum-list';
import { incompressibleText } from '../../scripts/bench/incompressible-text';
import type { Actor } from '../storage/audit-log';
import type { ContentStore } from '../storage/content-store';
import { KV_KEYS, publishRetryDelay } from '../storage/list-publisher';
import { BASE, getJson } from './helpers';

// What readers see is what KV holds: these tests read the list through GET /api/forum/posts.

/** Who the store records for the operator actions these tests take. */
const MODERATOR: Actor = { email: 'mod@orebit.example', role: 'moderator', requestId: 'test' };

const store = () => env.CONTENT.get(env.CONTENT.idFromName('content'));
const listedIds = async () => (await getJson<ForumPost[]>('/api/forum/posts')).map((p) => p.id);

/** KV as the store sees it, with its puts failing or held while a test says so; `puts` records the post list's. */
const kv = { down: false, hold: null as Promise<void> | null, puts: [] as string[] };
afterEach(() => {
  kv.down = false;
  kv.hold = null;
  kv.puts = [];
});

/** Gives the store's list publisher a KV binding whose put obeys `kv` (its other calls go through). */
async function patchKv(): Promise<void> {
  await runInDurableObject(store(), (instance) => {
    const target = (instance as unknown as { lists: { kv: KVNamespace } }).lists;
    const real = env.DATA;
    const data = Object.create(real) as KVNamespace;
    data.put = async (key: string, value: string) => {
      if (key === KV_KEYS.forum) kv.puts.push(value);
      if (kv.hold) await kv.hold;
      if (kv.down) throw new Error('KV PUT failed: 503 Service Unavailable');
      return real.put(key, value);
    };
    target.kv = data;
  });
}

const inStore = <T>(body: (instance: ContentStore, state: DurableObjectState) => T | Promise<T>) =>
  runInDurableObject(store(), body);

describe('publishing the forum list', () => {
  it('reaches readers without any further write when the publish after the store fails', async () => {
    await listedIds(); // seeds and publishes
    await patchKv();
    kv.down = true;
    const start = Date.now();
    const post = await inStore((s) => s.createPost({ title: 'Stored, not yet published', content: 'x', author: 'A' }));
    // The write answered with its post: it is stored, and the list will follow.
    expect(post.id).toBeGreaterThan(0);
    expect(await listedIds()).not.toContain(post.id);
    const first = await inStore(async (s, state) => ({
      state: s.publishState().forum,
      alarm: await state.storage.getAlarm(),
    }));
    expect(first.state).toMatchObject({ failures: 1 });
    expect(first.state.published).toBeLessThan(first.state.version);
    expect(first.alarm! - start).toBeGreaterThanOrEqual(publishRetryDelay(1));
    expect(first.alarm! - start).toBeLessThan(publishRetryDelay(1) + 5_000);

    // The alarm's try fails too: the next one waits longer.
    expect(await runDurableObjectAlarm(store())).toBe(true);
    const second = await inStore(async (s, state) => ({
      state: s.publishState().forum,
      alarm: await state.storage.getAlarm(),
    }));
    expect(second.state.failures).toBe(2);
    expect(second.alarm! - first.alarm!).toBeGreaterThanOrEqual(publishRetryDelay(2) - publishRetryDelay(1));

    // KV is back: the alarm publishes, and readers see the post with no write since.
    kv.down = false;
    expect(await runDurableObjectAlarm(store())).toBe(true);
    expect(await listedIds()).toContain(post.id);
    const last = await inStore(async (s, state) => ({
      state: s.publishState().forum,
      alarm: await state.storage.getAlarm(),
    }));
    expect(last.state).toEqual({ version: last.state.version, published: last.state.version, failures: 0 });
    expect(last.alarm).toBeNull();
    expect(kv.puts).toHaveLength(3);
  });

  it('keeps an alarm armed from each write until its publish is known to have landed', async () => {
    const post = await inStore((s) => s.createPost({ title: 'Armed', content: 'x', author: 'A' }));
    const armed = await inStore((_s, state) => state.storage.getAlarm());
    expect(armed).not.toBeNull();
    // The publish landed, so the alarm finds nothing to do and arms nothing.
    expect(await listedIds()).toContain(post.id);
    const before = await env.DATA.get('forum:posts');
    expect(await runDurableObjectAlarm(store())).toBe(true);
    expect(await env.DATA.get('forum:posts')).toBe(before);
    expect(await inStore((_s, state) => state.storage.getAlarm())).toBeNull();
  });

  it('answers a write once a publish with it has landed, without waiting for later writes', async () => {
    await patchKv();
    const version = () => inStore((s) => s.publishState().forum.version);
    const before = await version();
    let release!: () => void;
    kv.hold = new Promise((resolve) => (release = resolve));
    const first = inStore((s) => s.createPost({ title: 'First', content: 'x', author: 'A' }));
    // Its publish waits out the 1 s spacing after the one before, then KV holds it a while.
    await expect.poll(() => kv.puts.length, { timeout: 5_000 }).toBe(1);
    // Writes after the first one's snapshot go into the next publish, a second later.
    const later = Promise.all(
      ['Second', 'Third'].map((title) => inStore((s) => s.createPost({ title, content: 'x', author: 'B' }))),
    );
    await expect.poll(version, { timeout: 5_000 }).toBe(before + 3);
    kv.hold = null;
    release();
    const putsWhenFirstAnswered = await first.then(() => kv.puts.length);
    expect(putsWhenFirstAnswered).toBe(1);
    await later;
    expect(kv.puts).toHaveLength(2);
    expect(
      (JSON.parse(kv.puts[1]!) as ForumPost[])
        .slice(0, 2)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['Second', 'Third']);
  });

  it('never lets a slower, older publish bring back a post removed after it', async () => {
    await patchKv();
    const post = await inStore((s) => s.createPost({ title: 'Scam', content: 'Send 1 BTC', author: 'A' }));
    expect(await listedIds()).toContain(post.id);
    kv.puts = [];
    let release!: () => void;
    kv.hold = new Promise((resolve) => (release = resolve));
    // Another post starts a publish that holds this one; the removal lands while KV is slow to take it.
    const writing = inStore((s) => s.createPost({ title: 'Other', content: 'x', author: 'B' }));
    await expect.poll(() => kv.puts.length).toBe(1);
    const removing = inStore((s) => s.remove('post', post.id, MODERATOR, 'spam'));
    release();
    kv.hold = null;
    await writing;
    expect(await removing).toMatchObject({ action: 'post.remove', reason: 'spam' });
    expect(kv.puts.map((list) => (JSON.parse(list) as ForumPost[]).some((p) => p.id === post.id))).toEqual([
      true,
      false,
    ]);
    expect(await listedIds()).not.toContain(post.id);
  });
});

describe('the list’s size', () => {
  const gzipBytes = async (text: string) =>
    (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;

  it('stays within 128 KB gzip with every post at its longest in incompressible text', async () => {
    const posts = Array.from({ length: FORUM_LIST_MAX }, (_, i) => ({
      title: incompressibleText(TITLE_MAX, i + 1),
      content: incompressibleText(CONTENT_MAX, i + 1000),
      author: `Flood${i}`,
    }));
    const imported = await inStore((s) => s.importPosts(posts, MODERATOR));
    const res = await SELF.fetch(`${BASE}/api/forum/posts`);
    const text = await res.text();
    const listed = JSON.parse(text) as ForumPost[];
    expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(FORUM_LIST_MAX_BYTES);
    expect(await gzipBytes(text)).toBeLessThanOrEqual(128 * 1024);
    // The newest posts, newest first, each as an excerpt of what was written (forum-excerpts.test.ts).
    expect(listed.length).toBeGreaterThanOrEqual(FORUM_LIST_MIN_POSTS);
    expect(listed.map((p) => p.id)).toEqual(imported.slice(0, listed.length).map((p) => p.id));
    expect(posts[0]!.content.startsWith(listed[0]!.content)).toBe(true);
    // 100 posts of 5,000 characters imported and published: seconds on a loaded 2-core machine.
  }, 90_000);

  it('lists all 100 of the newest posts when they are of ordinary length', () => {
    const ordinary = Array.from({ length: FORUM_LIST_MAX }, (_, i) => ({
      id: i + 1,
      title: 'Staking rewards every day?',
      content: 'I staked 500 ORB last week and the rewards arrive daily. Is that the same for everyone here?',
      createdAt: '2026-11-25T10:00:00.000Z',
      likes: 12,
      replies: 3,
      author: 'SteadyHodler204',
    }));
    expect(withinListBudget(ordinary, FORUM_LIST_MAX_BYTES)).toHaveLength(FORUM_LIST_MAX);
    expect(withinListBudget(ordinary, 1_000).length).toBeLessThan(FORUM_LIST_MAX);
    expect(new TextEncoder().encode(JSON.stringify(withinListBudget(ordinary, 1_000))).byteLength).toBeLessThanOrEqual(
      1_000,
    );
  });
});
