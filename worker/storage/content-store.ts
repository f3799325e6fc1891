import { DurableObject } from 'cloudflare:workers';
import {
  FORUM_LIST_MAX,
  FORUM_LIST_MAX_BYTES,
  type ForumPost,
  type NewArticle,
  type NewsArticle,
} from '../../contract/schemas';
import { withinListBudget } from '../../contract/forum-list';
import { SAMPLE_NEWS, SAMPLE_POSTS } from '../domain/seed';
import { claimAt } from '../domain/prices/booking';
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

interface PostRow {
  id: number;
  title: string;
  content: string;
  created_at: string;
  likes: number;
  replies: number;
  author: string;
  [column: string]: SqlStorageValue;
}

interface ArticleRow {
  id: number;
  source: string;
  title: string;
  category: string;
  created_at: string;
  is_official: number;
  [column: string]: SqlStorageValue;
}

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

  /** Publishes every list whose latest version KV does not hold yet (a failed one re-arms the alarm). */
  async alarm(): Promise<void> {
    this.alarmAt = null;
    await Promise.all(LISTS.filter((list) => this.unpublished(list)).map((list) => this.publish(list)));
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
  async importPosts(posts: ReadonlyArray<{ title: string; content: string; author: string }>): Promise<ForumPost[]> {
    const createdAt = new Date().toISOString();
    const rows = this.write('forum', () =>
      // Inserted last to first: the list orders by time, then by id, newest first.
      [...posts]
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
        ),
    );
    await this.publish('forum');
    return rows.reverse().map(toPost);
  }

  /** Adds one like; returns the new count, or null when there is no such post. */
  async like(id: number): Promise<number | null> {
    const rows = this.write(
      'forum',
      () =>
        this.sql
          .exec<{ likes: number }>('UPDATE posts SET likes = likes + 1 WHERE id = ? RETURNING likes', id)
          .toArray(),
      (rows) => rows.length > 0,
    );
    if (rows.length === 0) return null;
    await this.publish('forum');
    return rows[0]!.likes;
  }

  /** Removes a post (moderation); false when there is no such post. Its likes go with it. */
  async deletePost(id: number): Promise<boolean> {
    const removed =
      this.write(
        'forum',
        () => this.sql.exec('DELETE FROM posts WHERE id = ? RETURNING id', id).toArray(),
        (rows) => rows.length > 0,
      ).length > 0;
    if (removed) await this.publish('forum');
    return removed;
  }

  /** Publishes a news article (already validated). */
  async createArticle(input: NewArticle): Promise<NewsArticle> {
    const row = this.write('news', () =>
      this.sql
        .exec<ArticleRow>(
          'INSERT INTO articles (source, title, category, created_at, is_official) VALUES (?, ?, ?, ?, ?) RETURNING *',
          input.source,
          input.title,
          input.category,
          new Date().toISOString(),
          input.isOfficial ? 1 : 0,
        )
        .one(),
    );
    await this.publish('news');
    return toArticle(row);
  }

  /** Removes a news article; false when there is no such article. */
  async deleteArticle(id: number): Promise<boolean> {
    const removed =
      this.write(
        'news',
        () => this.sql.exec('DELETE FROM articles WHERE id = ? RETURNING id', id).toArray(),
        (rows) => rows.length > 0,
      ).length > 0;
    if (removed) await this.publish('news');
    return removed;
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

  /** Drops every post and article and seeds again (npm run seed -- --reset). */
  async reset(): Promise<void> {
    this.sql.exec(`DELETE FROM posts; DELETE FROM articles; DELETE FROM meta; DELETE FROM sqlite_sequence;`);
    await this.ensureSeeded();
  }

  /** The newest FORUM_LIST_MAX posts that fit in FORUM_LIST_MAX_BYTES, newest first: the list published to KV. */
  private listPosts(): ForumPost[] {
    return withinListBudget(
      this.sql
        .exec<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC LIMIT ?', FORUM_LIST_MAX)
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
      .exec<ArticleRow>('SELECT * FROM articles ORDER BY created_at DESC, id DESC')
      .toArray()
      .map(toArticle);
  }

  /**
   * Writes the current list to KV and resolves once a write that includes every change made so
   * far has landed. Writes arriving meanwhile are coalesced into the next KV write.
   */
  private publish(list: List): Promise<void> {
    this.dirty.add(list);
    const running = this.flushing.get(list);
    if (running) return running;
    const flush = this.flush(list);
    this.flushing.set(list, flush);
    return flush;
  }

  private async flush(list: List): Promise<void> {
    try {
      while (this.dirty.has(list)) {
        const wait = (this.lastPublish.get(list) ?? 0) + PUBLISH_SPACING_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.dirty.delete(list);
        // The snapshot and its version are read together, synchronously: what KV gets is that version.
        const version = this.counter(`version:${list}`);
        const snapshot = list === 'forum' ? this.listPosts() : this.listArticles();
        this.lastPublish.set(list, Date.now());
        try {
          await this.env.DATA.put(KV_KEYS[list], JSON.stringify(snapshot));
        } catch (error) {
          // The rows are safe in SQLite; the alarm publishes again, later each time, until one lands.
          this.publishFailed(list, error);
          return;
        }
        // Publishes of one list run one at a time, so a later one never carries an older snapshot.
        if (version > this.counter(`published:${list}`)) this.setCounter(`published:${list}`, version);
        this.setCounter(`publish-failures:${list}`, 0);
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
