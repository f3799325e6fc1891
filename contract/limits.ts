// The API's limits as plain constants: the request schemas enforce them, and widgets import them
// at run time without pulling zod into their bundles.

/**
 * Longest forum post title and content, in characters as a reader sees them (grapheme clusters),
 * and at most twice as many UTF-16 code units (contract/text.ts, charactersLeft).
 */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 5_000;
/** Longest userId a new post may carry. */
export const USER_ID_MAX = 64;
/**
 * The anonymous id a like is sent with (the widget's per-browser id, a UUID where the browser has
 * one): 8 to 64 letters, digits, `-` or `_`. One like per post per id.
 */
export const READER_ID = /^[\w-]{8,64}$/;
/** Largest request body accepted, in bytes. */
export const BODY_MAX_BYTES = 16 * 1024;
/**
 * Largest new post body, in bytes: a title and content at their longest in code units (400 and
 * 10,000), at 3 bytes each as JSON (UTF-8), fit, so whatever the counter allows can be sent.
 */
export const NEW_POST_BODY_MAX_BYTES = 32 * 1024;
/**
 * The newest posts GET /api/forum/posts lists. Older ones stay stored (and can be liked), but every
 * reader polls the list every 30 s, so it must not grow with the forum: 100 posts are about 34 KB.
 */
export const FORUM_LIST_MAX = 100;
/**
 * The list's largest size, in bytes of JSON (UTF-8): the newest posts that fit. Compression cannot
 * make text larger by more than a few dozen bytes, so even incompressible posts at their longest
 * reach a reader as at most 128 KB; ordinary posts (about 340 bytes) fit all 100.
 */
export const FORUM_LIST_MAX_BYTES = 120 * 1024;
/**
 * The longest content a listed post shows, in UTF-16 code units: a longer one is listed as an
 * excerpt (`truncated: true`) and GET /api/forum/posts/{id} has it whole. With a title's 400 code
 * units at most, a listed post is at most about 2.4 KB of JSON, so at least 50 of the newest fit
 * the list's bound whatever they hold (FORUM_LIST_MIN_POSTS).
 */
export const FORUM_EXCERPT_MAX = 280;
/** The fewest of the newest posts the list holds, whatever their length (at most 120 KB together). */
export const FORUM_LIST_MIN_POSTS = 50;
/** Most posts one admin import takes, and the largest body it accepts (a bigger import is split). */
export const IMPORT_POSTS_MAX = 500;
export const IMPORT_BODY_MAX_BYTES = 1024 * 1024;
/** Longest author handle an admin import may set. */
export const AUTHOR_MAX = 64;
/** Longest news source name. */
export const SOURCE_MAX = 100;

/** News categories with a badge colour of their own; anything else shows gray. */
export const NEWS_CATEGORIES = ['bullish', 'bearish', 'news', 'tech', 'milestone'] as const;

/** Operator roles: moderator (forum posts), editor (news), admin (both, and the audit log's export). */
export const OPERATOR_ROLES = ['moderator', 'editor', 'admin'] as const;
/** The reasons the console offers for a removal; any other text of at most REASON_MAX characters is accepted too. */
export const REMOVAL_REASONS = ['spam', 'scam', 'abuse', 'off-topic', 'duplicate', 'personal data'] as const;
export const REASON_MAX = 500;
/** How long a removed post or article is kept for a restore before it is purged. */
export const REMOVED_KEEP_DAYS = 30;
/** Audit entries and operator list items per page, at most. */
export const OPERATOR_PAGE_MAX = 100;
/**
 * The largest audit page, in bytes of its JSON answer: a page holds fewer entries than asked for
 * rather than grow past it, so a page stays far below the Durable Object's 32 MiB RPC limit
 * whatever its entries hold.
 */
export const AUDIT_PAGE_MAX_BYTES = 256 * 1024;
