import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, ForumPost, NewsArticle } from '../../contract/schemas';
import { contentStore } from '../storage/content';
import { ADMIN, BASE, EDITOR, getJson, MODERATOR, newReader, postJson } from './helpers';

// After the 30-day purge, nothing of a purged post's or article's text is left in the store, its
// audit log or KV; the log keeps who, what, when and why.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Texts no other test writes, so finding one anywhere means it was kept. */
const PURGED = {
  postTitle: 'Qx7 purged post title',
  postContent: 'Qx7 purged post content: my home address is 12 Example Road',
  importTitle: 'Qx7 purged import title',
  importContent: 'Qx7 purged import content, moved from the old forum',
  articleTitle: 'Qx7 purged article title',
};
/** A post removed yesterday: not due, so its text must still be found where the scan looks. */
const KEPT = { title: 'Qx7 kept post title', content: 'Qx7 kept post content' };

const json = { 'Content-Type': 'application/json' };
const remove = (path: string, who: Record<string, string>, reason = 'personal data') =>
  SELF.fetch(`${BASE}${path}`, { method: 'DELETE', headers: { ...who, ...json }, body: JSON.stringify({ reason }) });
const restore = (path: string, who: Record<string, string>) =>
  SELF.fetch(`${BASE}${path}/restore`, { method: 'POST', headers: who });
const entriesFor = async (kind: string, id: number) =>
  (await getJson<{ entries: AuditEntry[] }>(`/api/admin/audit?targetKind=${kind}&targetId=${id}`, ADMIN)).entries;

/** Every row of every table of the store (sqlite_master), its key-value storage, and every KV value, as text. */
async function everythingStored(): Promise<{ text: string; tables: string[]; unreadable: string[] }> {
  const store = await runInDurableObject(contentStore(env), async (_instance, state) => {
    const { sql } = state.storage;
    const tables = sql
      .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
      .toArray()
      .map((t) => t.name);
    const dumps: string[] = [];
    const unreadable: string[] = [];
    for (const name of tables) {
      try {
        dumps.push(JSON.stringify(sql.exec(`SELECT * FROM "${name}"`).toArray()));
      } catch {
        // Cloudflare's own tables (_cf_…) are not readable with SQL; what they hold is read below.
        unreadable.push(name);
      }
    }
    dumps.push(JSON.stringify([...(await state.storage.list()).entries()]));
    // The schema too: triggers and indexes are text as well.
    dumps.push(JSON.stringify(sql.exec('SELECT * FROM sqlite_master').toArray()));
    return { dumps, tables, unreadable };
  });
  const kv: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.DATA.list({ cursor });
    for (const { name } of page.keys) kv.push(name, (await env.DATA.get(name, 'text')) ?? '');
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return { text: [...store.dumps, ...kv].join('\n'), tables: store.tables, unreadable: store.unreadable };
}

