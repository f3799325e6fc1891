import { describe, expect, it } from 'vitest';
import type { ForumPost } from './constants';
import { createOwnWrites, OWN_WRITES_MS, recordLikes, recordPost, withOwnWrites } from './own-writes';

const post = (id: number, overrides: Partial<ForumPost> = {}): ForumPost => ({
  id,
  title: `Post ${id}`,
  content: 'Body',
  createdAt: '2026-11-23T12:00:00.000Z',
  likes: 0,
  replies: 0,
  author: 'CalmMiner517',
  ...overrides,
});

const ids = (posts: ForumPost[]) => posts.map((p) => p.id);

describe('withOwnWrites', () => {
  it('returns the list as sent when this reader wrote nothing', () => {
    const listed = [post(2), post(1)];
    expect(withOwnWrites(listed, createOwnWrites(), 0)).toEqual(listed);
  });

  it('puts a confirmed post the stale list lacks first', () => {
    const writes = createOwnWrites();
    recordPost(writes, post(3, { title: 'Mine' }), 1_000);
    expect(ids(withOwnWrites([post(2), post(1)], writes, 1_000))).toEqual([3, 2, 1]);
  });

  it('shows a post once when the list holds it too, as listed', () => {
    const writes = createOwnWrites();
    recordPost(writes, post(3, { replies: 0 }), 1_000);
    const shown = withOwnWrites([post(3, { replies: 2 }), post(2)], writes, 2_000);
    expect(ids(shown)).toEqual([3, 2]);
    expect(shown[0]!.replies).toBe(2);
  });

  it('keeps showing the post when a later refetch comes from a location that is staler still', () => {
    const writes = createOwnWrites();
    recordPost(writes, post(3), 0);
    expect(ids(withOwnWrites([post(3), post(2)], writes, 10_000))).toEqual([3, 2]);
    expect(ids(withOwnWrites([post(2)], writes, 20_000))).toEqual([3, 2]);
  });

  it('lists several own posts newest first', () => {
    const writes = createOwnWrites();
    recordPost(writes, post(3), 1_000);
    recordPost(writes, post(4), 2_000);
    expect(ids(withOwnWrites([post(1)], writes, 3_000))).toEqual([4, 3, 1]);
  });

  it('shows at least the confirmed count after a like, which a list from before it lacks', () => {
    const writes = createOwnWrites();
    recordLikes(writes, 2, 18, true, 1_000);
    expect(withOwnWrites([post(2, { likes: 17 })], writes, 1_000)[0]!.likes).toBe(18);
    expect(withOwnWrites([post(2, { likes: 25 })], writes, 1_000)[0]!.likes).toBe(25);
  });

  it('shows at most the confirmed count after a like is taken back, which a list from before still counts', () => {
    const writes = createOwnWrites();
    recordLikes(writes, 2, 17, false, 1_000);
    expect(withOwnWrites([post(2, { likes: 18 })], writes, 1_000)[0]!.likes).toBe(17);
    expect(withOwnWrites([post(2, { likes: 12 })], writes, 1_000)[0]!.likes).toBe(12);
  });

  it("counts a like on the reader's own post before the list has either", () => {
    const writes = createOwnWrites();
    recordPost(writes, post(5), 1_000);
    recordLikes(writes, '5', 1, true, 1_100);
    expect(withOwnWrites([post(1)], writes, 1_200)[0]).toMatchObject({ id: 5, likes: 1 });
  });

  it("keeps the reader's last answer: a like then taking it back shows the count without it", () => {
    const writes = createOwnWrites();
    recordLikes(writes, 2, 20, true, 1_000);
    recordLikes(writes, 2, 19, false, 1_001);
    expect(withOwnWrites([post(2, { likes: 20 })], writes, 1_002)[0]!.likes).toBe(19);
  });

  it('forgets writes once every location lists them (60 s) and one poll showed it', () => {
    const writes = createOwnWrites();
    recordPost(writes, post(3), 0);
    recordLikes(writes, 2, 9, true, 0);
    expect(OWN_WRITES_MS).toBe(90_000);
    expect(ids(withOwnWrites([post(2)], writes, OWN_WRITES_MS - 1))).toEqual([3, 2]);
    const later = withOwnWrites([post(2, { likes: 1 })], writes, OWN_WRITES_MS);
    expect(ids(later)).toEqual([2]);
    expect(later[0]!.likes).toBe(1);
    expect(writes.posts.size + writes.likes.size).toBe(0);
  });
});
