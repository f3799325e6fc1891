import { readText, readTitledList } from '../_runtime';
import type { ForumPost } from './constants';
import { count } from './counts';

/**
 * The posts to list from a GET /api/forum/posts answer, in the order the API sends them (newest
 * first). Anything but an array is no list; an entry without a title is skipped, other missing
 * fields read as empty or 0 rather than breaking the widget.
 */
export function readPosts(data: unknown): ForumPost[] {
  return readTitledList(data, (entry, title, id) => ({
    id,
    title,
    content: readText(entry.content),
    createdAt: readText(entry.createdAt),
    likes: count(entry.likes, 0),
    replies: count(entry.replies, 0),
    author: readText(entry.author),
    // Only when the list sent an excerpt: the whole text is one request away.
    ...(entry.truncated === true ? { truncated: true as const } : {}),
  }));
}
