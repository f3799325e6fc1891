// Versioned schema changes for a Durable Object's SQLite storage. `CREATE TABLE IF NOT EXISTS` alone
// keeps whatever shape a deployed store already has, silently; a numbered migration runs once, in
// order, inside a transaction with the record of it, so a store is always at one known version and a
// failed step leaves it at the version before.

/** One change of a store's schema (and the data it moves), applied once. */
export interface Migration {
  /** 1, 2, 3…: applied in this order, each once. */
  version: number;
  /** What it changes, as recorded with it. */
  name: string;
  up(sql: SqlStorage): void;
}

/** Where a store records the migrations it has applied. */
const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

/** The highest migration version `storage` has applied; 0 for a store that has applied none. */
export function schemaVersion(storage: DurableObjectStorage): number {
  storage.sql.exec(LEDGER);
  return (
    storage.sql.exec<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations').one()
      .version ?? 0
  );
}

/**
 * Brings `storage` to the last of `migrations`: each one it has not applied yet, in order, each in a
 * transaction of its own together with its record. Returns the versions before and after. Throws
 * (with the store left at the last version that succeeded) when a migration fails, when the list is
 * not numbered 1, 2, 3…, or when the store is newer than this code (a rollback to an older release).
 */
export function migrate(
  storage: DurableObjectStorage,
  migrations: readonly Migration[],
  now: () => Date = () => new Date(),
): { from: number; to: number } {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration "${m.name}" is numbered ${m.version}, expected ${i + 1}.`);
  });
  const from = schemaVersion(storage);
  if (from > migrations.length) {
    throw new Error(
      `This store is at schema version ${from}, newer than this code knows (${migrations.length}): deploy the release that wrote it, or a later one.`,
    );
  }
  for (const migration of migrations.slice(from)) {
    storage.transactionSync(() => {
      migration.up(storage.sql);
      storage.sql.exec(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        now().toISOString(),
      );
    });
  }
  return { from, to: migrations.length };
}
