// Read-your-writes for the forum. The list is published to Workers KV, which is eventually
// consistent: a location that read the list less than 60 s ago may keep serving that copy, so the
// refetch after a post or a like can come back without it. The page therefore keeps the writes the
// server confirmed (the 201's post, the like's new count) and lays them over every list it shows
// until each location must have them. Nothing extra is requested, and nothing depends on cookies,
// so it holds the same on a partner page on another origin.
import type { ForumPost } from './constants';
import { ownWritesMs } from '../../contract/kv';
import { FORUM_REFRESH_MS } from './constants';

/**
 * How long a confirmed write is laid over the list: KV's documented worst case (60 s until every
 * location serves a new value), plus one poll, since a list fetched just before that is shown
 * until the next poll.
 */
export const OWN_WRITES_MS = ownWritesMs(FORUM_REFRESH_MS);

interface Confirmed<T> {
  value: T;
  /** When the server confirmed it (ms since the epoch). */
  at: number;
}

/** A like the server confirmed: the post's count right after it, and whether this reader now likes the post. */
interface ConfirmedLike {
  likes: number;
  liked: boolean;
}

/** One API's confirmed writes: created posts, and this reader's likes by post id. */
export interface OwnWrites {
  posts: Map<string, Confirmed<ForumPost>>;
  likes: Map<string, Confirmed<ConfirmedLike>>;
}

/** An empty record of writes. */
export function createOwnWrites(): OwnWrites {
  return { posts: new Map(), likes: new Map() };
}

/** Keeps a post the server created for this reader. */
export function recordPost(writes: OwnWrites, post: ForumPost, at: number): void {
  writes.posts.set(String(post.id), { value: post, at });
}

/**
 * Keeps what the server answered to this reader's press on post `id`: the count right after it and
 * whether the reader now likes the post. The page sends one press per post at a time, so the last
 * answer is the reader's state.
 */
export function recordLikes(writes: OwnWrites, id: ForumPost['id'], likes: number, liked: boolean, at: number): void {
  writes.likes.set(String(id), { value: { likes, liked }, at });
}

/** Forgets writes older than OWN_WRITES_MS: by then every location lists them. */
function forgetOld(writes: OwnWrites, now: number): void {
  for (const map of [writes.posts, writes.likes] as const) {
    for (const [key, entry] of map) if (now - entry.at >= OWN_WRITES_MS) map.delete(key);
  }
}

/**
 * The list to show: `listed` (newest first, as the API sends it) with this reader's confirmed
 * writes laid over it. A created post the list lacks goes first (nothing listed can be newer
 * than it was); one the list has is shown once, as listed. A list older than the reader's press
 * may lack it: after a like a post shows at least the confirmed count, after taking a like back at
 * most the confirmed count (other readers' likes since show once the window has passed).
 */
export function withOwnWrites(listed: readonly ForumPost[], writes: OwnWrites, now: number): ForumPost[] {
  forgetOld(writes, now);
  const listedIds = new Set(listed.map((post) => String(post.id)));
  const missing = [...writes.posts.values()]
    .filter((entry) => !listedIds.has(String(entry.value.id)))
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.value);
  return [...missing, ...listed].map((post) => {
    const own = writes.likes.get(String(post.id))?.value;
    if (!own) return post;
    const likes = own.liked ? Math.max(post.likes, own.likes) : Math.min(post.likes, own.likes);
    return likes === post.likes ? post : { ...post, likes };
  });
}
