// The forum list's byte bound: how many of the newest posts the published list holds.
// Free of value imports, so Node runs it as it is (the benchmark measures the worst case with it).
import type { ForumPost } from './schemas';

/**
 * The newest posts that fit in `maxBytes` of JSON (UTF-8), newest first: what GET /api/forum/posts
 * lists of `posts` (newest first), with FORUM_LIST_MAX_BYTES (limits.ts). The rest stay stored.
 */
export function withinListBudget(posts: readonly ForumPost[], maxBytes: number): ForumPost[] {
  const encoder = new TextEncoder();
  // "[" and "]", then each post and the comma before every post but the first.
  let bytes = 2;
  const kept: ForumPost[] = [];
  for (const post of posts) {
    const size = encoder.encode(JSON.stringify(post)).byteLength + (kept.length > 0 ? 1 : 0);
    if (bytes + size > maxBytes) break;
    bytes += size;
    kept.push(post);
  }
  return kept;
}

/**
 * The characters (grapheme clusters, as a reader sees them) of `text` that fit whole in its first
 * `max` UTF-16 code units, without trailing white space: a long post's content as the list shows
 * it. Never half an emoji, a flag or a letter's accents; a first character longer than `max` (a
 * letter under hundreds of accents) is cut at `max`, never before half of a surrogate pair.
 */
export function excerpt(text: string, max: number): string {
  let end = 0;
  for (const { index, segment } of new Intl.Segmenter().segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  if (end === 0) end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}
