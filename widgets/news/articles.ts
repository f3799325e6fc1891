import type { NewsArticle } from './constants';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The articles to list from a GET /api/news answer, in the order the API sends them (newest
 * first). Anything but an array is no list (spec §4: "empty or missing"); an entry without a
 * title is skipped, and other missing fields read as empty rather than breaking the widget.
 */
export function readArticles(data: unknown): NewsArticle[] {
  if (!Array.isArray(data)) return [];
  const articles: NewsArticle[] = [];
  for (const [index, item] of data.entries()) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const title = text(entry.title);
    if (!title) continue;
    const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? entry.id : `#${index}`;
    articles.push({
      id,
      source: text(entry.source),
      title,
      category: text(entry.category),
      createdAt: text(entry.createdAt),
      isOfficial: entry.isOfficial === true,
    });
  }
  return articles;
}
