import { DurableObject } from 'cloudflare:workers';
import {
  FORUM_LIST_MAX,
  FORUM_LIST_MAX_BYTES,
  REMOVED_KEEP_DAYS,
  type AuditEntry,
  type ForumPost,
  type NewArticle,
  type NewsArticle,
  type Removal,
} from '../../contract/schemas';
import { withinListBudget } from '../../contract/forum-list';
import { SAMPLE_NEWS, SAMPLE_POSTS } from '../domain/seed';
import { claimAt } from '../domain/prices/booking';
import { appendAudit, readAudit, readAuditForward, type Actor, type AuditQuery } from './audit-log';
import { CONTENT_MIGRATIONS } from './content-migrations';
import { migrate } from './migrations';

// Every forum and news write goes through this one Durable Object. Its SQLite storage is
// transactional and it runs one request's synchronous SQL at a time, so concurrent likes and
// posts are never lost (KV alone is last-write-wins, 1 write/s per key). After a write it
// publishes the whole list to KV, where every GET reads it with one KV read.
//
// Writes always reach readers: each write bumps its list's version in the same transaction, and
// KV is known to hold a version once its put has succeeded. Until every list's published version
// has caught up, an alarm stays armed (it survives the isolate stopping), and each failed publish
// re-arms it with backoff, so the list converges with no further write.

/** What the store reads from the Worker's environment (the Worker's Env extends it). */
export interface ContentStoreEnv {
  /** Published lists (forum, news), the latest prices and released files: what every GET reads. */
  DATA: KVNamespace;
}

/** KV keys the lists are published under. */
export const KV_KEYS = { forum: 'forum:posts', news: 'news:articles' } as const;
type List = keyof typeof KV_KEYS;

const LISTS = ['forum', 'news'] as const satisfies readonly List[];

/** KV accepts about one write per second per key: publishes of one list are spaced by this. */
const PUBLISH_SPACING_MS = 1_000;

/** When a write's publish is checked on even if the isolate stops before it lands. */
const PUBLISH_CHECK_MS = 10_000;

/** A failed publish is tried again after 2 s, 4 s, 8 s… up to this. */
const PUBLISH_RETRY_MAX_MS = 5 * 60_000;

/** The wait before publish attempt number `failures + 1`. */
export const publishRetryDelay = (failures: number): number =>
  Math.min(PUBLISH_RETRY_MAX_MS, 1_000 * 2 ** Math.max(1, failures));

/** How long a removed post or article waits for a restore before the alarm purges it. */
const REMOVED_KEEP_MS = REMOVED_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** The two kinds of item operators remove and restore, and where each lives. */
const ITEMS = {
  post: { table: 'posts', list: 'forum' },
  article: { table: 'articles', list: 'news' },
} as const;
type ItemKind = keyof typeof ITEMS;

/** A page of posts or articles as operators see them. */
export interface OperatorQuery {
  /** Removed items (newest removal first) instead of listed ones (newest first). */
  removed: boolean;
  /** Text in the title or the content (posts) or the title or source (articles). */
  text?: string;
  /** The author (posts) or source (articles), in part. */
  author?: string;
  offset: number;
  limit: number;
}

interface PostRow {
  id: number;
  title: string;
  content: string;
  created_at: string;
  likes: number;
  replies: number;
  author: string;
  removed_at: string | null;
  [column: string]: SqlStorageValue;
}

interface ArticleRow {
  id: number;
  source: string;
  title: string;
  category: string;
  created_at: string;
  is_official: number;
  removed_at: string | null;
  [column: string]: SqlStorageValue;
}

/** A removed item's row with who removed it and why (the latest removal in the audit log). */
interface RemovalColumns {
  removed_by: string | null;
  removal_reason: string | null;
}

const toRemoval = (r: { removed_at: string | null } & RemovalColumns): Removal | undefined =>
  r.removed_at === null
    ? undefined
    : { removedAt: r.removed_at, removedBy: r.removed_by ?? '', reason: r.removal_reason ?? '' };

