import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { refreshPrices } from '../domain/prices/refresh';
import type { PriceFeed } from '../../contract/schemas';
import { PRICE_COINS, SAMPLE_QUOTES } from '../storage/sample-prices';
import { readStoredPrices } from '../storage/prices';
import { BASE, getJson } from './helpers';

/** A stand-in for the upstream price API that records what it was asked. */
function upstream(answer: () => Response | Promise<Response>) {
  const calls: URL[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    calls.push(new URL(input instanceof Request ? input.url : input));
    return answer();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const goodBody = () =>
  Object.fromEntries(PRICE_COINS.map((coin, i) => [coin, { usd: 1000 + i, usd_24h_change: i - 2.5 }]));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DATA.delete('prices:latest');
});

describe('GET /api/crypto/prices', () => {
  it('serves sample values marked "sample" before any refresh, and stores them', async () => {
    const res = await SELF.fetch(`${BASE}/api/crypto/prices`);
    expect(res.status).toBe(200);
    const feed = (await res.json()) as PriceFeed;
    expect(feed.source).toBe('sample');
    expect(feed.bitcoin).toEqual(SAMPLE_QUOTES.bitcoin);
    expect(typeof (feed.bitcoin as { changePercent24h: number }).changePercent24h).toBe('number');
    expect(Date.parse(feed.updatedAt)).not.toBeNaN();
    expect((await readStoredPrices(env))?.source).toBe('sample');
  });

  it('carries a Cache-Control suited to a 30 s poll', async () => {
    const res = await SELF.fetch(`${BASE}/api/crypto/prices`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15, s-maxage=30');
  });

  it('never calls the upstream', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await getJson('/api/crypto/prices');
    await getJson('/api/crypto/prices');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('refreshPrices (the cron)', () => {
  it('stores live values from one batched upstream call', async () => {
    const { fetchImpl, calls } = upstream(() => json(goodBody()));
    const now = new Date('2026-11-21T12:00:00Z');
    await refreshPrices(env, { fetch: fetchImpl, now });
    expect(calls.length).toBe(1);
    expect(calls[0]!.searchParams.get('ids')).toBe(PRICE_COINS.join(','));
    expect(calls[0]!.searchParams.get('vs_currencies')).toBe('usd');
    expect(calls[0]!.searchParams.get('include_24hr_change')).toBe('true');
    const feed = await getJson<PriceFeed>('/api/crypto/prices');
    expect(feed).toMatchObject({
      source: 'live',
      updatedAt: now.toISOString(),
      bitcoin: { price: 1000, changePercent24h: -2.5 },
    });
  });

  it.each([
    ['a 5xx', () => new Response('upstream down', { status: 503 })],
    ['a 429', () => new Response('slow down', { status: 429 })],
    ['a body that is not JSON', () => new Response('<html>oops</html>', { status: 200 })],
    ['JSON of another shape', () => json({ bitcoin: { eur: 1 } })],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])('keeps the last good values marked "stale" on %s', async (_case, answer) => {
    const good = new Date('2026-11-21T12:00:00Z');
    await refreshPrices(env, { fetch: upstream(() => json(goodBody())).fetchImpl, now: good });
    await refreshPrices(env, { fetch: upstream(answer).fetchImpl, now: new Date('2026-11-21T12:01:00Z') });
    const feed = await getJson<PriceFeed>('/api/crypto/prices');
    expect(feed).toMatchObject({
      source: 'stale',
      updatedAt: good.toISOString(),
      bitcoin: { price: 1000, changePercent24h: -2.5 },
    });
  });

  it('keeps the last good values marked "stale" when the upstream times out', async () => {
    await refreshPrices(env, { fetch: upstream(() => json(goodBody())).fetchImpl });
    const hang = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const feed = await refreshPrices(env, { fetch: hang, timeoutMs: 50 });
    expect(feed.source).toBe('stale');
    expect((await getJson<PriceFeed>('/api/crypto/prices')).source).toBe('stale');
  });

  it('serves sample values when the upstream fails before any good value', async () => {
    await refreshPrices(env, { fetch: upstream(() => new Response('', { status: 500 })).fetchImpl });
    const feed = await getJson<PriceFeed>('/api/crypto/prices');
    expect(feed.source).toBe('sample');
    expect(feed.bitcoin).toEqual(SAMPLE_QUOTES.bitcoin);
  });

  it('goes live again after a stale spell', async () => {
    await refreshPrices(env, { fetch: upstream(() => json(goodBody())).fetchImpl });
    await refreshPrices(env, { fetch: upstream(() => new Response('', { status: 502 })).fetchImpl });
    await refreshPrices(env, { fetch: upstream(() => json(goodBody())).fetchImpl });
    expect((await getJson<PriceFeed>('/api/crypto/prices')).source).toBe('live');
  });

  it('runs from the scheduled() handler, calling the configured upstream', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(goodBody()));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(spy).toHaveBeenCalledTimes(1);
    const url = new URL(String(spy.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://prices.test/api/v3/simple/price');
    expect((await getJson<PriceFeed>('/api/crypto/prices')).source).toBe('live');
  });
});
