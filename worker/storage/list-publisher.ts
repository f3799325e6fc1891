import { publicArticles, publicCounts, publicPosts } from './content-rows';
import { readCounter, writeMeta } from './meta';

// Publishes the forum and news lists to KV, where every GET reads each with one KV read.
//
// Writes always reach readers: each write bumps its list's version in the same transaction, and
// KV is known to hold a version once its put has succeeded. Until every list's published version
// has caught up, the store's alarm stays armed (it survives the isolate stopping), and each failed
// publish re-arms it with backoff, so the list converges with no further write.

/**
 * KV keys the lists are published under. The forum's counts (likes, replies) are a list of their
 * own: a like changes them alone, so the post list's bytes, and its ETag, change only with its
 * posts (docs/choices.md#forum-counts).
 */
export const KV_KEYS = { forum: 'forum:posts', counts: 'forum:counts', news: 'news:articles' } as const;
export type List = keyof typeof KV_KEYS;

/** Every published list. */
const LISTS = Object.keys(KV_KEYS) as List[];

/** What each list publishes: its public rows, read from the store's SQL. */
const ROWS: Record<List, (sql: SqlStorage) => unknown[]> = {
  forum: publicPosts,
  counts: publicCounts,
  news: publicArticles,
};

/** A post added or taken out changes which posts the counts list too. */
const withCounts = (list: List): List[] => (list === 'forum' ? ['forum', 'counts'] : [list]);

/** KV accepts about one write per second per key: publishes of one list are spaced by this. */
const PUBLISH_SPACING_MS = 1_000;

/** When a write's publish is checked on even if the isolate stops before it lands. */
const PUBLISH_CHECK_MS = 10_000;

/** A failed publish is tried again after 2 s, 4 s, 8 s… up to this. */
const PUBLISH_RETRY_MAX_MS = 5 * 60_000;

/** The wait before publish attempt number `failures + 1`. */
export const publishRetryDelay = (failures: number): number =>
  Math.min(PUBLISH_RETRY_MAX_MS, 1_000 * 2 ** Math.max(1, failures));

/** Where a list stands: its version, the version KV holds, and failed publishes since. */
export interface ListState {
  version: number;
  published: number;
  failures: number;
}

/** The lists' versions and their publishing, for one content store. */
export class ListPublisher {
  private readonly sql: SqlStorage;
  private readonly dirty = new Set<List>();
  private readonly flushing = new Map<List, Promise<void>>();
  private readonly lastPublish = new Map<List, number>();
  /** Snapshots taken of each list so far, and the publishes waiting for one to land in KV. */
  private readonly snapshots = new Map<List, number>();
  private readonly waiting = new Map<List, Array<{ snapshot: number; resolve: () => void }>>();

