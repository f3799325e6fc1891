import { DurableObject } from 'cloudflare:workers';
import {
  REMOVED_KEEP_DAYS,
  type AuditEntry,
  type ForumPost,
  type NewArticle,
  type NewsArticle,
} from '../../contract/schemas';
import { appendAudit, readAudit, readAuditLines, recordPurge, type Actor, type AuditQuery } from './audit-log';
import { CONTENT_MIGRATIONS } from './content-migrations';
import {
  ITEMS,
  publicArticles,
  publicPosts,
  toArticle,
  toItem,
  toPost,
  type ArticleRow,
  type ItemKind,
  type PostRow,
} from './content-rows';
import { ListPublisher, type List, type ListState } from './list-publisher';
import { readMeta, writeMeta } from './meta';
import { migrate } from './migrations';
import { operatorArticles, operatorPosts, type OperatorQuery } from './operator-queries';
import {
  findAttempt,
  forgetAttemptsOf,
  forgetExpiredAttempts,
  recordAttempt,
  type AttemptAnswer,
} from './post-attempts';
import { SAMPLE_NEWS, SAMPLE_POSTS } from './seed';

// Every forum and news write goes through this one Durable Object. Its SQLite storage is
// transactional and it runs one request's synchronous SQL at a time, so concurrent likes and
// posts are never lost (KV alone is last-write-wins, 1 write/s per key). Each write is published
// to KV by the list publisher (list-publisher.ts); one alarm both republishes what has not landed
// and purges what was removed long enough ago.

/** What the store reads from the Worker's environment (the Worker's Env extends it). */
export interface ContentStoreEnv {
  /** Published lists (forum, news), the latest prices and released files: what every GET reads. */
  DATA: KVNamespace;
}

/** A new post as the store takes it: validated, with its author's handle. */
type NewPostRow = { title: string; content: string; author: string };

/** How long a removed post or article waits for a restore before the alarm purges it. */
const REMOVED_KEEP_MS = REMOVED_KEEP_DAYS * 24 * 60 * 60 * 1000;

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

  /** Seeds the sample posts and articles once (never again, even after they are deleted) and publishes both lists. */
  async ensureSeeded(): Promise<{ forum: ForumPost[]; news: NewsArticle[] }> {
    if (readMeta(this.sql, 'seeded') === undefined) {
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
        writeMeta(this.sql, 'seeded', new Date(now).toISOString());
        this.lists.changed('forum');
        this.lists.changed('news');
      });
    }
    await Promise.all([this.lists.publish('forum'), this.lists.publish('news')]);
    return { forum: publicPosts(this.sql), news: publicArticles(this.sql) };
  }

  /** Stores a new post (already validated) and returns it once the list with it is published. */
  async createPost(input: NewPostRow): Promise<ForumPost> {
    const row = this.lists.write('forum', () => this.insertPost(input, new Date().toISOString()));
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
    const now = Date.now();
    const outcome = this.lists.write(
      'forum',
      () => {
        const first = findAttempt(this.sql, attempt, now);
        if (first !== null) return first;
        const row = this.insertPost(input, new Date(now).toISOString());
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
    const createdAt = new Date().toISOString();
    const created = this.lists.write('forum', () => {
      // Inserted last to first: the list orders by time, then by id, newest first.
      const rows = [...posts]
        .reverse()
        .map((p) => this.insertPost(p, createdAt))
        .reverse()
        .map(toPost);
      // The count and the ids, not the posts: 500 posts at the body's limit are 1 MB, and the log keeps
      // every entry for good.
      appendAudit(this.sql, actor, {
        action: 'post.import',
        target: { kind: 'post', id: null },
        snapshot: { count: rows.length, ids: rows.map((p) => p.id) },
        reason: null,
        at: createdAt,
      });
      return rows;
    });
    await this.lists.publish('forum');
    return created;
  }

  /** Adds one like; returns the new count, or null when there is no such post. */
  async like(id: number): Promise<number | null> {
    const rows = this.lists.write(
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
    await this.lists.publish('forum');
    return rows[0]!.likes;
  }

  /** Publishes a news article (already validated), with its audit entry in the same transaction. */
  async createArticle(input: NewArticle, actor: Actor): Promise<NewsArticle> {
    const at = new Date().toISOString();
    const article = this.lists.write('news', () => {
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
    await this.lists.publish('news');
    return article;
  }

  /**
   * Takes a post or article out of the public list (kept REMOVED_KEEP_DAYS for a restore) and
   * records why, in one transaction; null, and nothing written, when there is no such listed item.
   */
  async remove(kind: ItemKind, id: number, actor: Actor, reason: string, now = Date.now()): Promise<AuditEntry | null> {
    const at = new Date(now).toISOString();
    const entry = this.lists.write(
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
        const snapshot = toItem(kind, row);
        return appendAudit(this.sql, actor, { action: `${kind}.remove`, target: { kind, id }, snapshot, reason, at });
      },
      (removed) => removed !== null,
    );
    if (!entry) return null;
    this.armAlarm(now + REMOVED_KEEP_MS);
    await this.lists.publish(ITEMS[kind].list);
    return entry;
  }

  /** Brings a removed post (with its likes) or article back into its list; null when it is not removed. */
  async restore(kind: ItemKind, id: number, actor: Actor): Promise<ForumPost | NewsArticle | null> {
    const at = new Date().toISOString();
    const item = this.lists.write(
      ITEMS[kind].list,
      () => {
        const row = this.sql
          .exec<PostRow | ArticleRow>(
            `UPDATE ${ITEMS[kind].table} SET removed_at = NULL WHERE id = ? AND removed_at IS NOT NULL RETURNING *`,
            id,
          )
          .toArray()[0];
        if (!row) return null;
        const restored = toItem(kind, row);
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
    const cutoff = new Date(now - REMOVED_KEEP_MS).toISOString();
    const run = { at: new Date(now).toISOString(), requestId: `purge-${crypto.randomUUID()}` };
    const purge = (kind: ItemKind): number => {
      const rows = this.sql
        .exec<{ id: number; removed_at: string }>(
          `DELETE FROM ${ITEMS[kind].table} WHERE removed_at <= ? RETURNING id, removed_at`,
          cutoff,
        )
        .toArray();
      for (const row of rows) {
        recordPurge(this.sql, kind, row.id, row.removed_at, run);
        // A new post's stored answer holds its text.
        if (kind === 'post') forgetAttemptsOf(this.sql, row.id);
      }
      return rows.length;
    };
    const purged = this.ctx.storage.transactionSync(() => {
      forgetExpiredAttempts(this.sql, now);
      return { posts: purge('post'), articles: purge('article') };
    });
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
    await this.lists.publishPending();
  }

  /** Drops every post and article and seeds again (npm run seed -- --reset). */
  async reset(): Promise<void> {
    this.sql.exec(
      `DELETE FROM posts; DELETE FROM articles; DELETE FROM post_attempts; DELETE FROM meta; DELETE FROM sqlite_sequence;`,
    );
    await this.ensureSeeded();
  }

  /** Inserts one post created at `at`; call it inside the write's transaction. */
  private insertPost(input: NewPostRow, at: string): PostRow {
    return this.sql
      .exec<PostRow>(
        'INSERT INTO posts (title, content, created_at, author) VALUES (?, ?, ?, ?) RETURNING *',
        input.title,
        input.content,
        at,
        input.author,
      )
      .one();
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

  /** Sets the alarm for `at` unless it is already set for sooner. */
  private armAlarm(at: number): void {
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    void this.ctx.storage.setAlarm(at);
  }
}
