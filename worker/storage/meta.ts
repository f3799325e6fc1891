// The store's `meta` table: one text value per key (list versions, the seeding mark), read and
// written inside the Durable Object's synchronous SQL.

/** The value stored under `key`, or undefined when there is none. */
export const readMeta = (sql: SqlStorage, key: string): string | undefined =>
  sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;

/** Stores `value` under `key`, replacing what was there. */
export const writeMeta = (sql: SqlStorage, key: string, value: string): void => {
  sql.exec(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    key,
    value,
  );
};

/** A number kept under `key` (0 when unset). */
export const readCounter = (sql: SqlStorage, key: string): number => Number(readMeta(sql, key) ?? 0);
