import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { networkBlocks } from '../http/client-address';
import { BASE, errorOf } from './helpers';

// No lockout of the many by the few (docs/choices.md#fair-ceiling): the forum's ceiling fills, but a
// network with no post in the last minute still posts, and the networks of one block (an IPv6 /48
// or /32, an IPv4 /24) share a part of the ceiling. Run with production's ceiling, 30 a minute.

const PRODUCTION = { FORUM_POSTS_PER_MINUTE: '30' };

/** POSTs a new post from `ip` to the Worker with production's ceiling. */
async function postFrom(ip: string, title: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify({ title, content: 'Under a flood', userId: 1 }),
    }),
    { ...env, ...PRODUCTION },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const limiter = (name: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name));

describe('networkBlocks', () => {
  it.each([
    ['2001:db8:aaaa:1::/64', ['2001:db8:aaaa::/48', '2001:db8::/32']],
    ['2001:db8:0:0::/64', ['2001:db8:0::/48', '2001:db8::/32']],
    ['192.0.2.7', ['192.0.2.0/24']],
    ['local', []],
  ])('puts %s in %j', (network, blocks) => {
    expect(networkBlocks(network)).toEqual(blocks);
  });
});

describe('a shared ceiling', () => {
  const rule = { limit: 3, hardLimit: 5, windowMs: 60_000 };
  const t0 = 1_000_000;

  it('takes its limit from anyone, then one from each unit with none in the window, up to its hard limit', async () => {
    const stub = limiter('test:shares');
    const take = (unit: string, at: number) => stub.takeShare(rule, unit, at);
    expect(await take('a', t0)).toEqual({ allowed: true, stamp: t0 });
    expect(await take('a', t0 + 1_000)).toMatchObject({ allowed: true });
    expect(await take('b', t0 + 2_000)).toMatchObject({ allowed: true });
    // Full: a unit that took a slot waits until the ceiling has one, or it has none in the window.
    expect(await take('a', t0 + 3_000)).toEqual({ allowed: false, retryAfterMs: 57_000 });
    expect(await take('b', t0 + 3_000)).toEqual({ allowed: false, retryAfterMs: 57_000 });
    // A newcomer passes, up to the hard limit; past it nobody does.
    expect(await take('c', t0 + 4_000)).toMatchObject({ allowed: true });
    expect(await take('d', t0 + 5_000)).toMatchObject({ allowed: true });
    expect(await take('e', t0 + 6_000)).toEqual({ allowed: false, retryAfterMs: 54_000 });
    // The first slots leave the window: below the hard limit again, a newcomer passes.
    expect(await take('e', t0 + 60_001)).toMatchObject({ allowed: true });
  });

  it('gives a refunded slot back', async () => {
    const stub = limiter('test:shares-refund');
    for (const unit of ['a', 'b', 'c']) await stub.takeShare(rule, unit, t0);
    const last = await stub.takeShare(rule, 'd', t0 + 1);
    expect(last).toMatchObject({ allowed: true });
    await stub.refund(t0 + 1);
    expect(await stub.takeShare(rule, 'e', t0 + 2)).toMatchObject({ allowed: true });
    expect(await stub.takeShare(rule, 'f', t0 + 3)).toMatchObject({ allowed: true });
    expect(await stub.takeShare(rule, 'g', t0 + 4)).toMatchObject({ allowed: false });
  });
});

describe('the forum under a flood', () => {
  it('lets ten readers from other networks post at their first attempt while 100 networks of one /48 and 20 IPv4 addresses flood it', async () => {
    const attackers = [
      ...Array.from({ length: 100 }, (_, i) => `2001:db8:aaaa:${(i + 1).toString(16)}::1`),
      ...Array.from({ length: 20 }, (_, i) => `203.0.${113 + i}.9`),
    ];
    // Six rounds: every attacking network sends more than its five a minute.
    const accepted = new Map<string, number>();
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(attackers.map((ip) => postFrom(ip, `Flood ${round} from ${ip}`)));
      answers.forEach((res, i) => {
        if (res.status === 201) accepted.set(attackers[i]!, (accepted.get(attackers[i]!) ?? 0) + 1);
        else expect(res.status).toBe(429);
      });
      await Promise.all(answers.map((res) => res.body?.cancel()));
    }
    const fromBlock = [...accepted].filter(([ip]) => ip.startsWith('2001:db8:aaaa:')).reduce((n, [, c]) => n + c, 0);
    const fromIpv4 = [...accepted].filter(([ip]) => ip.startsWith('203.')).reduce((n, [, c]) => n + c, 0);
    // The /48 had its share (a third of 30), the IPv4 networks the rest of the ceiling.
    expect(fromBlock).toBeLessThanOrEqual(10);
    expect(fromBlock + fromIpv4).toBeLessThanOrEqual(30 + attackers.length);

    // Readers from networks that have not posted: IPv4 in other /24s, IPv6 in other /48s of the
    // attackers' /32 and in other /32s.
    const readers = [
      ...Array.from({ length: 5 }, (_, i) => `198.51.${100 + i}.20`),
      ...Array.from({ length: 3 }, (_, i) => `2001:db8:${(0xb001 + i).toString(16)}::7`),
      '2a02:1::7',
      '2a02:2::7',
    ];
    const attempts: number[] = [];
    for (const ip of readers) {
      let tries = 1;
      let res = await postFrom(ip, `Reader from ${ip}`);
      // A second attempt is the most a reader may need; none waits here, so a refusal would show.
      if (res.status === 429) {
        tries++;
        res = await postFrom(ip, `Reader from ${ip}, again`);
      }
      expect(res.status, `reader ${ip}: ${res.status === 429 ? (await errorOf(res)).message : ''}`).toBe(201);
      attempts.push(tries);
    }
    console.log(
      `Flood: ${fromBlock} posts from the /48's 100 networks and ${fromIpv4} from 20 IPv4 addresses accepted of ${6 * attackers.length} sent; ` +
        `readers' attempts: ${attempts.join(', ')} (no wait)`,
    );
    expect(attempts).toEqual(readers.map(() => 1));
  }, 120_000);
});

describe('a block’s share', () => {
  it('refuses the eleventh post a minute from the networks of one /48, and not a network of another /48 of its /32', async () => {
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push(await postFrom(`2001:db9:c:${i}::1`, `Site ${i}`));
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(answers[10]!.status).toBe(429);
    expect((await errorOf(answers[10]!)).message).toMatch(
      /^Too many posts from your provider's block of addresses \(2001:db9:c::\/48\): at most 10 a minute\. Please try again in \d+ s\.$/,
    );
    expect((await postFrom('2001:db9:d:1::1', 'Another site')).status).toBe(201);
  });

  it('refuses the eleventh post a minute from the addresses of one IPv4 /24', async () => {
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push(await postFrom(`192.0.2.${i}`, `Office ${i}`));
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
    expect((await errorOf(answers[10]!)).message).toMatch(/\(192\.0\.2\.0\/24\): at most 10 a minute/);
  });
});
