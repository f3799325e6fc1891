import type { PriceFeed } from '../../contract/schemas';
import { samplePriceFeed } from './sample-prices';

const PRICES_KEY = 'prices:latest';

/** What the price feed's storage reads from the Worker's environment (the Worker's Env extends it). */
export interface PriceStoreEnv {
  /** The namespace the latest feed is kept in, beside the published lists. */
  DATA: KVNamespace;
}

/** The stored price feed, or null before the first one. */
export function readStoredPrices(env: PriceStoreEnv): Promise<PriceFeed | null> {
  return env.DATA.get<PriceFeed>(PRICES_KEY, 'json');
}

/** Stores the price feed every GET serves. */
export async function writePrices(env: PriceStoreEnv, feed: PriceFeed): Promise<void> {
  await env.DATA.put(PRICES_KEY, JSON.stringify(feed));
}

/** The feed to serve: one KV read; an empty namespace stores and serves the sample feed. */
export async function readPrices(env: PriceStoreEnv, now: Date): Promise<PriceFeed> {
  const stored = await readStoredPrices(env);
  if (stored) return stored;
  const sample = samplePriceFeed(now);
  // Two first visitors may both seed; the same sample either way, and KV may refuse the second.
  await writePrices(env, sample).catch(() => {});
  return sample;
}
