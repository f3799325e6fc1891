// Moderation in the content store's SQLite (content-store.ts): removing a post or article from
// its list, restoring it, and purging for good what stayed removed REMOVED_KEEP_DAYS, each with
// its audit entries, run inside the store's transaction.
import { REMOVED_KEEP_DAYS, type AuditEntry, type ForumPost, type NewsArticle } from '../../contract/schemas';
import { appendAudit, recordPurge, type Actor } from './audit-log';
import { ITEMS, toItem, type ArticleRow, type ItemKind, type PostRow } from './content-rows';
import { forgetLikesOf } from './content-likes';
import { forgetAttemptsOf, forgetExpiredAttempts } from './post-attempts';

/** How long a removed post or article waits for a restore before the alarm purges it. */
export const REMOVED_KEEP_MS = REMOVED_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** Marks a listed item removed at `at` and records why; null when there is no such listed item. */
export function removeItem(
  sql: SqlStorage,
  kind: ItemKind,
  id: number,
  actor: Actor,
  reason: string,
  at: string,
): AuditEntry | null {
  const row = sql
    .exec<PostRow | ArticleRow>(
      `UPDATE ${ITEMS[kind].table} SET removed_at = ? WHERE id = ? AND removed_at IS NULL RETURNING *`,
      at,
      id,
    )
    .toArray()[0];
  if (!row) return null;
  const snapshot = toItem(kind, row);
  return appendAudit(sql, actor, { action: `${kind}.remove`, target: { kind, id }, snapshot, reason, at });
}

/** Brings a removed item back and records it; null when it is not removed. */
export function restoreItem(
  sql: SqlStorage,
  kind: ItemKind,
  id: number,
  actor: Actor,
  at: string,
): ForumPost | NewsArticle | null {
  const row = sql
    .exec<PostRow | ArticleRow>(
      `UPDATE ${ITEMS[kind].table} SET removed_at = NULL WHERE id = ? AND removed_at IS NOT NULL RETURNING *`,
      id,
    )
    .toArray()[0];
  if (!row) return null;
  const restored = toItem(kind, row);
  appendAudit(sql, actor, { action: `${kind}.restore`, target: { kind, id }, snapshot: restored, reason: null, at });
  return restored;
}

/**
 * Deletes for good what was removed more than REMOVED_KEEP_DAYS before `now`, and its text from
 * every entry of the audit log about it, with one `purge` entry each; returns how many.
 */
export function purgeRemovedRows(sql: SqlStorage, now: number): { posts: number; articles: number } {
  const cutoff = new Date(now - REMOVED_KEEP_MS).toISOString();
  const run = { at: new Date(now).toISOString(), requestId: `purge-${crypto.randomUUID()}` };
  const purge = (kind: ItemKind): number => {
    const rows = sql
      .exec<{ id: number; removed_at: string }>(
        `DELETE FROM ${ITEMS[kind].table} WHERE removed_at <= ? RETURNING id, removed_at`,
        cutoff,
      )
      .toArray();
    for (const row of rows) {
      recordPurge(sql, kind, row.id, row.removed_at, run);
      // A new post's stored answer holds its text; who liked it goes with it.
      if (kind === 'post') {
        forgetAttemptsOf(sql, row.id);
        forgetLikesOf(sql, row.id);
      }
    }
    return rows.length;
  };
  forgetExpiredAttempts(sql, now);
  return { posts: purge('post'), articles: purge('article') };
}

/** When the earliest removed item falls due for its purge, or null when nothing is removed. */
export function nextPurgeAt(sql: SqlStorage): number | null {
  const earliest = sql
    .exec<{ at: string | null }>(
      'SELECT MIN(at) AS at FROM (SELECT MIN(removed_at) AS at FROM posts UNION ALL SELECT MIN(removed_at) FROM articles)',
    )
    .one().at;
  return earliest === null ? null : Date.parse(earliest) + REMOVED_KEEP_MS;
}
