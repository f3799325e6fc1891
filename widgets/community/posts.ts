import { readText, readTitledList } from '../_runtime';
import type { ForumPost } from './constants';

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

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
    likes: count(entry.likes),
    replies: count(entry.replies),
    author: readText(entry.author),
    // Only when the list sent an excerpt: the whole text is one request away.
    ...(entry.truncated === true ? { truncated: true as const } : {}),
  }));
}

/** A count with its noun: 1 → "1 like", 12 → "12 likes". */
export function countLabel(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
