// The forum's likes and replies from GET /api/forum/counts, laid over the list (docs/choices.md#forum-counts).
// Free of the runtime, so the Worker's tests show what the widget shows with the widget's own code.
import type { ForumPost } from './constants';

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/**
 * `posts` with the likes and replies of a GET /api/forum/counts answer (`[id, likes, replies]`
 * entries) laid over them. Counts only grow, and the two answers may come from KV copies of
 * different ages, so a post shows the higher of each; anything unreadable changes nothing.
 */
export function withCounts(posts: ForumPost[], data: unknown): ForumPost[] {
  const counts = new Map<string, unknown[]>();
  if (Array.isArray(data)) for (const entry of data) if (Array.isArray(entry)) counts.set(String(entry[0]), entry);
  return posts.map((post) => {
    const entry = counts.get(String(post.id));
    return entry
      ? { ...post, likes: Math.max(post.likes, count(entry[1])), replies: Math.max(post.replies, count(entry[2])) }
      : post;
  });
}
