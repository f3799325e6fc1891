import { describe, expect, it } from 'vitest';
import { readPosts } from './posts';

const post = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'DCA or lump sum for a beginner?',
  content: 'I can put $1,000 in now or $50 a week.',
  createdAt: '2025-09-23T12:00:00.000Z',
  likes: 31,
  replies: 22,
  author: 'CuriousWhale083',
  ...overrides,
});

describe('readPosts', () => {
  it('keeps the posts in the order the API sends them', () => {
    const list = [post({ id: 3, title: 'Newest' }), post({ id: 2, title: 'Older' }), post({ id: 1, title: 'Oldest' })];
    expect(readPosts(list)).toEqual(list);
  });

  it('reads anything but an array as no posts', () => {
    for (const data of [undefined, null, {}, { posts: [post()] }, 'posts', 42]) expect(readPosts(data)).toEqual([]);
    expect(readPosts([])).toEqual([]);
  });

  it('skips entries that are not objects or have no title', () => {
    const kept = post({ id: 7 });
    expect(readPosts([null, 'text', 3, post({ title: '' }), post({ title: 42 }), kept])).toEqual([kept]);
  });

  it('reads other missing or mistyped fields as empty or 0', () => {
    expect(readPosts([{ title: 'Bare' }])).toEqual([
      { id: '#0', title: 'Bare', content: '', createdAt: '', likes: 0, replies: 0, author: '' },
    ]);
    expect(readPosts([post({ likes: '12', replies: -3 })])[0]).toMatchObject({ likes: 0, replies: 0 });
    expect(readPosts([post({ likes: Number.POSITIVE_INFINITY, replies: 2.7 })])[0]).toMatchObject({
      likes: 0,
      replies: 2,
    });
  });

  it('keeps markup in titles and content as plain text', () => {
    const title = '<img src=x onerror=alert(1)>';
    expect(readPosts([post({ title, content: '<b>bold</b>' })])[0]).toMatchObject({ title, content: '<b>bold</b>' });
  });
});
