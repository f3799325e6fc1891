import { DurableObject } from 'cloudflare:workers';
import type { AuditEntry, ForumCounts, ForumPost, NewArticle, NewsArticle } from '../../contract/schemas';
import { readAudit, readAuditLines, type Actor, type AuditQuery } from './audit-log';
import { insertArticle, insertSampleArticles } from './content-articles';
import { likedBy, setLike, type LikeState } from './content-likes';
import { CONTENT_MIGRATIONS } from './content-migrations';
import { nextPurgeAt, purgeRemovedRows, REMOVED_KEEP_MS, removeItem, restoreItem } from './content-moderation';
import { importPostRows, insertPost, insertSamplePosts, type NewPostRow } from './content-posts';
import { ITEMS, listedPost, publicArticles, publicCounts, publicPosts, toPost, type ItemKind } from './content-rows';
import { ListPublisher, type List, type ListState } from './list-publisher';
import { readMeta, writeMeta } from './meta';
import { migrate } from './migrations';
import { operatorArticles, operatorPosts, type OperatorQuery } from './operator-queries';
import { findAttempt, recordAttempt, type AttemptAnswer } from './post-attempts';

// Every forum and news write goes through this one Durable Object. Its SQLite storage is
// transactional and it runs one request's synchronous SQL at a time, so concurrent likes and
// posts are never lost (KV alone is last-write-wins, 1 write/s per key). Each write is published
// to KV by the list publisher (list-publisher.ts); one alarm both republishes what has not landed
// and purges what was removed long enough ago. The statements are in content-posts.ts,
// content-articles.ts and content-moderation.ts; this class is the RPC surface and the transactions.

/** What the store reads from the Worker's environment (the Worker's Env extends it). */
export interface ContentStoreEnv {
  /** Published lists (forum, news), the latest prices and released files: what every GET reads. */
  DATA: KVNamespace;
}

