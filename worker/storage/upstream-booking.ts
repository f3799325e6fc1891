import { DurableObject } from 'cloudflare:workers';

// The price upstream's booking: when the cron may call it next (worker/domain/prices/schedule.ts).
// A Durable Object of its own, strongly consistent: a cron may run in any location, where a KV read
// can be a minute old and would let a second call through. One instance, named "prices", keeping one
// number in its synchronous key-value storage, so a claim's check and booking have no await between them.

const NEXT_CALL = 'next-call';

/** What the booking reads from the Worker's environment (the Worker's Env extends it). */
export interface UpstreamBookingEnv {
  /** The price upstream's booking: when the cron may call it next. */
  UPSTREAM_BOOKING: DurableObjectNamespace<UpstreamBooking>;
}

/** The next call's time after a claim at `now`, or null when the booked time `next` is still ahead. */
export function claimAt(next: number, now: number, intervalMs: number): number | null {
  return now < next ? null : now + intervalMs;
}

/** The booking of the price upstream's calls. */
export class UpstreamBooking extends DurableObject {
  /** True, with the next call booked `intervalMs` later, when a call is due at `now` (ms); false before then. */
  claim(now: number, intervalMs: number): boolean {
    const kv = this.ctx.storage.kv;
    const booked = claimAt(kv.get<number>(NEXT_CALL) ?? 0, now, intervalMs);
    if (booked === null) return false;
    kv.put(NEXT_CALL, booked);
    return true;
  }

  /** No call before `at` (ms, a 429's Retry-After); a later booking stays. */
  defer(at: number): void {
    const kv = this.ctx.storage.kv;
    if (at > (kv.get<number>(NEXT_CALL) ?? 0)) kv.put(NEXT_CALL, at);
  }
}

/** The one booking instance. */
export function upstreamBooking(env: UpstreamBookingEnv) {
  return env.UPSTREAM_BOOKING.get(env.UPSTREAM_BOOKING.idFromName('prices'));
}
