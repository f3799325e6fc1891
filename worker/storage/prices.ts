import type { Env } from '../env';
import type { PriceFeed } from '../../contract/schemas';
import { samplePriceFeed } from '../domain/prices/sample';

const PRICES_KEY = 'prices:latest';

/** The stored price feed, or null before the first one. */
export function readStoredPrices(env: Env): Promise<PriceFeed | null> {
  return env.DATA.get<PriceFeed>(PRICES_KEY, 'json');
}

/** Stores the price feed every GET serves. */
export async function writePrices(env: Env, feed: PriceFeed): Promise<void> {
  await env.DATA.put(PRICES_KEY, JSON.stringify(feed));
}

/** The feed to serve: one KV read; an empty namespace stores and serves the sample feed. */
export async function readPrices(env: Env, now: Date): Promise<PriceFeed> {
  const stored = await readStoredPrices(env);
  if (stored) return stored;
  const sample = samplePriceFeed(now);
  // Two first visitors may both seed; the same sample either way, and KV may refuse the second.
  await writePrices(env, sample).catch(() => {});
  return sample;
}