  /** `armAlarm(at)` asks the store's alarm to call `publishPending` by `at`. */
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly kv: KVNamespace,
    private readonly armAlarm: (at: number) => void,
  ) {
    this.sql = storage.sql;
  }

  /** Each list's version, the version KV holds, and failed publishes since. */
  state(): Record<List, ListState> {
    const state = (list: List) => ({
      version: readCounter(this.sql, `version:${list}`),
      published: readCounter(this.sql, `published:${list}`),
      failures: readCounter(this.sql, `publish-failures:${list}`),
    });
    return Object.fromEntries(LISTS.map((list) => [list, state(list)])) as Record<List, ListState>;
  }

  /** The lists with a version KV does not hold yet. */
  pending(): List[] {
    return LISTS.filter(
      (list) => readCounter(this.sql, `published:${list}`) < readCounter(this.sql, `version:${list}`),
    );
  }

  /** Publishes every list with a version KV does not hold yet (the alarm's part). */
  async publishPending(): Promise<void> {
    await Promise.all(this.pending().map((list) => this.publishOne(list)));
  }

  /**
   * Runs `change` (a write to `list`'s rows) in one transaction with the list's new version, and arms
   * the alarm that publishes it should this isolate stop before its publish lands.
   */
  write<T>(list: List, change: () => T, applied: (result: T) => boolean = () => true): T {
    let changedRows = false;
    const result = this.storage.transactionSync(() => {
      const out = change();
      // A like or removal of a post that is not there changes nothing, so there is nothing to publish.
      changedRows = applied(out);
      if (changedRows) this.changed(list);
      return out;
    });
    if (changedRows) this.armAlarm(Date.now() + PUBLISH_CHECK_MS);
    return result;
  }

  /** Counts one change of `list` (of the forum's counts too, for the forum); call it inside the write's transaction. */
  changed(list: List): void {
    for (const name of withCounts(list))
      writeMeta(this.sql, `version:${name}`, String(readCounter(this.sql, `version:${name}`) + 1));
  }

  /**
   * Writes the current list to KV and resolves once a KV write of a snapshot taken after this call
   * has landed (or failed: the rows are stored, and the alarm publishes them). Writes arriving
   * meanwhile are coalesced into the next KV write; a caller never waits for later callers' ones.
   */
  publish(list: List): Promise<void> {
    return Promise.all(withCounts(list).map((name) => this.publishOne(name))).then(() => undefined);
  }

  private publishOne(list: List): Promise<void> {
    this.dirty.add(list);
    const snapshot = (this.snapshots.get(list) ?? 0) + 1;
    const landed = new Promise<void>((resolve) => {
      const waiting = this.waiting.get(list) ?? [];
      waiting.push({ snapshot, resolve });
      this.waiting.set(list, waiting);
    });
    if (!this.flushing.has(list)) this.flushing.set(list, this.flush(list));
    return landed;
  }

  /** Resolves the publishes waiting for a snapshot up to `snapshot` of `list`. */
  private settle(list: List, snapshot: number): void {
    const waiting = this.waiting.get(list) ?? [];
    for (const waiter of waiting) if (waiter.snapshot <= snapshot) waiter.resolve();
    this.waiting.set(
      list,
      waiting.filter((waiter) => waiter.snapshot > snapshot),
    );
  }

  private async flush(list: List): Promise<void> {
    try {
      while (this.dirty.has(list)) {
        const wait = (this.lastPublish.get(list) ?? 0) + PUBLISH_SPACING_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.dirty.delete(list);
        // The snapshot and its version are read together, synchronously: what KV gets is that version.
        const snapshot = (this.snapshots.get(list) ?? 0) + 1;
        this.snapshots.set(list, snapshot);
        const version = readCounter(this.sql, `version:${list}`);
        const rows = ROWS[list](this.sql);
        this.lastPublish.set(list, Date.now());
        try {
          await this.kv.put(KV_KEYS[list], JSON.stringify(rows));
        } catch (error) {
          // The rows are safe in SQLite; the alarm publishes again, later each time, until one lands.
          this.publishFailed(list, error);
          this.settle(list, Infinity);
          return;
        }
        // Publishes of one list run one at a time, so a later one never carries an older snapshot.
        if (version > readCounter(this.sql, `published:${list}`))
          writeMeta(this.sql, `published:${list}`, String(version));
        writeMeta(this.sql, `publish-failures:${list}`, '0');
        this.settle(list, snapshot);
      }
    } finally {
      // Synchronously with the loop's last check, so a later write starts a new flush.
      this.flushing.delete(list);
    }
  }

  private publishFailed(list: List, error: unknown): void {
    const failures = readCounter(this.sql, `publish-failures:${list}`) + 1;
    writeMeta(this.sql, `publish-failures:${list}`, String(failures));
    const retryInMs = publishRetryDelay(failures);
    console.warn(
      JSON.stringify({
        event: 'publish_retry',
        list,
        failures,
        retryInMs,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    this.armAlarm(Date.now() + retryInMs);
  }
}
