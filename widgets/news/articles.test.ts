import { describe, expect, it } from 'vitest';
import { readArticles } from './articles';

const article = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  source: 'Market Desk',
  title: 'Bitcoin holds above $114K',
  category: 'bullish',
  createdAt: '2025-09-23T12:00:00.000Z',
  isOfficial: false,
  ...overrides,
});

describe('readArticles', () => {
  it('keeps the articles in the order the API sends them', () => {
    const list = [
      article({ id: 3, title: 'Newest' }),
      article({ id: 2, title: 'Older' }),
      article({ id: 1, title: 'Oldest' }),
    ];
    expect(readArticles(list)).toEqual(list);
  });

  it('reads a missing list, or anything but an array, as no articles', () => {
    for (const data of [undefined, null, {}, { articles: [article()] }, 'news', 42])
      expect(readArticles(data)).toEqual([]);
    expect(readArticles([])).toEqual([]);
  });

  it('skips entries that are not objects or have no title', () => {
    const kept = article({ id: 7 });
    expect(readArticles([null, 'text', 3, article({ title: '' }), article({ title: 42 }), kept])).toEqual([kept]);
  });

  it('reads other missing or mistyped fields as empty, and isOfficial only when it is true', () => {
    expect(readArticles([{ title: 'Bare' }])).toEqual([
      { id: '#0', source: '', title: 'Bare', category: '', createdAt: '', isOfficial: false },
    ]);
    expect(readArticles([article({ isOfficial: 'yes' })])[0]?.isOfficial).toBe(false);
    expect(readArticles([article({ isOfficial: true, id: 'a1' })])[0]).toMatchObject({ isOfficial: true, id: 'a1' });
  });

  it('keeps markup in titles as plain text', () => {
    const title = '<img src=x onerror=alert(1)>';
    expect(readArticles([article({ title })])[0]?.title).toBe(title);
  });
});
