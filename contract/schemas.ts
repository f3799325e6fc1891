// Request and response schemas of the API (zod/mini keeps the Worker small); types come from them.
import * as z from 'zod/mini';

import {
  AUTHOR_MAX,
  CONTENT_MAX,
  IMPORT_POSTS_MAX,
  NEWS_CATEGORIES,
  READER_ID,
  OPERATOR_ROLES,
  REASON_MAX,
  REMOVAL_REASONS,
  SOURCE_MAX,
  TITLE_MAX,
  USER_ID_MAX,
} from './limits';
import { charactersLeft, isBlankText, isWellFormedText, removeHiddenControls } from './text';

export * from './limits';

/**
 * A text field (docs/api.md#text): lone surrogates refused; control characters and bidirectional
 * overrides removed (`multiline` keeps tabs and line breaks); then trimmed, refused when nothing
 * visible is left, and counted in UTF-16 code units, or with `characters` as a reader sees them
 * (charactersLeft, as the community widget's form counts them).
 */
const text = (field: string, max: number, multiline = false, characters = false) =>
  z.string(`${field} must be text`).check(
    z.refine(isWellFormedText, { message: `${field} must be well-formed Unicode (no lone surrogates)`, abort: true }),
    z.overwrite((value) => removeHiddenControls(value, multiline)),
    z.trim(),
    z.refine((value) => !isBlankText(value), { message: `${field} must not be blank`, abort: true }),
    // zod's maxLength counts code points: neither what a reader sees nor JavaScript's length.
    z.refine(
      (value) => (characters ? charactersLeft(value, max) >= 0 : value.length <= max),
      `${field} must be at most ${max} characters`,
    ),
  );

/** POST /api/forum/posts */
const USER_ID_RULE = `userId must be a string or a number of at most ${USER_ID_MAX} characters`;

export const NewPostSchema = z.object(
  {
    title: text('title', TITLE_MAX, false, true),
    content: text('content', CONTENT_MAX, true, true),
    userId: z.union(
      [
        z.string().check(z.maxLength(USER_ID_MAX, USER_ID_RULE)),
        z.number().check(z.refine((n) => Number.isFinite(n) && String(n).length <= USER_ID_MAX, USER_ID_RULE)),
      ],
      USER_ID_RULE,
    ),
  },
  'The body must be a JSON object with title, content and userId.',
);

const READER_RULE = 'userId must be the id the widget keeps for this browser: 8 to 64 letters, digits, - or _';

/** A reader's anonymous id, as a like and GET /api/forum/likes carry it. */
export const ReaderIdSchema = z.string(READER_RULE).check(z.regex(READER_ID, READER_RULE));

/** POST /api/forum/posts/{id}/like: who presses, and optionally what they want (true like, false unlike; none turns it over). */
export const LikeSchema = z.object(
  {
    userId: ReaderIdSchema,
    liked: z.optional(z.boolean('liked must be true or false')),
  },
  'The body must be a JSON object with userId, and optionally liked (true or false).',
);

/** POST /api/admin/forum/posts/bulk (moderator): posts stored as given, e.g. moved from another forum or seeded for a benchmark. */
export const ImportPostsSchema = z.object(
  {
    posts: z
      .array(
        z.object(
          {
            title: text('title', TITLE_MAX, false, true),
            content: text('content', CONTENT_MAX, true, true),
            author: text('author', AUTHOR_MAX),
          },
          'each post must be an object with title, content and author',
        ),
        'posts must be an array',
      )
      .check(
        z.minLength(1, 'posts must not be empty'),
        z.maxLength(IMPORT_POSTS_MAX, `posts must hold at most ${IMPORT_POSTS_MAX} posts: send more in several calls`),
      ),
  },
  'The body must be a JSON object with posts: an array of { title, content, author }.',
);

/** POST /api/admin/news (editor) */
export const NewArticleSchema = z.object(
  {
    source: text('source', SOURCE_MAX),
    title: text('title', TITLE_MAX),
    category: z
      .string('category must be text')
      .check(
        z.trim(),
        z.toLowerCase(),
        z.regex(/^[a-z][a-z-]{0,31}$/, `category must be a word such as ${NEWS_CATEGORIES.join(', ')}`),
      ),
    isOfficial: z._default(z.boolean('isOfficial must be true or false'), true),
  },
  'The body must be a JSON object with source, title, category and isOfficial.',
);
export type NewArticle = z.infer<typeof NewArticleSchema>;

