// The sample quotes an empty namespace serves until the first refresh, and the coins asked for.
import type { PriceFeed, Quote } from '../../contract/schemas';

/** Sample quotes, marked "sample" when served: what the page shows with no reachable upstream. */
export const SAMPLE_QUOTES: Readonly<Record<string, Quote>> = {
  bitcoin: { price: 114113, changePercent24h: 2.35 },
  ethereum: { price: 4186.42, changePercent24h: 3.12 },
  solana: { price: 212.87, changePercent24h: -1.48 },
  binancecoin: { price: 1032.5, changePercent24h: 0.84 },
  ripple: { price: 2.91, changePercent24h: -0.62 },
  cardano: { price: 0.84, changePercent24h: 1.97 },
};

/** The coins the cron asks the upstream for: one batched call. */
export const PRICE_COINS = Object.keys(SAMPLE_QUOTES);

/** The sample feed as served. */
export function samplePriceFeed(now: Date): PriceFeed {
  return { ...SAMPLE_QUOTES, updatedAt: now.toISOString(), source: 'sample' };
}
