// Request and response schemas of the API (zod/mini keeps the Worker small); types come from them.
import * as z from 'zod/mini';

/** Forum post limits, ours: the product itself sets none (docs/behaviour.md#community). */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 5_000;
export const USER_ID_MAX = 64;
/** Largest request body accepted, in bytes. */
export const BODY_MAX_BYTES = 16 * 1024;
/**
 * The newest posts GET /api/forum/posts lists. Older ones stay stored (and can be liked), but every
 * reader polls the list every 30 s, so it must not grow with the forum: 100 posts are about 34 KB.
 */
export const FORUM_LIST_MAX = 100;
/** Most posts one admin import takes, and the largest body it accepts (a bigger import is split). */
export const IMPORT_POSTS_MAX = 500;
export const IMPORT_BODY_MAX_BYTES = 1024 * 1024;
/** Longest author handle an admin import may set. */
export const AUTHOR_MAX = 64;

/** News categories with a badge colour of their own (docs/behaviour.md#colours); anything else shows gray. */
export const NEWS_CATEGORIES = ['bullish', 'bearish', 'news', 'tech', 'milestone'] as const;

const text = (field: string, max: number) =>
  z.string(`${field} must be text`).check(
    z.trim(),
    z.minLength(1, `${field} must not be blank`),
    z.maxLength(max, `${field} must be at most ${max} characters`),
  );

/** POST /api/forum/posts */
const USER_ID_RULE = `userId must be a string or a number of at most ${USER_ID_MAX} characters`;

export const NewPostSchema = z.object(
  {
    title: text('title', TITLE_MAX),
    content: text('content', CONTENT_MAX),
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
export type NewPost = z.infer<typeof NewPostSchema>;

/** POST /api/forum/posts/bulk (admin): posts stored as given, e.g. moved from another forum or seeded for a benchmark. */
export const ImportPostsSchema = z.object(
  {
    posts: z
      .array(
        z.object(
          { title: text('title', TITLE_MAX), content: text('content', CONTENT_MAX), author: text('author', AUTHOR_MAX) },
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
export type ImportPosts = z.infer<typeof ImportPostsSchema>;

/** POST /api/news (admin) */
export const NewArticleSchema = z.object(
  {
  source: text('source', 100),
  title: text('title', TITLE_MAX),
  category: z.string('category must be text').check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z][a-z-]{0,31}$/, `category must be a word such as ${NEWS_CATEGORIES.join(', ')}`),
  ),
  isOfficial: z._default(z.boolean('isOfficial must be true or false'), true),
  },
  'The body must be a JSON object with source, title, category and isOfficial.',
);
export type NewArticle = z.infer<typeof NewArticleSchema>;

/** A forum post as the API returns it (docs/behaviour.md#api, plus the server-derived author). */
export interface ForumPost {
  id: number;
  title: string;
  content: string;
  /** ISO 8601 */
  createdAt: string;
  likes: number;
  replies: number;
  /** A generic handle derived on the server, never the client's userId. */
  author: string;
}

/** A news article as the API returns it (docs/behaviour.md#api). */
export interface NewsArticle {
  id: number;
  source: string;
  title: string;
  category: string;
  /** ISO 8601 */
  createdAt: string;
  isOfficial: boolean;
}

/** One coin's quote. */
export interface Quote {
  price: number;
  changePercent24h: number;
}

/** GET /api/crypto/prices: quotes by coin id, plus when and where they came from. */
export interface PriceFeed {
  /** When the quotes were fetched (ISO 8601); a stale feed keeps its last good time. */
  updatedAt: string;
  source: 'live' | 'stale' | 'sample';
  [coin: string]: Quote | string;
}

/** The upstream answer (CoinGecko simple/price with usd and usd_24h_change). */
export const UpstreamPricesSchema = z.record(
  z.string(),
  z.object({ usd: z.number().check(z.refine(Number.isFinite)), usd_24h_change: z.number().check(z.refine(Number.isFinite)) }),
);

/** A post or article id from a URL: a positive whole number, or undefined. */
export function parseId(raw: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;
}

/** Turns zod issues into one readable sentence: "title: title must not be blank; …". */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