describe('the purge', () => {
  it('leaves no byte of a purged post’s or article’s title or content in any table, the log or KV', async () => {
    // Sent with an Idempotency-Key: the store keeps its answer, text and all, for a retry.
    const created = await postJson(
      '/api/forum/posts',
      { title: PURGED.postTitle, content: PURGED.postContent, userId: 'u-1' },
      { headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    expect(created.status).toBe(201);
    const post = (await created.json()) as ForumPost;
    const imported = await postJson(
      '/api/admin/forum/posts/bulk',
      { posts: [{ title: PURGED.importTitle, content: PURGED.importContent, author: 'Importer' }] },
      { headers: MODERATOR },
    );
    expect(imported.status).toBe(201);
    const [importedPost] = (await imported.json()) as ForumPost[];
    const published = await postJson(
      '/api/admin/news',
      { source: 'Desk', title: PURGED.articleTitle, category: 'news' },
      { headers: EDITOR },
    );
    expect(published.status).toBe(201);
    const article = (await published.json()) as NewsArticle;
    const keptRes = await postJson('/api/forum/posts', { ...KEPT, userId: 'u-2' });
    const kept = (await keptRes.json()) as ForumPost;
    // Liked by a reader before its removal: who liked it goes with the purged post, not with the kept one.
    const reader = newReader();
    for (const id of [post.id, kept.id]) {
      expect((await postJson(`/api/forum/posts/${id}/like`, { userId: reader })).status).toBe(200);
    }
    // Removed, restored and removed again: the post's text is in three entries.
    expect((await remove(`/api/admin/forum/posts/${post.id}`, MODERATOR)).status).toBe(204);
    expect((await restore(`/api/admin/forum/posts/${post.id}`, MODERATOR)).status).toBe(200);
    expect((await remove(`/api/admin/forum/posts/${post.id}`, MODERATOR, 'Posts a reader’s home address')).status).toBe(
      204,
    );
    expect((await remove(`/api/admin/forum/posts/${importedPost!.id}`, MODERATOR)).status).toBe(204);
    expect((await remove(`/api/admin/news/${article.id}`, EDITOR, 'duplicate')).status).toBe(204);
    expect((await remove(`/api/admin/forum/posts/${kept.id}`, MODERATOR)).status).toBe(204);
    const before = await everythingStored();
    for (const text of Object.values(PURGED)) expect(before.text).toContain(text);
    const removals = await entriesFor('post', post.id);

    const store = contentStore(env);
    await runInDurableObject(store, async (_instance, state) => {
      const now = Date.now();
      const back = (table: string, id: number, days: number) =>
        state.storage.sql.exec(
          `UPDATE ${table} SET removed_at = ? WHERE id = ?`,
          new Date(now - days * DAY_MS).toISOString(),
          id,
        );
      back('posts', post.id, 31);
      back('posts', importedPost!.id, 30.5);
      back('articles', article.id, 40);
      back('posts', kept.id, 1);
      await state.storage.setAlarm(now);
    });
    expect(await runDurableObjectAlarm(store)).toBe(true);

    const likedPosts = await runInDurableObject(store, (_instance, state) =>
      state.storage.sql
        .exec<{ post_id: number }>('SELECT post_id FROM post_likes WHERE post_id IN (?, ?)', post.id, kept.id)
        .toArray()
        .map((row) => row.post_id),
    );
    expect(likedPosts).toEqual([kept.id]);
    const after = await everythingStored();
    expect(after.tables).toEqual(expect.arrayContaining(['posts', 'articles', 'audit_log', 'meta', 'post_attempts']));
    for (const [what, text] of Object.entries(PURGED)) expect(after.text.includes(text), what).toBe(false);
    // The purged texts' distinctive words, in case some part of one was kept.
    expect(after.text).not.toMatch(
      /12 Example Road|moved from the old forum|purged (post|import|article) (title|content)/,
    );
    // The scan reads text wherever it is: the post not due yet is found.
    expect(after.text).toContain(KEPT.title);
    expect(after.text).toContain(KEPT.content);
    const exported = await (await SELF.fetch(`${BASE}/api/admin/audit/export`, { headers: ADMIN })).text();
    expect(exported).not.toContain('Qx7 purged');

    // Who, what, when and why stay; the snapshot keeps all but the text.
    const entries = await entriesFor('post', post.id);
    expect(entries.map((e) => e.action)).toEqual(['post.purge', 'post.remove', 'post.restore', 'post.remove']);
    expect(entries.slice(1)).toEqual(
      removals.map((e) => ({
        ...e,
        snapshot: { ...post, likes: 1, title: undefined, content: undefined, redacted: true },
      })),
    );
    expect(JSON.stringify(entries.slice(1).map((e) => Object.keys(e.snapshot)))).not.toMatch(/title|content/);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      email: 'system',
      role: 'system',
      action: 'post.purge',
      target: { kind: 'post', id: post.id },
      snapshot: { removedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      reason: 'not restored within 30 days of its removal',
      requestId: expect.stringMatching(/^purge-/),
    });
    expect((await entriesFor('article', article.id)).map((e) => [e.action, e.snapshot])).toEqual([
      ['article.purge', { removedAt: expect.any(String) }],
      [
        'article.remove',
        {
          id: article.id,
          source: 'Desk',
          category: 'news',
          createdAt: article.createdAt,
          isOfficial: true,
          redacted: true,
        },
      ],
      [
        'article.publish',
        {
          id: article.id,
          source: 'Desk',
          category: 'news',
          createdAt: article.createdAt,
          isOfficial: true,
          redacted: true,
        },
      ],
    ]);
    // The import's entry named the post by its id only, and still does.
    const imports = await getJson<{ entries: AuditEntry[] }>('/api/admin/audit?action=post.import', ADMIN);
    expect(imports.entries[0]!.snapshot).toEqual({ count: 1, ids: [importedPost!.id] });
  });

  it('is the only update the log takes: a live item’s entries, and anything but the redaction, are refused', async () => {
    const res = await postJson('/api/forum/posts', { title: 'Still listed', content: 'Still here', userId: 'u-3' });
    const live = (await res.json()) as ForumPost;
    expect((await remove(`/api/admin/forum/posts/${live.id}`, MODERATOR)).status).toBe(204);
    const attempts = await runInDurableObject(contentStore(env), (_instance, state) => {
      const { sql } = state.storage;
      const attempt = (statement: string, ...args: SqlStorageValue[]) => {
        try {
          sql.exec(statement, ...args);
          return 'done';
        } catch (e) {
          return String(e);
        }
      };
      const redact = `UPDATE audit_log SET snapshot = json_set(json_remove(snapshot, '$.title', '$.content'), '$.redacted', json('true')) WHERE target_kind = 'post' AND target_id = ?`;
      const whileListed = attempt(redact, live.id);
      // Deleted as the purge deletes: now only the redaction itself goes through.
      sql.exec('DELETE FROM posts WHERE id = ?', live.id);
      return {
        whileListed,
        otherSnapshot: attempt(
          `UPDATE audit_log SET snapshot = '{}' WHERE target_kind = 'post' AND target_id = ?`,
          live.id,
        ),
        redactedAndReason: attempt(
          `UPDATE audit_log SET snapshot = json_set(json_remove(snapshot, '$.title', '$.content'), '$.redacted', json('true')), reason = 'x' WHERE target_kind = 'post' AND target_id = ?`,
          live.id,
        ),
        deleted: attempt('DELETE FROM audit_log WHERE target_kind = ? AND target_id = ?', 'post', live.id),
        redacted: attempt(redact, live.id),
      };
    });
    expect(attempts).toEqual({
      whileListed: expect.stringContaining('the audit log is append-only'),
      otherSnapshot: expect.stringContaining('the audit log is append-only'),
      redactedAndReason: expect.stringContaining('the audit log is append-only'),
      deleted: expect.stringContaining('the audit log is append-only'),
      redacted: 'done',
    });
  });
});
