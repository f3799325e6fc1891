import { UpstreamPricesSchema, type PriceFeed, type Quote } from '../../../contract/schemas';
import { readStoredPrices, writePrices, type PriceStoreEnv } from '../../storage/prices';
import { PRICE_COINS, samplePriceFeed } from '../../storage/sample-prices';

/** How long the cron waits for the upstream before giving up. */
const UPSTREAM_TIMEOUT_MS = 8_000;

/** What the refresh reads from the Worker's environment (the Worker's Env extends it). */
export interface PriceRefreshEnv extends PriceStoreEnv {
  /** The upstream price API (CoinGecko simple/price or compatible); empty disables refreshes. */
  PRICE_API_URL: string;
  /** Optional key for the upstream price API (a secret). */
  PRICE_API_KEY?: string;
}

/** What refreshPrices needs from outside, injectable for tests. */
export interface RefreshOptions {
  now?: Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Asks the upstream for every coin in one batched call; throws on any fault. */
async function fetchUpstreamQuotes(
  env: PriceRefreshEnv,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<Record<string, Quote>> {
  const url = new URL(env.PRICE_API_URL);
  url.searchParams.set('ids', PRICE_COINS.join(','));
  url.searchParams.set('vs_currencies', 'usd');
  url.searchParams.set('include_24hr_change', 'true');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (env.PRICE_API_KEY) headers['x-cg-demo-api-key'] = env.PRICE_API_KEY;
  const res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`the price API answered ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new Error('the price API answered with a body that is not JSON');
  }
  const parsed = UpstreamPricesSchema.safeParse(body);
  if (!parsed.success || !parsed.data.bitcoin) throw new Error('the price API answered in an unexpected shape');
  const quotes: Record<string, Quote> = {};
  for (const coin of PRICE_COINS) {
    const quote = parsed.data[coin];
    if (quote) quotes[coin] = { price: quote.usd, changePercent24h: quote.usd_24h_change };
  }
  return quotes;
}

/**
 * The cron's job: replace the stored prices with fresh upstream values ("live"). On any upstream
 * fault the last good values stay, marked "stale"; with none yet, the sample values ("sample").
 */
export async function refreshPrices(env: PriceRefreshEnv, options: RefreshOptions = {}): Promise<PriceFeed> {
  const { now = new Date(), fetch: fetchImpl = fetch, timeoutMs = UPSTREAM_TIMEOUT_MS } = options;
  const last = await readStoredPrices(env);
  let feed: PriceFeed;
  if (!env.PRICE_API_URL) {
    feed = last ?? samplePriceFeed(now);
  } else {
    try {
      feed = {
        ...(await fetchUpstreamQuotes(env, fetchImpl, timeoutMs)),
        updatedAt: now.toISOString(),
        source: 'live',
      };
    } catch (error) {
      console.warn(
        `Price refresh failed, serving the last values: ${error instanceof Error ? error.message : String(error)}`,
      );
      feed = last && last.source !== 'sample' ? { ...last, source: 'stale' } : samplePriceFeed(now);
    }
  }
  await writePrices(env, feed);
  return feed;
}
