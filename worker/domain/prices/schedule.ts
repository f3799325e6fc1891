import { refreshPrices, type PriceRefreshEnv, type RefreshOptions } from './refresh';
import { upstreamBooking, type UpstreamBookingEnv } from '../../storage/upstream-booking';
import type { PriceFeed } from '../../../contract/schemas';

// The upstream's quota. The cron looks in every minute; the upstream is asked only when a call is
// due: PRICE_REFRESH_SECONDS after the last one, and never before a 429's Retry-After. The booking
// lives in a Durable Object of its own (storage/upstream-booking.ts), strongly consistent.

/** The interval when PRICE_REFRESH_SECONDS is unset or not a number: one call a minute. */
const DEFAULT_REFRESH_SECONDS = 60;

/** What the cron's job reads from the Worker's environment (the Worker's Env extends it). */
export interface PriceScheduleEnv extends PriceRefreshEnv, UpstreamBookingEnv {
  /** Seconds between upstream price calls (production: 300, within the free plan's monthly quota). */
  PRICE_REFRESH_SECONDS?: string;
}

/** Where the next upstream call is booked. */
export interface UpstreamSchedule {
  /** True, with the next call booked `intervalMs` later, when a call is due at `now` (ms). */
  claim(now: number, intervalMs: number): Promise<boolean>;
  /** No call before `at` (ms): a later booking stays. */
  defer(at: number): Promise<void>;
}

/** The upstream interval in ms, from PRICE_REFRESH_SECONDS (at least the cron's minute). */
function refreshIntervalMs(env: Pick<PriceScheduleEnv, 'PRICE_REFRESH_SECONDS'>): number {
  const seconds = Number(env.PRICE_REFRESH_SECONDS);
  return Math.max(60, Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_REFRESH_SECONDS) * 1000;
}

/** A Retry-After header (seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The schedule kept by the UpstreamBooking Durable Object. */
export const storeSchedule = (env: UpstreamBookingEnv): UpstreamSchedule => ({
  claim: (now, intervalMs) => upstreamBooking(env).claim(now, intervalMs),
  defer: (at) => upstreamBooking(env).defer(at),
});

/**
 * The cron's job: refreshes the prices when a call is due (refreshPrices), and after a 429 books
 * the next call no sooner than its Retry-After (or one interval without one). Returns the new feed,
 * or null when no call was due; the stored feed's updatedAt keeps telling readers its age.
 */
export async function refreshPricesOnSchedule(
  env: PriceScheduleEnv,
  options: RefreshOptions & { schedule?: UpstreamSchedule } = {},
): Promise<PriceFeed | null> {
  const { schedule = storeSchedule(env), now = new Date(), fetch: fetchImpl = fetch, ...rest } = options;
  const intervalMs = refreshIntervalMs(env);
  if (!(await schedule.claim(now.getTime(), intervalMs))) return null;
  let throttledFor: number | undefined;
  const watched = (async (...args: Parameters<typeof fetch>) => {
    const res = await fetchImpl(...args);
    if (res.status === 429) throttledFor = retryAfterMs(res.headers.get('retry-after'), now.getTime()) ?? intervalMs;
    return res;
  }) as typeof fetch;
  const feed = await refreshPrices(env, { ...rest, now, fetch: watched });
  if (throttledFor !== undefined) await schedule.defer(now.getTime() + throttledFor);
  return feed;
}
