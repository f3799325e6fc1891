// The forum's writes (docs/behaviour.md#community). Success refetches the list; a new post's id goes to the host page.
// What the server confirmed is kept for the list to show at once (own-writes.ts).
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { apiRequest, invalidateQuery, queryUrl, readText } from '../_runtime';
import { writeSender } from '../_runtime/write-access';
import { COUNTS_PATH, LIKES_PATH, POSTS_PATH, READ_ONLY_REFUSAL } from './constants';
import { createOwnWrites, recordLikes, recordPost, type OwnWrites } from './own-writes';
import type { PostAttempt } from './post-attempt';
import { readPosts } from './posts';
import { anonymousUserId } from './user-id';

let pageUserId: string | undefined;
const confirmedWrites = new Map<string, OwnWrites>();

/** This browser's anonymous id, kept for the page even where storage is unavailable. */
function userId(): string {
  return (pageUserId ??= anonymousUserId(() => window.localStorage));
}

/** The writes the API at `api` confirmed to this page, for the list to lay over what it reads. */
export function ownWrites(api: string): OwnWrites {
  let writes = confirmedWrites.get(api);
  if (!writes) confirmedWrites.set(api, (writes = createOwnWrites()));
  return writes;
}

/** A write, sent as this page sends writes (_runtime/write-access.ts); refused here where the page may not write. */
async function write(url: string, data?: unknown, headers?: Record<string, string>): Promise<Response> {
  const send = await writeSender();
  // Only an embed page's script (one that hydrates) can be given no writer (write-access.ts).
  if (__OREBIT_HYDRATE__ && !send) throw new Error(`403: ${JSON.stringify({ error: READ_ONLY_REFUSAL })}`);
  return apiRequest('POST', url, data, headers, send as typeof fetch);
}

/**
 * POST /api/forum/posts with the attempt's (trimmed) title and content and its Idempotency-Key, so
 * a retry of the attempt is stored once; fails on any non-OK answer.
 */
export async function createPost(api: string, attempt: PostAttempt): Promise<{ id: number; title: string }> {
  const res = await write(
    queryUrl(api, [POSTS_PATH]),
    { title: attempt.title, content: attempt.content, userId: userId() },
    { [IDEMPOTENCY_KEY_HEADER]: attempt.key },
  );
  const created = (await res.json().catch(() => null)) as { id?: unknown } | null;
  const [post] = readPosts([created]);
  if (post && created?.id !== undefined) recordPost(ownWrites(api), post, Date.now());
  return { id: Number(created?.id), title: attempt.title };
}

/**
 * POST /api/forum/posts/{id}/like: sets this reader's like of post `id` to `liked` (one per reader;
 * false takes it back) and answers whether the server now counts it; fails on any non-OK answer.
 */
export async function likePost(api: string, id: string | number, liked: boolean): Promise<boolean> {
  const res = await write(queryUrl(api, [POSTS_PATH, encodeURIComponent(String(id)), 'like']), {
    userId: userId(),
    liked,
  });
  const answer = (await res.json().catch(() => null)) as { likes?: unknown; liked?: unknown } | null;
  const confirmed = typeof answer?.liked === 'boolean' ? answer.liked : liked;
  if (typeof answer?.likes === 'number' && Number.isFinite(answer.likes))
    recordLikes(ownWrites(api), id, answer.likes, confirmed, Date.now());
  return confirmed;
}

/** GET /api/forum/posts/{id}: a post's whole content (the list has long ones as excerpts); fails on any non-OK answer. */
export async function fullContent(api: string, id: string | number): Promise<string> {
  const res = await apiRequest('GET', queryUrl(api, [POSTS_PATH, encodeURIComponent(String(id))]));
  return readText(((await res.json()) as { content?: unknown } | null)?.content);
}

/** The query key of the posts this reader likes (GET /api/forum/likes?userId=…). */
export const likedKey = (): string[] => [`${LIKES_PATH}?userId=${encodeURIComponent(userId())}`];

/** Refetches the post list, its counts and this reader's likes now (after a new post, a like or a Retry). */
export async function refetchPosts(api: string): Promise<void> {
  await Promise.all([
    invalidateQuery(api, [POSTS_PATH]),
    invalidateQuery(api, [COUNTS_PATH]),
    invalidateQuery(api, likedKey()),
  ]);
}
