import type { ForumPost } from './constants';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

/**
 * The posts to list from a GET /api/forum/posts answer, in the order the API sends them (newest
 * first). Anything but an array is no list; an entry without a title is skipped, other missing
 * fields read as empty or 0 rather than breaking the widget.
 */
export function readPosts(data: unknown): ForumPost[] {
  if (!Array.isArray(data)) return [];
  const posts: ForumPost[] = [];
  for (const [index, item] of data.entries()) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const title = text(entry.title);
    if (!title) continue;
    const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? entry.id : `#${index}`;
    posts.push({
      id,
      title,
      content: text(entry.content),
      createdAt: text(entry.createdAt),
      likes: count(entry.likes),
      replies: count(entry.replies),
      author: text(entry.author),
    });
  }
  return posts;
}

/** A count with its noun: 1 → "1 like", 12 → "12 likes". */
export function countLabel(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
