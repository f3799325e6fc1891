import { describe, expect, it } from 'vitest';
import { withCounts } from './counts';
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

describe('withCounts', () => {
  const listed = () => readPosts([post({ id: 3, likes: 2, replies: 0 }), post({ id: 2, likes: 9, replies: 4 })]);

  it('shows the counts answer’s likes and replies on the posts it names', () => {
    expect(withCounts(listed(), [[3, 5, 1]]).map(({ id, likes, replies }) => [id, likes, replies])).toEqual([
      [3, 5, 1],
      [2, 9, 4],
    ]);
  });

  it('shows the counts’ likes, which fall when a reader takes a like back, and the higher of the replies', () => {
    expect(withCounts(listed(), [[2, 7, 3]])[1]).toMatchObject({ likes: 7, replies: 4 });
  });

  it('changes nothing for an answer it cannot read', () => {
    for (const data of [undefined, null, {}, 'counts', [null, 'x', [3, 'many', -1]]])
      expect(withCounts(listed(), data)).toEqual(listed());
  });
});
