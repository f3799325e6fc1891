// The forum's posts in the content store's SQLite (content-store.ts): the statements each write
// runs inside its transaction. The store decides when a list changes and publishes it.
import type { ForumPost } from '../../contract/schemas';
import { appendAudit, type Actor } from './audit-log';
import { toPost, type PostRow } from './content-rows';
import { SAMPLE_POSTS } from './seed';

/** A new post as the store takes it: validated, with its author's handle. */
export type NewPostRow = { title: string; content: string; author: string };

/** Inserts one post created at `at`. */
export function insertPost(sql: SqlStorage, input: NewPostRow, at: string): PostRow {
  return sql
    .exec<PostRow>(
      'INSERT INTO posts (title, content, created_at, author) VALUES (?, ?, ?, ?) RETURNING *',
      input.title,
      input.content,
      at,
      input.author,
    )
    .one();
}

/** Inserts `posts` created at `at`, listed in the order given (the first newest), with one audit entry. */
export function importPostRows(
  sql: SqlStorage,
  posts: ReadonlyArray<NewPostRow>,
  actor: Actor,
  at: string,
): ForumPost[] {
  // Inserted last to first: the list orders by time, then by id, newest first.
  const rows = [...posts]
    .reverse()
    .map((p) => insertPost(sql, p, at))
    .reverse()
    .map(toPost);
  // The count and the ids, not the posts: 500 posts at the body's limit are 1 MB, and the log keeps
  // every entry for good.
  appendAudit(sql, actor, {
    action: 'post.import',
    target: { kind: 'post', id: null },
    snapshot: { count: rows.length, ids: rows.map((p) => p.id) },
    reason: null,
    at,
  });
  return rows;
}

/** Inserts the sample posts, their times counted back from `now`. */
export function insertSamplePosts(sql: SqlStorage, now: number): void {
  for (const p of [...SAMPLE_POSTS].reverse()) {
    sql.exec(
      'INSERT INTO posts (title, content, created_at, likes, replies, author) VALUES (?, ?, ?, ?, ?, ?)',
      p.title,
      p.content,
      new Date(now - p.age).toISOString(),
      p.likes,
      p.replies,
      p.author,
    );
  }
}
