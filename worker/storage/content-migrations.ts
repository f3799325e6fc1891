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
];
