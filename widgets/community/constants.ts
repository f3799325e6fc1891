// Community Hub: docs/behaviour.md#community (the forum, its calls, texts and toasts),
// docs/behaviour.md#relative-time and docs/behaviour.md#timings. The stats and the
// social groups are ours: the spec names them only.
import type { ForumPost as ApiForumPost } from '../../contract/schemas';
import { BRAND } from '../../contract/brand';

/**
 * A post as the forum lists it: the API's post, read leniently (a missing field reads as empty or
 * 0), its id a placeholder string when the entry had none.
 */
export type ForumPost = Omit<ApiForumPost, 'id'> & { id: ApiForumPost['id'] | string };

/** One community figure: its label and its value (as English writes it; each language's in its catalog). */
export type CommunityStat = readonly [label: string, value: string];

/** A social group to join: its name, platform, members and description. */
export type SocialGroup = readonly [name: string, platform: string, members: string, description: string];

export const SECTION_TITLE = 'Community Hub';
export const SECTION_SUBTITLE = `Swap strategies, ask questions and learn alongside thousands of ${BRAND.name} investors.`;

export const FORUM_TITLE = 'Community Forum';
export const NEW_POST_LABEL = 'New Post';
/**
 * Ours: where a reader of an embed page framed by a site that may not write goes to post and like
 * (docs/choices.md#embed-writes): the official page's forum, in a new tab.
 */
export const OFFICIAL_FORUM_URL = `${BRAND.siteUrl}/#community`;
export const POST_ELSEWHERE_LABEL = `Post on ${BRAND.name}`;
/** The like link's name there, `{0}` its count: "Like on Orebit, 3 likes". */
export const LIKE_ELSEWHERE_LABEL = `Like on ${BRAND.name}, {0}`;
/** The refusal a write gets on such a page before it leaves the browser. */
export const READ_ONLY_REFUSAL = {
  code: 'embed_read_only',
  message: `This page may not write to the forum: post and like on the official page (${BRAND.siteUrl}/#community).`,
};

/** The forum's calls (docs/behaviour.md#community); the list is one query key. */
export const POSTS_PATH = '/api/forum/posts';
/** The posts' likes and replies, polled with the list: a like changes only these (docs/api.md). */
export const COUNTS_PATH = '/api/forum/counts';
/** The posts this reader likes, read when the forum opens and after each like (docs/api.md). */
export const LIKES_PATH = '/api/forum/likes';

/** How often the post list is refetched (docs/behaviour.md#community: 30 s). */
export const FORUM_REFRESH_MS = 30_000;

/** The list's loading and empty texts (docs/behaviour.md#community). */
export const LOADING_TEXT = 'Loading posts...';
export const EMPTY_TEXT = 'No posts yet. Be the first to share!';
/** Ours: the spec tells a failed load from an empty list nowhere. */
export const LOAD_ERROR_TEXT = 'Could not load the posts.';
export const RETRY_LABEL = 'Retry';

/** The new-post dialog. */
export const DIALOG_TITLE = 'Create a New Post';
export const DIALOG_DESCRIPTION = 'Share an idea, a question or a result with the community.';
export const SUBMIT_LABEL = 'Create Post';
/** docs/behaviour.md#community: what the submit button reads while the request is pending. */
export const SUBMITTING_LABEL = 'Creating...';
export const BLANK_HINT = 'Add a title and some content to post.';
/** The new-post fields' names. */
export const TITLE_LABEL = 'Title';
export const CONTENT_LABEL = 'Content';

/** The forum's toasts (docs/behaviour.md#community). */
export const CREATED_TOAST = { title: 'Success', description: 'Your post has been created!' } as const;
export const CREATE_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to create post. Please try again.',
  variant: 'destructive',
} as const;
/** Ours: after CREATE_FAILED_TOAST's sentence when this page's site may not post (docs/behaviour.md#community). */
export const ORIGIN_REFUSED = 'This site cannot post to the forum; posts can be made on the official page.';
/**
 * Ours, in the languages other than English, whose readers get no English API message: after that
 * sentence for a write limit, `{0}` the seconds to wait, and for a text rule the API refused.
 */
export const WAIT_REFUSED = 'Too many posts. Try again in {0} s.';
export const TEXT_REFUSED = 'The title or content was not accepted.';
/** Ours: the product leaves a failed like open (docs/behaviour.md#community). */
export const LIKE_FAILED_TOAST = {
  title: 'Error',
  description: 'Could not like the post. Please try again.',
  variant: 'destructive',
} as const;

/** Ours: a long post is listed as an excerpt, its whole text one request away (docs/behaviour.md#community). */
export const SHOW_MORE_LABEL = 'Show more';
export const SHOW_LESS_LABEL = 'Show less';
export const FULL_TEXT_FAILED_TOAST = {
  title: 'Error',
  description: 'Could not load the whole post. Please try again.',
  variant: 'destructive',
} as const;

/** Where the anonymous user id is kept in the browser. */
export const USER_ID_STORAGE_KEY = 'orebit:forum-user-id';

export const STATS_TITLE = 'Community Stats';
export const COMMUNITY_STATS: readonly CommunityStat[] = [
  ['Active Members', '50,000+'],
  ['Posts This Week', '3,240'],
  ['Online Now', '1,872'],
  ['Countries', '120+'],
];

export const GROUPS_TITLE = 'Social Groups';
export const SOCIAL_GROUPS: readonly SocialGroup[] = [
  [`${BRAND.name} Official`, 'Telegram', '28.4K members', 'Announcements, AMAs and launch news first.'],
  [`${BRAND.name} Miners`, 'Discord', '15.9K members', `Hardware, hash rates and ${BRAND.miner} setups.`],
  [`r/${BRAND.name}Investors`, 'Reddit', '9.7K members', 'Long-form strategy threads and weekly recaps.'],
  [`${BRAND.token} Stakers`, 'Twitter/X', '41.2K followers', `Staking tips and ${BRAND.chain} updates in real time.`],
];
