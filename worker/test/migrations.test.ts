import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT_MIGRATIONS } from '../storage/content-migrations';
import { migrate, schemaVersion, type Migration } from '../storage/migrations';

// Release 0.4.0's store, exactly as its ContentStore created it (no version recorded anywhere).
const SCHEMA_0_4_0 = `
  CREATE TABLE IF NOT EXISTS posts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, content TEXT NOT NULL,
    created_at TEXT NOT NULL, likes INTEGER NOT NULL DEFAULT 0, replies INTEGER NOT NULL DEFAULT 0,
    author TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT, source TEXT NOT NULL, title TEXT NOT NULL,
    category TEXT NOT NULL, created_at TEXT NOT NULL, is_official INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

let stores = 0;
/** A ContentStore of its own, so each test starts from a store nobody else touched. */
const freshStore = () => env.CONTENT.get(env.CONTENT.idFromName(`migrations-${++stores}`));

/** Empties `sql` of every table, the ledger included: a store as new as one never opened. */
function wipe(sql: SqlStorage): void {
  const tables = sql
    .exec<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`,
    )
    .toArray();
  for (const { name } of tables) sql.exec(`DROP TABLE "${name}"`);
}

const columns = (sql: SqlStorage, table: string) =>
  sql
    .exec<{ name: string }>(`SELECT name FROM pragma_table_info(?)`, table)
    .toArray()
    .map((c) => c.name);

describe('the ContentStore schema', () => {
  it('upgrades a store created by release 0.4.0, with its posts, likes and articles, losing nothing', async () => {
    const store = freshStore();
    const result = await runInDurableObject(store, async (instance, state) => {
      const { sql } = state.storage;
      wipe(sql);
      sql.exec(SCHEMA_0_4_0);
      const at = '2026-11-01T10:00:00.000Z';
      for (let i = 1; i <= 12; i++) {
        sql.exec(
          'INSERT INTO posts (title, content, created_at, likes, replies, author) VALUES (?, ?, ?, ?, ?, ?)',
          `Post ${i}`,
          `Body ${i}`,
          at,
          i * 3,
          i % 4,
          `SteadyHodler${String(i).padStart(3, '0')}`,
        );
      }
      sql.exec(
        'INSERT INTO articles (source, title, category, created_at, is_official) VALUES (?, ?, ?, ?, ?)',
        'Orebit Newsroom',
        'Kept',
        'news',
        at,
        1,
      );
      sql.exec(`INSERT INTO meta (key, value) VALUES ('seeded', ?)`, at);
      const before = sql
        .exec<{ n: number; likes: number }>('SELECT COUNT(*) AS n, SUM(likes) AS likes FROM posts')
        .one();
      const versions = migrate(state.storage, CONTENT_MIGRATIONS);
      const after = sql
        .exec<{ n: number; likes: number }>('SELECT COUNT(*) AS n, SUM(likes) AS likes FROM posts')
        .one();
      const articles = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM articles').one().n;
      // Every upgraded post is still listed (none counts as removed) and the log starts empty.
      const listed = sql
        .exec<{ n: number; likes: number }>(
          'SELECT COUNT(*) AS n, SUM(likes) AS likes FROM posts WHERE removed_at IS NULL',
        )
        .one();
      const auditEntries = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log').one().n;
      // The store works on the upgraded rows: a like counts on from the post's old likes, and the
      // reader's second press takes back only their own.
      const liked = [await instance.like(5, 'reader-a'), await instance.like(5, 'reader-a')];
      return { before, after, listed, auditEntries, articles, versions, liked, version: schemaVersion(state.storage) };
    });
    expect(result.versions).toEqual({ from: 0, to: CONTENT_MIGRATIONS.length });
    expect(result.version).toBe(CONTENT_MIGRATIONS.length);
    expect(result.before).toEqual({ n: 12, likes: 234 });
    expect(result.after).toEqual(result.before);
    expect(result.listed).toEqual(result.before);
    expect(result.auditEntries).toBe(0);
    expect(result.version).toBe(6);
    expect(result.articles).toBe(1);
    expect(result.liked).toEqual([
      { likes: 16, liked: true },
      { likes: 15, liked: false },
    ]);
  });

  it('opens a new store at the latest version, with every table', async () => {
    const tables = await runInDurableObject(freshStore(), (_instance, state) => ({
      version: schemaVersion(state.storage),
      posts: columns(state.storage.sql, 'posts'),
      articles: columns(state.storage.sql, 'articles'),
      audit: columns(state.storage.sql, 'audit_log'),
    }));
    expect(tables.version).toBe(CONTENT_MIGRATIONS.length);
    expect(tables.posts).toEqual(expect.arrayContaining(['id', 'title', 'content', 'created_at', 'likes', 'author']));
    expect(tables.articles).toEqual(
      expect.arrayContaining(['id', 'source', 'title', 'category', 'is_official', 'removed_at']),
    );
    expect(tables.posts).toContain('removed_at');
    expect(tables.audit).toEqual([
      'id',
      'at',
      'email',
      'role',
      'action',
      'target_kind',
      'target_id',
      'snapshot',
      'reason',
      'request_id',
    ]);
  });
});

