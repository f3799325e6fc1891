import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { refreshPricesOnSchedule, retryAfterMs, storeSchedule, type UpstreamSchedule } from '../domain/prices/schedule';
import type { PriceFeed } from '../../contract/schemas';
import { PRICE_COINS } from '../storage/sample-prices';
import { readStoredPrices } from '../storage/prices';
import { claimAt } from '../storage/upstream-booking';

// The upstream's quota: the cron looks in every minute, the upstream is asked every
// PRICE_REFRESH_SECONDS and never before a 429's Retry-After.

const MINUTE = 60_000;
const START = Date.parse('2026-12-01T00:00:00Z');
const production = { ...env, PRICE_REFRESH_SECONDS: '300' };

/** KV in memory, for the month's 8,640 refreshes: what is counted here is the upstream's calls. */
function memoryKv(): KVNamespace {
  const values = new Map<string, string>();
  return {
    get: async (key: string, type?: string) => {
      const value = values.get(key) ?? null;
      return value !== null && type === 'json' ? JSON.parse(value) : value;
    },
    put: async (key: string, value: string) => void values.set(key, value),
  } as unknown as KVNamespace;
}

const goodBody = () =>
  Object.fromEntries(PRICE_COINS.map((coin, i) => [coin, { usd: 1000 + i, usd_24h_change: i - 2.5 }]));
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fake upstream: counts its calls and answers with `answer(call number)`. */
function fakeUpstream(answer: (call: number) => Response = () => json(goodBody())) {
  const upstream = { calls: 0, fetch: (async () => answer(++upstream.calls)) as typeof fetch };
  return upstream;
}

/** The booking rule kept in memory, as the Durable Object keeps it. */
function memorySchedule(): UpstreamSchedule {
  let next = 0;
  return {
    claim: async (now, intervalMs) => {
      const booked = claimAt(next, now, intervalMs);
      if (booked === null) return false;
      next = booked;
      return true;
    },
    defer: async (at) => {
      next = Math.max(next, at);
    },
  };
}

/** Runs the cron once a minute from `from` for `minutes`, against `upstream`. */
async function runCrons(
  target: typeof env,
  upstream: ReturnType<typeof fakeUpstream>,
  schedule: UpstreamSchedule,
  from: number,
  minutes: number,
) {
  for (let minute = 0; minute < minutes; minute++) {
    await refreshPricesOnSchedule(target, { now: new Date(from + minute * MINUTE), fetch: upstream.fetch, schedule });
  }
}

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DATA.delete('prices:latest');
});

describe('the upstream quota', () => {
  it('asks the upstream 8,640 times in a 30-day month of crons at production settings (the free plan allows 10,000)', async () => {
    const upstream = fakeUpstream();
    await runCrons({ ...production, DATA: memoryKv() }, upstream, memorySchedule(), START, 30 * 24 * 60);
    expect(upstream.calls).toBe(8_640);
  });

  it('asks every minute in the local environment (PRICE_REFRESH_SECONDS = 60)', async () => {
    const upstream = fakeUpstream();
    await runCrons(env, upstream, memorySchedule(), START, 10);
    expect(upstream.calls).toBe(10);
  });

  it('honours a 429 with Retry-After: no call before it, then back to the interval', async () => {
    const upstream = fakeUpstream((call) =>
      call === 2 ? json({ status: { error_code: 429 } }, 429, { 'Retry-After': '1200' }) : json(goodBody()),
    );
    const schedule = memorySchedule();
    const asked: number[] = [];
    for (let minute = 0; minute < 60; minute++) {
      const before = upstream.calls;
      await refreshPricesOnSchedule(production, {
        now: new Date(START + minute * MINUTE),
        fetch: upstream.fetch,
        schedule,
      });
      if (upstream.calls > before) asked.push(minute);
    }
    // 0 and 5 (throttled: 20 min), then 25, 30, … every 5 minutes.
    expect(asked).toEqual([0, 5, 25, 30, 35, 40, 45, 50, 55]);
  });

  it('keeps the last good values and their updatedAt while throttled, so readers see how old they are', async () => {
    const upstream = fakeUpstream((call) => (call === 1 ? json(goodBody()) : json({}, 429, { 'Retry-After': '600' })));
    const schedule = memorySchedule();
    await runCrons(production, upstream, schedule, START, 6);
    const feed = (await readStoredPrices(env)) as PriceFeed;
    expect(upstream.calls).toBe(2);
    expect(feed.source).toBe('stale');
    expect(feed.updatedAt).toBe(new Date(START).toISOString());
  });

  it('reads Retry-After as seconds or as an HTTP date, and waits one interval without it', async () => {
    expect(retryAfterMs('120', START)).toBe(120_000);
    expect(retryAfterMs(new Date(START + 90_000).toUTCString(), START)).toBe(90_000);
    expect(retryAfterMs(null, START)).toBeUndefined();
    expect(retryAfterMs('soon', START)).toBeUndefined();
    const upstream = fakeUpstream((call) => (call === 1 ? json({}, 429) : json(goodBody())));
    const schedule = memorySchedule();
    const asked: number[] = [];
    for (let minute = 0; minute < 12; minute++) {
      const before = upstream.calls;
      await refreshPricesOnSchedule(production, {
        now: new Date(START + minute * MINUTE),
        fetch: upstream.fetch,
        schedule,
      });
      if (upstream.calls > before) asked.push(minute);
    }
    expect(asked).toEqual([0, 5, 10]);
  });

  it('keeps the booking in the Durable Object: one due call per interval, pushed back by a deferral', async () => {
    const schedule = storeSchedule(env);
    // In the past, so that the booking it leaves does not hold back the scheduled() test below.
    const t = Date.parse('2020-01-01T00:00:00Z');
    expect(await schedule.claim(t, 5 * MINUTE)).toBe(true);
    expect(await schedule.claim(t + MINUTE, 5 * MINUTE)).toBe(false);
    await schedule.defer(t + 10 * MINUTE);
    expect(await schedule.claim(t + 5 * MINUTE, 5 * MINUTE)).toBe(false);
    await schedule.defer(t + 7 * MINUTE);
    expect(await schedule.claim(t + 9 * MINUTE, 5 * MINUTE)).toBe(false);
    expect(await schedule.claim(t + 10 * MINUTE, 5 * MINUTE)).toBe(true);
  });

  it('runs from the scheduled() handler: a second cron within the interval asks nothing', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(goodBody()));
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