/** A forum post as the API returns it (GET /api/forum/posts lists them, newest first). */
export const ForumPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  likes: z.number(),
  replies: z.number(),
  /** A generic handle derived on the server, never the client's userId. */
  author: z.string(),
  /** In the list only, when `content` is an excerpt (FORUM_EXCERPT_MAX): GET /api/forum/posts/{id} has it whole. */
  truncated: z.optional(z.literal(true)),
});
export type ForumPost = z.infer<typeof ForumPostSchema>;

/**
 * GET /api/forum/counts: the likes and replies of the newest posts, newest first, as
 * `[id, likes, replies]`. Published apart from the list, so a like changes only this.
 */
export type ForumCounts = Array<[id: number, likes: number, replies: number]>;

/** POST /api/forum/posts/{id}/like: the post's count after the press, and whether this reader now likes it. */
export interface LikeAnswer {
  id: number;
  likes: number;
  liked: boolean;
}

/** A news article as the API returns it (GET /api/news lists them, newest first). */
export const NewsArticleSchema = z.object({
  id: z.number(),
  source: z.string(),
  title: z.string(),
  category: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  isOfficial: z.boolean(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

/** One coin's quote. */
const QuoteSchema = z.object({ price: z.number(), changePercent24h: z.number() });
export type Quote = z.infer<typeof QuoteSchema>;

/** GET /api/crypto/prices: quotes by coin id, plus when and where they came from. */
export const PriceFeedSchema = z.catchall(
  z.object({
    /** When the quotes were fetched (ISO 8601); a stale feed keeps its last good time. */
    updatedAt: z.string(),
    source: z.enum(['live', 'stale', 'sample']),
  }),
  z.union([QuoteSchema, z.string()]),
);
export type PriceFeed = z.infer<typeof PriceFeedSchema>;

/** The upstream answer (CoinGecko simple/price with usd and usd_24h_change). */
export const UpstreamPricesSchema = z.record(
  z.string(),
  z.object({
    usd: z.number().check(z.refine(Number.isFinite)),
    usd_24h_change: z.number().check(z.refine(Number.isFinite)),
  }),
);

/** A post or article id from a URL: a positive whole number, or undefined. */
export function parseId(raw: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;
}

/** DELETE /api/admin/forum/posts/{id}, DELETE /api/admin/news/{id} (operators): why it is removed. */
export const RemovalSchema = z.object(
  { reason: text('reason', REASON_MAX) },
  `The body must be a JSON object with reason: one of ${REMOVAL_REASONS.join(', ')}, or your own words.`,
);

/** An operator role, as OPERATOR_ROLES names them. */
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What the audit log keeps of an import: how many posts it created, and their ids in the order given. */
interface ImportRecord {
  count: number;
  ids: number[];
}

/** A post or article the purge deleted, as entries about it keep it: no title, no content. */
type Redacted<T> = Omit<T, 'title' | 'content'> & { redacted: true };

/** One entry of the audit log (GET /api/admin/audit): who did what to which item, and why. */
export interface AuditEntry {
  id: number;
  at: string;
  email: string;
  /** An operator's role, or `system` for what the store does itself (the purge). */
  role: OperatorRole | 'system';
  action:
    | 'post.remove'
    | 'post.restore'
    | 'post.import'
    | 'post.purge'
    | 'article.publish'
    | 'article.remove'
    | 'article.restore'
    | 'article.purge';
  target: { kind: 'post' | 'article'; id: number | null };
  /**
   * What was removed, restored or published, as it stood (redacted once the item is purged); an
   * import's count and the ids it created, never its posts (an entry stays small whatever it
   * records); a purge's time of the removal it ended.
   */
  snapshot:
    ForumPost | NewsArticle | Redacted<ForumPost> | Redacted<NewsArticle> | ImportRecord | { removedAt: string };
  reason: string | null;
  requestId: string;
}

/** A post or article as operators see it: removed ones with when, by whom and why. */
export interface Removal {
  removedAt: string;
  removedBy: string;
  reason: string;
}
