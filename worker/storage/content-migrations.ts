// The ContentStore's schema, one migration per change (worker/storage/migrations.ts applies them).
// Append a new migration for every change; never edit one that has shipped.
import type { Migration } from './migrations';

/** Every schema change of the forum and news store, in order. */
export const CONTENT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'posts, articles and meta, as release 0.4.0 created them',
    // Release 0.4.0 created these tables with these very statements and recorded no version, so
    // this first step adopts such a store as it is (IF NOT EXISTS here only) and records version 1.
    up: (sql) =>
      sql.exec(`
        CREATE TABLE IF NOT EXISTS posts (
          id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, content TEXT NOT NULL,
          created_at TEXT NOT NULL, likes INTEGER NOT NULL DEFAULT 0, replies INTEGER NOT NULL DEFAULT 0,
          author TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS articles (
          id INTEGER PRIMARY KEY AUTOINCREMENT, source TEXT NOT NULL, title TEXT NOT NULL,
          category TEXT NOT NULL, created_at TEXT NOT NULL, is_official INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      `),
  },
  {
    version: 2,
    name: 'removal that can be undone, and the append-only audit log',
    up: (sql) =>
      sql.exec(`
        ALTER TABLE posts ADD COLUMN removed_at TEXT;
        ALTER TABLE articles ADD COLUMN removed_at TEXT;
        CREATE INDEX posts_removed_at ON posts (removed_at);
        CREATE INDEX articles_removed_at ON articles (removed_at);
        CREATE TABLE audit_log (
          id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL,
          action TEXT NOT NULL, target_kind TEXT NOT NULL, target_id INTEGER, snapshot TEXT NOT NULL,
          reason TEXT, request_id TEXT NOT NULL);
        CREATE INDEX audit_log_target ON audit_log (target_kind, target_id, id);
        CREATE INDEX audit_log_email ON audit_log (email, id);
        -- Append-only in the store itself, whatever code runs against it later.
        CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
        CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      `),
  },
  {
    version: 3,
    name: 'import entries keep their count and ids, not their posts',
    // An import's entry held every post it created (1 MB for 500 long posts), and entries are kept for
    // good: 36 of them made a page of the log larger than an RPC can carry. Earlier entries shrink to
    // what new ones keep; the posts themselves are in posts. Only this step may rewrite the log, so
    // it lifts the update trigger for its one statement and puts it back.
    up: (sql) =>
      sql.exec(`
        DROP TRIGGER audit_log_no_update;
        UPDATE audit_log
          SET snapshot = (SELECT json_object('count', COUNT(*), 'ids', json_group_array(json_extract(value, '$.id')))
                          FROM (SELECT value FROM json_each(audit_log.snapshot) ORDER BY key))
          WHERE action = 'post.import' AND json_type(snapshot) = 'array';
        CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      `),
  },
  {
    version: 4,
    name: 'the purge may redact the text of what it purged from the audit log, and nothing else',
    // The log stays append-only but for one update, checked here in the store whatever code runs
    // against it: the snapshot of an entry whose post or article is gone loses its title and content
    // and is marked redacted. An update that sets any other column, or sets the snapshot to anything
    // else, is refused as before.
    up: (sql) =>
      sql.exec(`
        DROP TRIGGER audit_log_no_update;
        CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
          WHEN OLD.target_id IS NULL
            OR NEW.snapshot IS NOT json_set(json_remove(OLD.snapshot, '$.title', '$.content'), '$.redacted', json('true'))
            OR EXISTS (SELECT 1 FROM posts WHERE OLD.target_kind = 'post' AND id = OLD.target_id)
            OR EXISTS (SELECT 1 FROM articles WHERE OLD.target_kind = 'article' AND id = OLD.target_id)
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
        CREATE TRIGGER audit_log_snapshot_only
          BEFORE UPDATE OF id, at, email, role, action, target_kind, target_id, reason, request_id ON audit_log
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      `),
  },
  {
    version: 5,
    name: 'new posts sent with an Idempotency-Key, kept with their answer',
    up: (sql) =>
      sql.exec(`
        CREATE TABLE post_attempts (
          key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, post_id INTEGER NOT NULL, status INTEGER NOT NULL,
          body TEXT NOT NULL, created_at TEXT NOT NULL);
        CREATE INDEX post_attempts_created_at ON post_attempts (created_at);
        CREATE INDEX post_attempts_post_id ON post_attempts (post_id);
      `),
  },
  {
    version: 6,
    name: 'who liked which post, one row per reader and post, the reader as a salted hash',
    // A post's likes counted every press: one reader could like a post again and again. From this
    // version a like is one per reader; the likes counted before stay in posts.likes, with no reader.
    up: (sql) =>
      sql.exec(`
        CREATE TABLE post_likes (
          post_id INTEGER NOT NULL, reader TEXT NOT NULL, PRIMARY KEY (post_id, reader)) WITHOUT ROWID;
      `),
  },
];
