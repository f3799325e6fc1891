import { DurableObject } from 'cloudflare:workers';

// One instance per limited key (a network, a handle, the whole forum), named by `idFromName`. It
// keeps the times of the events it accepted within the window, at most `limit` of them, in the
// object's synchronous key-value storage: one request's check and record run with no await
// between them, so two requests cannot both take the last slot.

/** A sliding-window rule: at most `limit` accepted events in any span of `windowMs`. */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

/** What a take answers: accepted (with the stamp that refunds it) or refused (and when a slot frees). */
export type TakeResult = { allowed: true; stamp: number } | { allowed: false; retryAfterMs: number };

/** What the limiter reads from the Worker's environment (the Worker's Env extends it). */
export interface RateLimiterEnv {
  /** Sliding-window write limits, one instance per key. */
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
}

const HITS = 'hits';
const WINDOW = 'window-ms';

/** A sliding-window log of accepted events for one key. */
export class RateLimiter extends DurableObject {
  /** Accepts one event at `now` when fewer than `rule.limit` were accepted in the `rule.windowMs` before it. */
  take(rule: WindowRule, now: number = Date.now()): TakeResult {
    const kv = this.ctx.storage.kv;
    const hits = (kv.get<number[]>(HITS) ?? []).filter((at) => at > now - rule.windowMs);
    if (hits.length >= rule.limit) {
      // Sorted oldest first: a slot frees when the oldest of the newest `limit` leaves the window.
      return { allowed: false, retryAfterMs: hits[hits.length - rule.limit]! + rule.windowMs - now };
    }
    const at = hits.findIndex((hit) => hit > now);
    hits.splice(at === -1 ? hits.length : at, 0, now);
    kv.put(HITS, hits);
    kv.put(WINDOW, rule.windowMs);
    // Forget the key once its window has passed: a network that posted once costs no storage after.
    void this.ctx.storage.setAlarm(hits[hits.length - 1]! + rule.windowMs);
    return { allowed: true, stamp: now };
  }

  /** Gives back an accepted event, when a later limit refused the write it was for. */
  refund(stamp: number): void {
    const kv = this.ctx.storage.kv;
    const hits = kv.get<number[]>(HITS) ?? [];
    const at = hits.indexOf(stamp);
    if (at === -1) return;
    hits.splice(at, 1);
    kv.put(HITS, hits);
  }

  override async alarm(): Promise<void> {
    const kv = this.ctx.storage.kv;
    const expires = (kv.get<number[]>(HITS)?.at(-1) ?? 0) + (kv.get<number>(WINDOW) ?? 0);
    if (expires <= Date.now()) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(expires);
  }
}

/** The limiter instance for `name` (a limit's name and its key). */
export function rateLimiter(env: RateLimiterEnv, name: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name));
}
