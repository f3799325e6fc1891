import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ForumCounts, ForumPost } from '../../contract/schemas';
import { LIKES_PER_NETWORK, POSTS_PER_HANDLE, POSTS_PER_NETWORK } from '../domain/forum/write-limits';
import { clientNetwork } from '../http/client-address';
import { errorOf, getJson, newReader, postJson } from './helpers';

const post = (title: string) => ({ title, content: 'Is staking paid daily?', userId: 'u-1' });

/** The limiter instance of a limit's name and key, as the Worker names it. */
const limiter = (name: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name));

/** Retry-After of a 429, as a number of seconds. */
const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));

describe('clientNetwork', () => {
  it.each([
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:ffff:1:2:3', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['192.0.2.7', '192.0.2.7'],
    ['local', 'local'],
  ])('keys %s as %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});

describe('post limits, per network', () => {
  it('gives two addresses of one /64 one allowance, and another /64 its own', async () => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const first = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postJson('/api/forum/posts', post(`Net A ${i}`), { ip: '2001:db8::1' })),
    );
    expect(first.map((r) => r.status)).toEqual(Array(5).fill(201));
    const authors = new Set(await Promise.all(first.map(async (r) => ((await r.json()) as ForumPost).author)));

    const sameNetwork = await postJson('/api/forum/posts', post('Net A again'), { ip: '2001:db8::2' });
    expect(sameNetwork.status).toBe(429);
    const seconds = retryAfter(sameNetwork);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    const error = await errorOf(sameNetwork);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe(
      `Too many posts from your network: at most 5 a minute. Please try again in ${seconds} s.`,
    );

    const otherNetwork = await postJson('/api/forum/posts', post('Net B'), { ip: '2001:db8:0:1::1' });
    expect(otherNetwork.status).toBe(201);
    const other = (await otherNetwork.json()) as ForumPost;

    // One handle for the whole /64, another for the next /64.
    expect(authors.size).toBe(1);
    expect(other.author).not.toBe([...authors][0]);

    const after = await getJson<ForumPost[]>('/api/forum/posts');
    expect(after.length).toBe(before.length + 6);
    expect(after.map((p) => p.title)).not.toContain('Net A again');
  });

  it('refuses the sixth of ten concurrent posts from one network, and stores none of the five refused', async () => {
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postJson('/api/forum/posts', post(`Burst ${i}`), { ip: `2001:db8:5:5::${i + 1}` }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    const after = await getJson<ForumPost[]>('/api/forum/posts');
    expect(after.length).toBe(before.length + 5);
  });
});

describe('the sliding window', () => {
  // The limiter takes the time from its caller here; the Worker lets it read its own clock.
  const nextMinute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;

  it('refuses 5 of 10 posts sent within one second across a minute boundary', async () => {
    const stub = limiter('test:two-windows');
    const times = [
      ...Array.from({ length: 5 }, (_, i) => nextMinute - 400 + i * 10), // :59.6
      ...Array.from({ length: 5 }, (_, i) => nextMinute + 600 + i * 10), // :00.6
    ];
    const results = [];
    for (const at of times) results.push(await stub.take(POSTS_PER_NETWORK, at));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false, false, false, false]);
    // The first slot frees 60 s after the first post: 59 s after :00.6.
    expect(results[5]).toEqual({ allowed: false, retryAfterMs: 59_000 });
    expect(await stub.take(POSTS_PER_NETWORK, nextMinute - 400 + 59_999)).toMatchObject({ allowed: false });
    expect(await stub.take(POSTS_PER_NETWORK, nextMinute - 400 + 60_000)).toMatchObject({ allowed: true });
  });

  it('holds over any 60 s: a steady post every 12 s passes, one more in between does not', async () => {
    const stub = limiter('test:steady');
    for (let i = 0; i < 20; i++) {
      expect(await stub.take(POSTS_PER_NETWORK, nextMinute + i * 12_000)).toMatchObject({ allowed: true });
      // From the fifth on, every 60 s span ending here holds 5 already.
      if (i >= 4)
        expect(await stub.take(POSTS_PER_NETWORK, nextMinute + i * 12_000 + 6_000)).toEqual({
          allowed: false,
          retryAfterMs: 6_000,
        });
    }
  });
});

describe('post limits, per handle and overall', () => {
  it('refuses a handle over 20 posts an hour, whatever its network allows, and the refusal uses up nothing', async () => {
    const ip = '2001:db8:7:7::1';
    const first = await postJson('/api/forum/posts', post('Handle 1'), { ip });
    expect(first.status).toBe(201);
    const { author } = (await first.json()) as ForumPost;
    // 19 more posts under this handle within the hour (the network's minute would refuse them here).
    for (let i = 0; i < POSTS_PER_HANDLE.limit - 1; i++) {
      expect(await limiter(`posts_per_handle:${author}`).take(POSTS_PER_HANDLE)).toMatchObject({ allowed: true });
    }
    const before = await getJson<ForumPost[]>('/api/forum/posts');
    const refused = await postJson('/api/forum/posts', post('Handle 21'), { ip });
    expect(refused.status).toBe(429);
    const seconds = retryAfter(refused);
    expect(seconds).toBeGreaterThan(3_500);
    expect(seconds).toBeLessThanOrEqual(3_600);
    expect((await errorOf(refused)).message).toBe(
      `Too many posts as ${author}: at most 20 an hour. Please try again in ${seconds} s.`,
    );
    expect(await getJson<ForumPost[]>('/api/forum/posts')).toEqual(before);
    // The network still has 4 of its 5: the refused post was given back.
    const network = limiter('posts_per_network:2001:db8:7:7::/64');
    for (let i = 0; i < 4; i++) expect(await network.take(POSTS_PER_NETWORK)).toMatchObject({ allowed: true });
    expect(await network.take(POSTS_PER_NETWORK)).toMatchObject({ allowed: false });
  });
});

describe('like limits', () => {
  it('allows 30 likes a minute per /64, however many addresses it uses', async () => {
    const [target] = await getJson<ForumPost[]>('/api/forum/posts');
    // Likes reach readers through the counts (docs/choices.md#forum-counts).
    const likesNow = async () =>
      (await getJson<ForumCounts>('/api/forum/counts')).find(([id]) => id === target!.id)![1];
    const before = await likesNow();
    const like = (ip: string) => postJson(`/api/forum/posts/${target!.id}/like`, { userId: newReader() }, { ip });
    const responses = await Promise.all(
      Array.from({ length: LIKES_PER_NETWORK.limit + 2 }, (_, i) => like(`2001:db8:9:9::${(i + 1).toString(16)}`)),
    );
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.body?.cancel()));
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.filter((s) => s === 429).length).toBe(2);
    expect(await likesNow()).toBe(before + 30);
    expect((await like('2001:db8:9:a::1')).status).toBe(200);
  });
});