/** The forum and news store. One instance, named "content". */
export class ContentStore extends DurableObject<ContentStoreEnv> {
  private readonly sql: SqlStorage;
  private readonly lists: ListPublisher;
  /** When the alarm is set for (ms), null when none is; read once at start, then kept here. */
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: ContentStoreEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    migrate(ctx.storage, CONTENT_MIGRATIONS);
    this.lists = new ListPublisher(ctx.storage, env.DATA, (at) => this.armAlarm(at));
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
      // A write stored by an isolate that stopped before publishing it: publish it soon.
      if (this.lists.pending().length > 0) this.armAlarm(Date.now());
    });
  }

  /** The published state of each list: its version, the version KV holds, and failed publishes since. */
  publishState(): Record<List, ListState> {
    return this.lists.state();
  }

  /** Seeds the sample posts and articles once (never again, even after they are deleted) and publishes every list. */
  async ensureSeeded(): Promise<{ forum: ForumPost[]; counts: ForumCounts; news: NewsArticle[] }> {
    if (readMeta(this.sql, 'seeded') === undefined) {
      const now = Date.now();
      this.ctx.storage.transactionSync(() => {
        insertSamplePosts(this.sql, now);
        insertSampleArticles(this.sql, now);
        writeMeta(this.sql, 'seeded', new Date(now).toISOString());
        this.lists.changed('forum');
        this.lists.changed('news');
      });
    }
    await Promise.all([this.lists.publish('forum'), this.lists.publish('news')]);
    return { forum: publicPosts(this.sql), counts: publicCounts(this.sql), news: publicArticles(this.sql) };
  }

  /**
   * One listed post with its content whole (the list shows long ones as excerpts), or null. Read
   * here, not from KV: only a reader asking for a long post's full text asks, and a removed post is
   * gone at once.
   */
  async post(id: number): Promise<ForumPost | null> {
    return listedPost(this.sql, id);
  }

  /** Stores a new post (already validated) and returns it once the list with it is published. */
  async createPost(input: NewPostRow): Promise<ForumPost> {
    await this.seedBeforeWrite();
    const row = this.lists.write('forum', () => insertPost(this.sql, input, new Date().toISOString()));
    await this.lists.publish('forum');
    return toPost(row);
  }

  /** What an earlier attempt with this key got, `different` when it sent another post, null when there is none. */
  async postAttemptAnswer(attempt: { key: string; fingerprint: string }): Promise<ReturnType<typeof findAttempt>> {
    return findAttempt(this.sql, attempt, Date.now());
  }

  /**
   * Stores a new post (already validated) sent with an Idempotency-Key, together with the answer it
   * gets, and returns that answer once the list with the post is published; when an attempt with the
   * key got there first (two sent at once), its answer instead, and nothing is stored.
   */
  async createPostOnce(
    input: NewPostRow,
    attempt: { key: string; fingerprint: string },
  ): Promise<(AttemptAnswer & { replayed: boolean }) | 'different'> {
    await this.seedBeforeWrite();
    const now = Date.now();
    const outcome = this.lists.write(
      'forum',
      () => {
        const first = findAttempt(this.sql, attempt, now);
        if (first !== null) return first;
        const row = insertPost(this.sql, input, new Date(now).toISOString());
        const answer = { status: 201, body: JSON.stringify(toPost(row)) };
        recordAttempt(this.sql, attempt, row.id, answer, now);
        return { ...answer, replayed: false };
      },
      (stored) => stored !== 'different' && !stored.replayed,
    );
    if (outcome !== 'different' && !outcome.replayed) await this.lists.publish('forum');
    return outcome;
  }

  /**
   * Stores many posts (already validated) in one transaction, all or none, listed in the order
   * given (the first newest); returns them once the list with them is published.
   */
  async importPosts(posts: ReadonlyArray<NewPostRow>, actor: Actor): Promise<ForumPost[]> {
    await this.seedBeforeWrite();
    const createdAt = new Date().toISOString();
    const created = this.lists.write('forum', () => importPostRows(this.sql, posts, actor, createdAt));
    await this.lists.publish('forum');
    return created;
  }

  /**
   * Sets whether `reader` (a salted hash) likes post `id`: true likes, false takes the like back,
   * undefined turns it over. Returns the count and the reader's state, or null when there is no
   * such post. Only the counts list changes, and only when the like did.
   */
  async like(id: number, reader: string, wanted?: boolean): Promise<LikeState | null> {
    await this.seedBeforeWrite();
    const state = this.lists.write(
      'counts',
      () => setLike(this.sql, id, reader, wanted),
      (result) => result?.changed === true,
    );
    if (state === null) return null;
    if (state.changed) await this.lists.publish('counts');
    return { likes: state.likes, liked: state.liked };
  }

  /** The listed posts `reader` (a salted hash) likes, newest first. */
  async likedBy(reader: string): Promise<number[]> {
    return likedBy(this.sql, reader);
  }

  /** Publishes a news article (already validated), with its audit entry in the same transaction. */
  async createArticle(input: NewArticle, actor: Actor): Promise<NewsArticle> {
    await this.seedBeforeWrite();
    const at = new Date().toISOString();
    const article = this.lists.write('news', () => insertArticle(this.sql, input, actor, at));
    await this.lists.publish('news');
    return article;
  }

  /**
   * Takes a post or article out of the public list (kept REMOVED_KEEP_DAYS for a restore) and
   * records why, in one transaction; null, and nothing written, when there is no such listed item.
   */
  async remove(kind: ItemKind, id: number, actor: Actor, reason: string, now = Date.now()): Promise<AuditEntry | null> {
    await this.seedBeforeWrite();
    const at = new Date(now).toISOString();
    const entry = this.lists.write(
      ITEMS[kind].list,
      () => removeItem(this.sql, kind, id, actor, reason, at),
      (removed) => removed !== null,
    );
    if (!entry) return null;
    this.armAlarm(now + REMOVED_KEEP_MS);
    await this.lists.publish(ITEMS[kind].list);
    return entry;
  }

  /** Brings a removed post (with its likes) or article back into its list; null when it is not removed. */
  async restore(kind: ItemKind, id: number, actor: Actor): Promise<ForumPost | NewsArticle | null> {
    await this.seedBeforeWrite();
    const at = new Date().toISOString();
    const item = this.lists.write(
      ITEMS[kind].list,
      () => restoreItem(this.sql, kind, id, actor, at),
      (restored) => restored !== null,
    );
    if (item) await this.lists.publish(ITEMS[kind].list);
    return item;
  }

  /** Listed or removed posts for the console, searched by text and author, with the total found. */
  async operatorPosts(query: OperatorQuery): Promise<ReturnType<typeof operatorPosts>> {
    return operatorPosts(this.sql, query);
  }

  /** Listed or removed articles for the console, searched by title and source, with the total found. */
  async operatorArticles(query: OperatorQuery): Promise<ReturnType<typeof operatorArticles>> {
    return operatorArticles(this.sql, query);
  }

  /** A page of the audit log, newest first, bounded in entries and in bytes. */
  async auditLog(query: AuditQuery): Promise<{ entries: AuditEntry[]; next: number | null }> {
    return readAudit(this.sql, query);
  }

  /** The audit entries after `afterId`, oldest first, as JSON Lines of about `maxBytes` at most (the export). */
  async auditLines(afterId: number, maxBytes: number): Promise<{ lines: string; last: number | null }> {
    return readAuditLines(this.sql, afterId, maxBytes);
  }

  /**
   * Deletes for good what was removed more than REMOVED_KEEP_DAYS before `now`, and its text from
   * every entry of the audit log about it, with one `purge` entry each; returns how many.
   */
  async purgeRemoved(now = Date.now()): Promise<{ posts: number; articles: number }> {
    const purged = this.ctx.storage.transactionSync(() => purgeRemovedRows(this.sql, now));
    const next = nextPurgeAt(this.sql);
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
    await this.lists.publishPending();
  }

  /** Drops every post and article and seeds again (npm run seed -- --reset). */
  async reset(): Promise<void> {
    this.sql.exec(
      `DELETE FROM posts; DELETE FROM post_likes; DELETE FROM articles; DELETE FROM post_attempts; DELETE FROM meta; DELETE FROM sqlite_sequence;`,
    );
    await this.ensureSeeded();
  }

  /**
   * Seeds a store that has never been seeded before its first write: a deployment whose first
   * request is a write (a like, a new post, an import) would otherwise publish lists without the
   * sample posts and articles, and never seed them, since every later read finds lists in KV.
   */
  private async seedBeforeWrite(): Promise<void> {
    if (readMeta(this.sql, 'seeded') === undefined) await this.ensureSeeded();
  }

  /** Sets the alarm for `at` unless it is already set for sooner. */
  private armAlarm(at: number): void {
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    void this.ctx.storage.setAlarm(at);
  }
}