/** LIKE's pattern for text found anywhere, with its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toPost = (r: PostRow): ForumPost => ({
  id: r.id,
  title: r.title,
  content: r.content,
  createdAt: r.created_at,
  likes: r.likes,
  replies: r.replies,
  author: r.author,
});

const toArticle = (r: ArticleRow): NewsArticle => ({
  id: r.id,
  source: r.source,
  title: r.title,
  category: r.category,
  createdAt: r.created_at,
  isOfficial: r.is_official === 1,
});

/** The forum and news store. One instance, named "content". */
export class ContentStore extends DurableObject<ContentStoreEnv> {
  private readonly sql: SqlStorage;
  private readonly dirty = new Set<List>();
  private readonly flushing = new Map<List, Promise<void>>();
  private readonly lastPublish = new Map<List, number>();
  /** Snapshots taken of each list so far, and the publishes waiting for one to land in KV. */
  private readonly snapshots = new Map<List, number>();
  private readonly waiting = new Map<List, Array<{ snapshot: number; resolve: () => void }>>();
  /** When the alarm is set for (ms), null when none is; read once at start, then kept here. */
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: ContentStoreEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    migrate(ctx.storage, CONTENT_MIGRATIONS);
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
      // A write stored by an isolate that stopped before publishing it: publish it soon.
      if (LISTS.some((list) => this.unpublished(list))) this.armAlarm(Date.now());
    });
  }

  /** The published state of each list: its version, the version KV holds, and failed publishes since. */
  publishState(): Record<List, { version: number; published: number; failures: number }> {
    const state = (list: List) => ({
      version: this.counter(`version:${list}`),
      published: this.counter(`published:${list}`),
      failures: this.counter(`publish-failures:${list}`),
    });
    return { forum: state('forum'), news: state('news') };
  }

  /** Seeds the sample posts and articles once (never again, even after they are deleted) and publishes both lists. */
  async ensureSeeded(): Promise<{ forum: ForumPost[]; news: NewsArticle[] }> {
    const seeded = this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'seeded'`).toArray().length > 0;
    if (!seeded) {
      const now = Date.now();
      this.ctx.storage.transactionSync(() => {
        for (const p of [...SAMPLE_POSTS].reverse()) {
          this.sql.exec(
            'INSERT INTO posts (title, content, created_at, likes, replies, author) VALUES (?, ?, ?, ?, ?, ?)',
            p.title,
            p.content,
            new Date(now - p.age).toISOString(),
            p.likes,
            p.replies,
            p.author,
          );
        }
        for (const a of [...SAMPLE_NEWS].reverse()) {
          this.sql.exec(
            'INSERT INTO articles (source, title, category, created_at, is_official) VALUES (?, ?, ?, ?, ?)',
            a.source,
            a.title,
            a.category,
            new Date(now - a.age).toISOString(),
            a.isOfficial ? 1 : 0,
          );
        }
        this.sql.exec(`INSERT INTO meta (key, value) VALUES ('seeded', ?)`, new Date(now).toISOString());
        this.changed('forum');
        this.changed('news');
      });
    }
    await Promise.all([this.publish('forum'), this.publish('news')]);
    return { forum: this.listPosts(), news: this.listArticles() };
  }

  /** Stores a new post (already validated) and returns it once the list with it is published. */
  async createPost(input: { title: string; content: string; author: string }): Promise<ForumPost> {
    const row = this.write('forum', () =>
      this.sql
        .exec<PostRow>(
          'INSERT INTO posts (title, content, created_at, author) VALUES (?, ?, ?, ?) RETURNING *',
          input.title,
          input.content,
          new Date().toISOString(),
          input.author,
        )
        .one(),
    );
    await this.publish('forum');
    return toPost(row);
  }

  /**
   * Stores many posts (already validated) in one transaction, all or none, listed in the order
   * given (the first newest); returns them once the list with them is published.
   */
  async importPosts(
    posts: ReadonlyArray<{ title: string; content: string; author: string }>,
    actor: Actor,
  ): Promise<ForumPost[]> {
    const createdAt = new Date().toISOString();
    const created = this.write('forum', () => {
      // Inserted last to first: the list orders by time, then by id, newest first.
      const rows = [...posts]
        .reverse()
        .map((p) =>
          this.sql
            .exec<PostRow>(
              'INSERT INTO posts (title, content, created_at, author) VALUES (?, ?, ?, ?) RETURNING *',
              p.title,
              p.content,
              createdAt,
              p.author,
            )
            .one(),
        )
        .reverse()
        .map(toPost);
      appendAudit(this.sql, actor, {
        action: 'post.import',
        target: { kind: 'post', id: null },
        snapshot: rows,
        reason: null,
        at: createdAt,
      });
      return rows;
    });
    await this.publish('forum');
    return created;
  }

  /** Adds one like; returns the new count, or null when there is no such post. */
  async like(id: number): Promise<number | null> {
    const rows = this.write(
      'forum',
      () =>
        this.sql
          .exec<{ likes: number }>(
            'UPDATE posts SET likes = likes + 1 WHERE id = ? AND removed_at IS NULL RETURNING likes',
            id,
          )
          .toArray(),
      (changed) => changed.length > 0,
    );
    if (rows.length === 0) return null;
    await this.publish('forum');
    return rows[0]!.likes;
  }

  /** Publishes a news article (already validated), with its audit entry in the same transaction. */
  async createArticle(input: NewArticle, actor: Actor): Promise<NewsArticle> {
    const at = new Date().toISOString();
    const article = this.write('news', () => {
      const created = toArticle(
        this.sql
          .exec<ArticleRow>(
            'INSERT INTO articles (source, title, category, created_at, is_official) VALUES (?, ?, ?, ?, ?) RETURNING *',
            input.source,
            input.title,
            input.category,
            at,
            input.isOfficial ? 1 : 0,
          )
          .one(),
      );
      appendAudit(this.sql, actor, {
        action: 'article.publish',
        target: { kind: 'article', id: created.id },
        snapshot: created,
        reason: null,
        at,
      });
      return created;
    });
    await this.publish('news');
    return article;
  }

  /**
   * Takes a post or article out of the public list (kept REMOVED_KEEP_DAYS for a restore) and
   * records why, in one transaction; null, and nothing written, when there is no such listed item.
   */
  async remove(kind: ItemKind, id: number, actor: Actor, reason: string, now = Date.now()): Promise<AuditEntry | null> {
    const at = new Date(now).toISOString();
    const entry = this.write(
      ITEMS[kind].list,
      () => {
        const row = this.sql
          .exec<PostRow | ArticleRow>(
            `UPDATE ${ITEMS[kind].table} SET removed_at = ? WHERE id = ? AND removed_at IS NULL RETURNING *`,
            at,
            id,
          )
          .toArray()[0];
        if (!row) return null;
        const snapshot = kind === 'post' ? toPost(row as PostRow) : toArticle(row as ArticleRow);
        return appendAudit(this.sql, actor, { action: `${kind}.remove`, target: { kind, id }, snapshot, reason, at });
      },
      (removed) => removed !== null,
    );
    if (!entry) return null;
    this.armAlarm(now + REMOVED_KEEP_MS);
    await this.publish(ITEMS[kind].list);
    return entry;
  }

  /** Brings a removed post (with its likes) or article back into its list; null when it is not removed. */
  async restore(kind: ItemKind, id: number, actor: Actor): Promise<ForumPost | NewsArticle | null> {
    const at = new Date().toISOString();
    const item = this.write(
      ITEMS[kind].list,
      () => {
        const row = this.sql
          .exec<PostRow | ArticleRow>(
            `UPDATE ${ITEMS[kind].table} SET removed_at = NULL WHERE id = ? AND removed_at IS NOT NULL RETURNING *`,
            id,
          )
          .toArray()[0];
        if (!row) return null;
        const restored = kind === 'post' ? toPost(row as PostRow) : toArticle(row as ArticleRow);
        appendAudit(this.sql, actor, {
          action: `${kind}.restore`,
          target: { kind, id },
          snapshot: restored,
          reason: null,
          at,
        });
        return restored;
      },
      (restored) => restored !== null,
    );
    if (item) await this.publish(ITEMS[kind].list);
    return item;
  }

  /** Listed or removed posts for the console, searched by text and author, with the total found. */
  async operatorPosts(
    query: OperatorQuery,
  ): Promise<{ items: Array<ForumPost & { removal?: Removal }>; total: number }> {
    const { where, args } = this.operatorFilter(query, ['title', 'content'], 'author');
    const total = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM posts i WHERE ${where}`, ...args).one().n;
    const items = this.sql
      .exec<PostRow & RemovalColumns>(
        `${this.withRemoval('post', 'posts')} WHERE ${where} ORDER BY ${query.removed ? 'i.removed_at DESC, ' : ''}i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`,
        ...args,
        query.limit,
        query.offset,
      )
      .toArray()
      .map((r) => ({ ...toPost(r), ...(r.removed_at === null ? {} : { removal: toRemoval(r) }) }));
    return { items, total };
  }

  /** Listed or removed articles for the console, searched by title and source, with the total found. */
  async operatorArticles(
    query: OperatorQuery,
  ): Promise<{ items: Array<NewsArticle & { removal?: Removal }>; total: number }> {
    const { where, args } = this.operatorFilter(query, ['title', 'source'], 'source');
    const total = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM articles i WHERE ${where}`, ...args).one().n;
    const items = this.sql
      .exec<ArticleRow & RemovalColumns>(
        `${this.withRemoval('article', 'articles')} WHERE ${where} ORDER BY ${query.removed ? 'i.removed_at DESC, ' : ''}i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`,
        ...args,
        query.limit,
        query.offset,
      )
      .toArray()
      .map((r) => ({ ...toArticle(r), ...(r.removed_at === null ? {} : { removal: toRemoval(r) }) }));
    return { items, total };
  }

  /** A page of the audit log, newest first. */
  async auditLog(query: AuditQuery): Promise<{ entries: AuditEntry[]; next: number | null }> {
    return readAudit(this.sql, query);
  }

  /** Up to `limit` audit entries after `afterId`, oldest first (the export). */
  async auditLogAfter(afterId: number, limit: number): Promise<AuditEntry[]> {
    return readAuditForward(this.sql, afterId, limit);
  }

  /** Deletes for good what was removed more than REMOVED_KEEP_DAYS before `now`; returns how many. */
  async purgeRemoved(now = Date.now()): Promise<{ posts: number; articles: number }> {
    const cutoff = new Date(now - REMOVED_KEEP_MS).toISOString();
    const purged = this.ctx.storage.transactionSync(() => ({
      posts: this.sql.exec('DELETE FROM posts WHERE removed_at <= ? RETURNING id', cutoff).toArray().length,
      articles: this.sql.exec('DELETE FROM articles WHERE removed_at <= ? RETURNING id', cutoff).toArray().length,
    }));
    const next = this.nextPurgeAt();
    if (next !== null) this.armAlarm(next);
    return purged;
  }

  /**
   * The alarm: purges what is due (and arms the alarm for the next removal due), and publishes every
   * list whose latest version KV does not hold yet (a failed publish re-arms it with backoff).
   */
  async alarm(): Promise<void> {
    this.alarmAt = null;
    await this.purgeRemoved();
    await Promise.all(LISTS.filter((list) => this.unpublished(list)).map((list) => this.publish(list)));
  }

  /**
   * The price upstream's booking (worker/domain/prices/schedule.ts): true, with the next call booked
   * `intervalMs` later, when a call is due at `now`; false before then.
   */
  async claimUpstreamCall(now: number, intervalMs: number): Promise<boolean> {
    const booked = claimAt(this.upstreamNextCall(), now, intervalMs);
    if (booked === null) return false;
    this.setUpstreamNextCall(booked);
    return true;
  }

  /** No upstream call before `at` (a 429's Retry-After); a later booking stays. */
  async deferUpstreamCall(at: number): Promise<void> {
    if (at > this.upstreamNextCall()) this.setUpstreamNextCall(at);
  }

  private upstreamNextCall(): number {
    return Number(
      this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'upstream-next-call'`).toArray()[0]?.value ??
        0,
    );
  }

  private setUpstreamNextCall(at: number): void {
    this.sql.exec(
      `INSERT INTO meta (key, value) VALUES ('upstream-next-call', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      String(at),
    );
  }

  /** When the earliest removed item falls due for its purge, or null when nothing is removed. */
  private nextPurgeAt(): number | null {
    const earliest = this.sql
      .exec<{ at: string | null }>(
        'SELECT MIN(at) AS at FROM (SELECT MIN(removed_at) AS at FROM posts UNION ALL SELECT MIN(removed_at) FROM articles)',
      )
      .one().at;
    return earliest === null ? null : Date.parse(earliest) + REMOVED_KEEP_MS;
  }

  /** The WHERE clause of the console's lists: listed or removed, and the search. */
  private operatorFilter(
    query: OperatorQuery,
    textColumns: readonly string[],
    authorColumn: string,
  ): { where: string; args: SqlStorageValue[] } {
    const where = [query.removed ? 'i.removed_at IS NOT NULL' : 'i.removed_at IS NULL'];
    const args: SqlStorageValue[] = [];
    if (query.text) {
      where.push(`(${textColumns.map((c) => `i.${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      args.push(...textColumns.map(() => containing(query.text!)));
    }
    if (query.author) {
      where.push(`i.${authorColumn} LIKE ? ESCAPE '\\'`);
      args.push(containing(query.author));
    }
    return { where: where.join(' AND '), args };
  }

  /** SELECT of a table's rows with who removed each and why (its latest removal entry). */
  private withRemoval(kind: ItemKind, table: string): string {
    return `SELECT i.*, a.email AS removed_by, a.reason AS removal_reason FROM ${table} i
      LEFT JOIN audit_log a ON i.removed_at IS NOT NULL AND a.id = (
        SELECT MAX(id) FROM audit_log WHERE target_kind = '${kind}' AND target_id = i.id AND action = '${kind}.remove')`;
  }

  /** Drops every post and article and seeds again (npm run seed -- --reset). */
  async reset(): Promise<void> {
    this.sql.exec(`DELETE FROM posts; DELETE FROM articles; DELETE FROM meta; DELETE FROM sqlite_sequence;`);
    await this.ensureSeeded();
  }

  /** The newest FORUM_LIST_MAX posts that fit in FORUM_LIST_MAX_BYTES, newest first: the list published to KV. */
  private listPosts(): ForumPost[] {
    return withinListBudget(
      this.sql
        .exec<PostRow>(
          'SELECT * FROM posts WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ?',
          FORUM_LIST_MAX,
        )
        .toArray()
        .map(toPost),
      FORUM_LIST_MAX_BYTES,
    );
  }

  /**
   * Runs `change` (a write to `list`'s rows) in one transaction with the list's new version, and arms
   * the alarm that publishes it should this isolate stop before its publish lands.
   */
  private write<T>(list: List, change: () => T, applied: (result: T) => boolean = () => true): T {
    let changedRows = false;
    const result = this.ctx.storage.transactionSync(() => {
      const out = change();
      // A like or removal of a post that is not there changes nothing, so there is nothing to publish.
      changedRows = applied(out);
      if (changedRows) this.changed(list);
      return out;
    });
    if (changedRows) this.armAlarm(Date.now() + PUBLISH_CHECK_MS);
    return result;
  }

  /** Counts one change of `list` (inside the write's transaction). */
  private changed(list: List): void {
    this.setCounter(`version:${list}`, this.counter(`version:${list}`) + 1);
  }

  private unpublished(list: List): boolean {
    return this.counter(`published:${list}`) < this.counter(`version:${list}`);
  }

  private counter(key: string): number {
    return Number(
      this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value ?? 0,
    );
  }

  private setCounter(key: string, value: number): void {
    this.sql.exec(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      key,
      String(value),
    );
  }

  /** Sets the alarm for `at` unless it is already set for sooner. */
  private armAlarm(at: number): void {
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    void this.ctx.storage.setAlarm(at);
  }

  private listArticles(): NewsArticle[] {
    return this.sql
      .exec<ArticleRow>('SELECT * FROM articles WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC')
      .toArray()
      .map(toArticle);
  }

  /**
   * Writes the current list to KV and resolves once a KV write of a snapshot taken after this call
   * has landed (or failed: the rows are stored, and the alarm publishes them). Writes arriving
   * meanwhile are coalesced into the next KV write; a caller never waits for later callers' ones.
   */
  private publish(list: List): Promise<void> {
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
        const version = this.counter(`version:${list}`);
        const rows = list === 'forum' ? this.listPosts() : this.listArticles();
        this.lastPublish.set(list, Date.now());
        try {
          await this.env.DATA.put(KV_KEYS[list], JSON.stringify(rows));
        } catch (error) {
          // The rows are safe in SQLite; the alarm publishes again, later each time, until one lands.
          this.publishFailed(list, error);
          this.settle(list, Infinity);
          return;
        }
        // Publishes of one list run one at a time, so a later one never carries an older snapshot.
        if (version > this.counter(`published:${list}`)) this.setCounter(`published:${list}`, version);
        this.setCounter(`publish-failures:${list}`, 0);
        this.settle(list, snapshot);
      }
    } finally {
      // Synchronously with the loop's last check, so a later write starts a new flush.
      this.flushing.delete(list);
    }
  }

  private publishFailed(list: List, error: unknown): void {
    const failures = this.counter(`publish-failures:${list}`) + 1;
    this.setCounter(`publish-failures:${list}`, failures);
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
