// The forum's likes and replies from GET /api/forum/counts, laid over the list (docs/choices.md#forum-counts).
// Free of the runtime, so the Worker's tests show what the widget shows with the widget's own code.
import type { ForumPost } from './constants';

/** A count from an answer (this one's, or the list's: posts.ts), or `fallback` when it is not one. */
export const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;

/**
 * `posts` with the likes and replies of a GET /api/forum/counts answer (`[id, likes, replies]`
 * entries) laid over them. The counts are republished on every like and the list only with its
 * posts, so a post shows the counts' likes (which fall when a reader takes theirs back) and the
 * higher of the replies; anything unreadable changes nothing.
 */
export function withCounts(posts: ForumPost[], data: unknown): ForumPost[] {
  const counts = new Map<string, unknown[]>();
  if (Array.isArray(data)) for (const entry of data) if (Array.isArray(entry)) counts.set(String(entry[0]), entry);
  return posts.map((post) => {
    const entry = counts.get(String(post.id));
    return entry
      ? { ...post, likes: count(entry[1], post.likes), replies: Math.max(post.replies, count(entry[2], 0)) }
      : post;
  });
}