describe('migration 3', () => {
  it('shrinks the import entries a version 2 store recorded to their count and ids, leaving every other entry as it was', async () => {
    const out = await runInDurableObject(freshStore(), (_instance, state) => {
      const { sql } = state.storage;
      wipe(sql);
      migrate(state.storage, CONTENT_MIGRATIONS.slice(0, 2));
      const post = (id: number) => ({
        id,
        title: `Imported ${id}`,
        content: 'x'.repeat(2_000),
        createdAt: '2026-11-01T10:00:00.000Z',
        likes: 0,
        replies: 0,
        author: 'Importer',
      });
      const insert = (action: string, targetId: number | null, snapshot: unknown, reason: string | null) =>
        sql.exec(
          `INSERT INTO audit_log (at, email, role, action, target_kind, target_id, snapshot, reason, request_id)
           VALUES ('2026-11-01T10:00:00.000Z', 'moderator@orebit.test', 'moderator', ?, 'post', ?, ?, ?, 'r')`,
          action,
          targetId,
          JSON.stringify(snapshot),
          reason,
        );
      insert('post.import', null, [post(12), post(11), post(10)], null);
      insert('post.remove', 11, post(11), 'spam');
      const before = sql.exec('SELECT * FROM audit_log ORDER BY id').toArray();
      migrate(state.storage, CONTENT_MIGRATIONS);
      const after = sql.exec<Record<string, SqlStorageValue>>('SELECT * FROM audit_log ORDER BY id').toArray();
      let update = '';
      try {
        sql.exec(`UPDATE audit_log SET reason = 'edited'`);
      } catch (e) {
        update = String(e);
      }
      return { before, after, update };
    });
    expect(JSON.parse(out.after[0]!.snapshot as string)).toEqual({ count: 3, ids: [12, 11, 10] });
    expect({ ...out.after[0], snapshot: null }).toEqual({ ...out.before[0], snapshot: null });
    expect(out.after[1]).toEqual(out.before[1]);
    // The log is append-only again once the step is done.
    expect(out.update).toContain('the audit log is append-only');
  });
});

describe('migrate', () => {
  /** Runs `body` on the storage of a store emptied of every table. */
  const onEmptyStore = <T>(body: (storage: DurableObjectStorage) => T) =>
    runInDurableObject(freshStore(), (_instance, state) => {
      wipe(state.storage.sql);
      return body(state.storage);
    });

  const step = (version: number, statement: string): Migration => ({
    version,
    name: `step ${version}`,
    up: (sql) => sql.exec(statement),
  });
  const steps = [
    step(1, 'CREATE TABLE things (id INTEGER PRIMARY KEY, label TEXT NOT NULL)'),
    step(2, `INSERT INTO things (label) VALUES ('two')`),
    step(3, 'ALTER TABLE things ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0'),
  ];

  it('applies each migration once, in order, and records it', async () => {
    const out = await onEmptyStore((storage) => {
      const first = migrate(storage, steps.slice(0, 2), () => new Date('2026-11-25T00:00:00Z'));
      const second = migrate(storage, steps);
      const third = migrate(storage, steps);
      return {
        first,
        second,
        third,
        rows: storage.sql.exec('SELECT label, hidden FROM things').toArray(),
        ledger: storage.sql.exec('SELECT version, name FROM schema_migrations ORDER BY version').toArray(),
        firstAt: storage.sql
          .exec<{ at: string }>('SELECT applied_at AS at FROM schema_migrations WHERE version = 1')
          .one().at,
      };
    });
    expect(out.first).toEqual({ from: 0, to: 2 });
    expect(out.second).toEqual({ from: 2, to: 3 });
    expect(out.third).toEqual({ from: 3, to: 3 });
    // Step 2 ran once, so there is one row, not two.
    expect(out.rows).toEqual([{ label: 'two', hidden: 0 }]);
    expect(out.ledger).toEqual([
      { version: 1, name: 'step 1' },
      { version: 2, name: 'step 2' },
      { version: 3, name: 'step 3' },
    ]);
    expect(out.firstAt).toBe('2026-11-25T00:00:00.000Z');
  });

  it('leaves a failed migration undone and unrecorded, keeping the ones before it', async () => {
    const out = await onEmptyStore((storage) => {
      const failing: Migration = {
        version: 3,
        name: 'half done',
        up: (sql) => {
          sql.exec(`INSERT INTO things (label) VALUES ('three')`);
          sql.exec('ALTER TABLE no_such_table ADD COLUMN x');
        },
      };
      let error = '';
      try {
        migrate(storage, [...steps.slice(0, 2), failing]);
      } catch (e) {
        error = String(e);
      }
      return {
        error,
        version: schemaVersion(storage),
        labels: storage.sql
          .exec<{ label: string }>('SELECT label FROM things')
          .toArray()
          .map((r) => r.label),
      };
    });
    expect(out.error).toMatch(/no_such_table/);
    expect(out.version).toBe(2);
    expect(out.labels).toEqual(['two']);
  });

  it('refuses a list not numbered 1, 2, 3… and a store newer than the code', async () => {
    const out = await onEmptyStore((storage) => {
      const attempt = (list: Migration[]) => {
        try {
          migrate(storage, list);
          return 'applied';
        } catch (e) {
          return (e as Error).message;
        }
      };
      return {
        gap: attempt([steps[0]!, steps[2]!]),
        applied: attempt(steps),
        newer: attempt(steps.slice(0, 1)),
      };
    });
    expect(out.gap).toBe('Migration "step 3" is numbered 3, expected 2.');
    expect(out.applied).toBe('applied');
    expect(out.newer).toMatch(/^This store is at schema version 3, newer than this code knows \(1\)/);
  });
});
