import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, ForumPost, NewsArticle, Removal } from '../../contract/schemas';
import { contentStore } from '../storage/content';
import { ADMIN, BASE, EDITOR, errorOf, getJson, MODERATOR, newReader, postJson } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

async function createPost(title: string): Promise<ForumPost> {
  const res = await postJson('/api/forum/posts', {
    title,
    content: 'Send 1 BTC to this address and get 2 back!',
    userId: 'u-1',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as ForumPost;
}

function removePost(id: number | string, body: unknown = { reason: 'spam' }, who = MODERATOR): Promise<Response> {
  return SELF.fetch(`${BASE}/api/admin/forum/posts/${id}`, {
    method: 'DELETE',
    headers: { ...who, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const restorePost = (id: number | string, who = MODERATOR) =>
  SELF.fetch(`${BASE}/api/admin/forum/posts/${id}/restore`, { method: 'POST', headers: who });

const listed = () => getJson<ForumPost[]>('/api/forum/posts');
const listedIds = async () => (await listed()).map((p) => p.id);
const audit = (query = '', who = MODERATOR) =>
  getJson<{ entries: AuditEntry[]; next: number | null }>(`/api/admin/audit${query}`, who);
const entriesFor = async (kind: string, id: number) => (await audit(`?targetKind=${kind}&targetId=${id}`)).entries;

describe('DELETE /api/admin/forum/posts/{id}', () => {
  it('takes the post out of the list at once and records who, why and what, in one entry', async () => {
    const scam = await createPost('Free ORB giveaway');
    expect(await listedIds()).toContain(scam.id);
    const res = await removePost(scam.id, { reason: 'spam' });
    expect(res.status).toBe(204);
    expect(await listedIds()).not.toContain(scam.id);
    const like = await postJson(`/api/forum/posts/${scam.id}/like`, { userId: newReader() });
    expect(like.status).toBe(404);
    expect(await errorOf(like)).toEqual({ code: 'not_found', message: `There is no post ${scam.id}.` });
    const [entry, ...others] = await entriesFor('post', scam.id);
    expect(others).toEqual([]);
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      email: 'moderator@orebit.test',
      role: 'moderator',
      action: 'post.remove',
      target: { kind: 'post', id: scam.id },
      snapshot: { ...scam },
      reason: 'spam',
      requestId: expect.any(String),
    });
    // Later writes publish the list again: the removed post stays out.
    await createPost('A real question');
    expect(await listedIds()).not.toContain(scam.id);
  });

  it('needs a reason: 415 without a JSON body, 400 for a blank one, and nothing changes', async () => {
    const post = await createPost('Stays up');
    const bare = await SELF.fetch(`${BASE}/api/admin/forum/posts/${post.id}`, { method: 'DELETE', headers: MODERATOR });
    expect(bare.status).toBe(415);
    const blank = await removePost(post.id, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toEqual({ code: 'invalid_request', message: 'reason: reason must not be blank' });
    expect(await listedIds()).toContain(post.id);
    expect(await entriesFor('post', post.id)).toEqual([]);
  });

  it('accepts a reason in the operator’s own words', async () => {
    const post = await createPost('Doxxing attempt');
    expect((await removePost(post.id, { reason: 'Posts a reader’s home address' })).status).toBe(204);
    expect((await entriesFor('post', post.id))[0]!.reason).toBe('Posts a reader’s home address');
  });

  it('answers 404 for a post that is removed already or never was, writing no entry', async () => {
    const post = await createPost('Twice removed');
    expect((await removePost(post.id)).status).toBe(204);
    const before = (await audit()).entries[0]!.id;
    for (const id of [post.id, 999_999, 'abc', '0', '-1']) {
      const res = await removePost(id);
      expect(res.status, `id ${id}`).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    expect((await audit()).entries[0]!.id).toBe(before);
  });
});

describe('POST /api/admin/forum/posts/{id}/restore', () => {
  it('brings a removed post back into the list with its likes, and records it', async () => {
    const post = await createPost('Removed by mistake');
    for (let i = 0; i < 3; i++)
      expect((await postJson(`/api/forum/posts/${post.id}/like`, { userId: newReader() })).status).toBe(200);
    expect((await removePost(post.id, { reason: 'off-topic' })).status).toBe(204);
    expect(await listedIds()).not.toContain(post.id);
    const res = await restorePost(post.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...post, likes: 3 });
    expect((await listed()).find((p) => p.id === post.id)).toEqual({ ...post, likes: 3 });
    expect((await postJson(`/api/forum/posts/${post.id}/like`, { userId: newReader() })).status).toBe(200);
    const entries = await entriesFor('post', post.id);
    expect(entries.map((e) => [e.action, e.email, e.reason])).toEqual([
      ['post.restore', 'moderator@orebit.test', null],
      ['post.remove', 'moderator@orebit.test', 'off-topic'],
    ]);
  });

  it('answers 404 for a post that is not removed, writing no entry', async () => {
    const post = await createPost('Never removed');
    const res = await restorePost(post.id);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: `There is no removed post ${post.id}.` });
    expect(await entriesFor('post', post.id)).toEqual([]);
  });
});

describe('news removal and restore', () => {
  it('takes an article out of the list and brings it back, each recorded', async () => {
    const created = (await (
      await postJson(
        '/api/admin/news',
        { source: 'Desk', title: 'Wrong figures', category: 'news' },
        { headers: EDITOR },
      )
    ).json()) as NewsArticle;
    const removed = await SELF.fetch(`${BASE}/api/admin/news/${created.id}`, {
      method: 'DELETE',
      headers: { ...EDITOR, 'Content-Type': 'application/json' },
      body: '{"reason":"duplicate"}',
    });
    expect(removed.status).toBe(204);
    expect((await getJson<NewsArticle[]>('/api/news')).some((a) => a.id === created.id)).toBe(false);
    const restored = await SELF.fetch(`${BASE}/api/admin/news/${created.id}/restore`, {
      method: 'POST',
      headers: EDITOR,
    });
    expect(restored.status).toBe(200);
    expect((await getJson<NewsArticle[]>('/api/news')).find((a) => a.id === created.id)).toEqual(created);
    expect((await entriesFor('article', created.id)).map((e) => e.action)).toEqual([
      'article.restore',
      'article.remove',
      'article.publish',
    ]);
  });
});

describe('the audit log', () => {
  it('is written in the same transaction as its action: a failing action leaves no entry, no entry without its action', async () => {
    const post = await createPost('Transaction test');
    const store = contentStore(env);
    const outcome = await runInDurableObject(store, async (instance, state) => {
      const count = () => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log').one().n;
      const before = count();
      // An actor the log cannot store (NOT NULL role): the entry fails, so must the removal.
      const broken = { email: 'x@orebit.test', role: null as never, requestId: 'r' };
      let error = '';
      try {
        await instance.remove('post', post.id, broken, 'spam');
      } catch (e) {
        error = String(e);
      }
      const removedAt = state.storage.sql
        .exec<{ removed_at: string | null }>('SELECT removed_at FROM posts WHERE id = ?', post.id)
        .one().removed_at;
      return { error, entries: count() - before, removedAt };
    });
    expect(outcome.error).toMatch(/NOT NULL/);
    expect(outcome.entries).toBe(0);
    expect(outcome.removedAt).toBeNull();
    expect(await listedIds()).toContain(post.id);
  });

  it('cannot be edited or deleted, even from inside the store', async () => {
    const post = await createPost('Append only');
    expect((await removePost(post.id)).status).toBe(204);
    const attempts = await runInDurableObject(contentStore(env), (_instance, state) => {
      const attempt = (statement: string) => {
        try {
          state.storage.sql.exec(statement);
          return 'done';
        } catch (e) {
          return String(e);
        }
      };
      return [attempt(`UPDATE audit_log SET reason = 'nothing'`), attempt('DELETE FROM audit_log')];
    });
    expect(attempts).toEqual([
      expect.stringContaining('the audit log is append-only'),
      expect.stringContaining('the audit log is append-only'),
    ]);
  });

  it('pages newest first and filters by person, action and target', async () => {
    const posts = [await createPost('Page 1'), await createPost('Page 2'), await createPost('Page 3')];
    for (const p of posts) expect((await removePost(p.id, { reason: 'spam' }, ADMIN)).status).toBe(204);
    const first = await audit('?email=admin@orebit.test&action=post.remove&limit=2');
    expect(first.entries.map((e) => e.target.id)).toEqual([posts[2]!.id, posts[1]!.id]);
    expect(first.next).toBe(first.entries[1]!.id);
    const second = await audit(`?email=admin@orebit.test&action=post.remove&limit=2&before=${first.next}`);
    expect(second.entries[0]!.target.id).toBe(posts[0]!.id);
    for (const query of ['?limit=0', '?limit=abc', '?action=post.delete', '?targetKind=user']) {
      const res = await SELF.fetch(`${BASE}/api/admin/audit${query}`, { headers: MODERATOR });
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code).toBe('bad_request');
    }
  });

  it('exports as JSON Lines, oldest first, for an admin', async () => {
    const post = await createPost('Exported');
    expect((await removePost(post.id)).status).toBe(204);
    const res = await SELF.fetch(`${BASE}/api/admin/audit/export`, { headers: ADMIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = (await res.text()).trimEnd().split('\n');
    const entries = lines.map((l) => JSON.parse(l) as AuditEntry);
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => a - b));
    expect(entries.at(-1)).toMatchObject({ action: 'post.remove', target: { kind: 'post', id: post.id } });
  });
});

describe('GET /api/admin/posts', () => {
  it('reaches every post readers can see, page by page, and finds posts by text and author', async () => {
    const res = await postJson(
      '/api/admin/forum/posts/bulk',
      {
        posts: Array.from({ length: 120 }, (_, i) => ({
          title: `Bulk ${i}`,
          content: `needle-${i}`,
          author: `Author${i}`,
        })),
      },
      { headers: ADMIN },
    );
    expect(res.status).toBe(201);
    const readers = await listedIds();
    const seen = new Set<number>();
    let total = 0;
    for (let offset = 0; offset < 300; offset += 100) {
      const page = await getJson<{ items: ForumPost[]; total: number }>(
        `/api/admin/posts?offset=${offset}&limit=100`,
        MODERATOR,
      );
      total = page.total;
      for (const p of page.items) seen.add(p.id);
    }
    expect(total).toBeGreaterThanOrEqual(120);
    for (const id of readers) expect(seen.has(id), `post ${id}`).toBe(true);
    const found = await getJson<{ items: ForumPost[] }>('/api/admin/posts?q=needle-117', MODERATOR);
    expect(found.items.map((p) => p.title)).toEqual(['Bulk 117']);
    const byAuthor = await getJson<{ items: ForumPost[] }>('/api/admin/posts?author=Author11', MODERATOR);
    expect(byAuthor.items.map((p) => p.author).sort()).toEqual(
      ['Author11', ...Array.from({ length: 10 }, (_, i) => `Author11${i}`)].sort(),
    );
    // The LIKE wildcards are taken literally: no post holds "needle%" or "needle_1", which as
    // patterns would find every bulk post, or those from needle-1 on. (A sample post holds a "%":
    // the store is seeded before this file's first write.)
    for (const q of ['needle%25', 'needle_1'])
      expect((await getJson<{ items: ForumPost[] }>(`/api/admin/posts?q=${q}`, MODERATOR)).items, q).toEqual([]);
    const percent = (await getJson<{ items: ForumPost[] }>('/api/admin/posts?q=%25', MODERATOR)).items;
    expect(percent.length).toBeGreaterThan(0);
    for (const post of percent) expect(`${post.title} ${post.content} ${post.author}`).toContain('%');
  });

  it('lists removed posts with who removed them and why', async () => {
    const post = await createPost('Listed as removed');
    expect((await removePost(post.id, { reason: 'scam' })).status).toBe(204);
    const removed = await getJson<{ items: Array<ForumPost & { removal: Removal }> }>(
      '/api/admin/posts?state=removed',
      MODERATOR,
    );
    expect(removed.items[0]).toEqual({
      ...post,
      removal: { removedAt: expect.any(String), removedBy: 'moderator@orebit.test', reason: 'scam' },
    });
  });
});

describe('the purge of removed items', () => {
  it('deletes for good what was removed more than 30 days ago, keeps the rest, and sets the next alarm', async () => {
    const old = await createPost('Removed long ago');
    const recent = await createPost('Removed yesterday');
    expect((await removePost(old.id)).status).toBe(204);
    expect((await removePost(recent.id)).status).toBe(204);
    const store = contentStore(env);
    const alarmSet = await runInDurableObject(store, async (_instance, state) => {
      const now = Date.now();
      // Back-date the removals: 31 days and 1 day ago.
      state.storage.sql.exec(
        'UPDATE posts SET removed_at = ? WHERE id = ?',
        new Date(now - 31 * DAY_MS).toISOString(),
        old.id,
      );
      state.storage.sql.exec(
        'UPDATE posts SET removed_at = ? WHERE id = ?',
        new Date(now - DAY_MS).toISOString(),
        recent.id,
      );
      const alarm = await state.storage.getAlarm();
      await state.storage.setAlarm(now);
      return alarm;
    });
    // The removal armed the alarm (first for its publish check; each ring sets the next purge due).
    expect(alarmSet).not.toBeNull();
    expect(alarmSet).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(await runDurableObjectAlarm(store)).toBe(true);
    const after = await runInDurableObject(store, async (_instance, state) => ({
      ids: state.storage.sql
        .exec<{ id: number }>('SELECT id FROM posts WHERE id IN (?, ?)', old.id, recent.id)
        .toArray()
        .map((r) => r.id),
      alarm: await state.storage.getAlarm(),
    }));
    expect(after.ids).toEqual([recent.id]);
    // Next due: the remaining removal, 29 days from now.
    expect(after.alarm).toBeGreaterThan(Date.now() + 28 * DAY_MS);
    expect(after.alarm).toBeLessThan(Date.now() + 30 * DAY_MS);
    expect((await restorePost(old.id)).status).toBe(404);
    expect((await restorePost(recent.id)).status).toBe(200);
    // The audit entries outlive the purged post, and the purge is one of them.
    expect((await entriesFor('post', old.id)).map((e) => e.action)).toEqual(['post.purge', 'post.remove']);
  });
});
