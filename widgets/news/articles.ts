import { readText, readTitledList } from '../_runtime';
import type { NewsArticle } from './constants';

/**
 * The articles to list from a GET /api/news answer, in the order the API sends them (newest
 * first). Anything but an array is no list (docs/behaviour.md#news: "empty or missing"); an entry without a
 * title is skipped, and other missing fields read as empty rather than breaking the widget.
 */
export function readArticles(data: unknown): NewsArticle[] {
  return readTitledList(data, (entry, title, id) => ({
    id,
    source: readText(entry.source),
    title,
    category: readText(entry.category),
    createdAt: readText(entry.createdAt),
    isOfficial: entry.isOfficial === true,
  }));
}
