import { DurableObject } from 'cloudflare:workers';

// One instance per limited key (a network, a block of networks, a handle, the whole forum), named
// by `idFromName`. It keeps the times of the events it accepted within the window, at most `limit`
// of them (the shared ceiling: `hardLimit`, each with its unit), in the object's synchronous
// key-value storage: one request's check and record run with no await between them, so two
// requests cannot both take the last slot.

/** A sliding-window rule: at most `limit` accepted events in any span of `windowMs`. */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

/**
 * A ceiling shared fairly (docs/choices.md#fair-ceiling): at most `limit` accepted events in any
 * `windowMs`; past it, a unit (a network) with none accepted in the window is still accepted, until
 * `hardLimit`. So a flood fills the ceiling but cannot shut out a newcomer.
 */
export interface ShareRule extends WindowRule {
  hardLimit: number;
}

/** What a take answers: accepted (with the stamp that refunds it) or refused (and when a slot frees). */
export type TakeResult = { allowed: true; stamp: number } | { allowed: false; retryAfterMs: number };

/** What the limiter reads from the Worker's environment (the Worker's Env extends it). */
export interface RateLimiterEnv {
  /** Sliding-window write limits, one instance per key. */
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
}

const HITS = 'hits';
const SHARES = 'shares';
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

  /**
   * Accepts one event of `unit` at `now` under a shared ceiling: when fewer than `rule.limit` were
   * accepted in the window, or `unit` had none accepted in it and fewer than `rule.hardLimit` were.
   * A refusal says when the unit may try again: when the ceiling has a slot, or the unit none in the
   * window, whichever comes first.
   */
  takeShare(rule: ShareRule, unit: string, now: number = Date.now()): TakeResult {
    const kv = this.ctx.storage.kv;
    const log = (kv.get<Array<[number, string]>>(SHARES) ?? []).filter(([at]) => at > now - rule.windowMs);
    // Sorted oldest first: the count drops below `limit` when the oldest of the newest `limit` leaves.
    const below = (limit: number) => log[log.length - limit]![0] + rule.windowMs - now;
    const last = log.findLast(([, owner]) => owner === unit);
    if (log.length >= rule.hardLimit) return { allowed: false, retryAfterMs: below(rule.hardLimit) };
    if (log.length >= rule.limit && last)
      return { allowed: false, retryAfterMs: Math.min(below(rule.limit), last[0] + rule.windowMs - now) };
    const at = log.findIndex(([hit]) => hit > now);
    log.splice(at === -1 ? log.length : at, 0, [now, unit]);
    kv.put(SHARES, log);
    kv.put(WINDOW, rule.windowMs);
    void this.ctx.storage.setAlarm(log[log.length - 1]![0] + rule.windowMs);
    return { allowed: true, stamp: now };
  }

  /** Gives back an accepted event, when a later limit refused the write it was for. */
  refund(stamp: number): void {
    const kv = this.ctx.storage.kv;
    const hits = kv.get<number[]>(HITS) ?? [];
    const at = hits.indexOf(stamp);
    if (at !== -1) {
      hits.splice(at, 1);
      kv.put(HITS, hits);
    }
    const log = kv.get<Array<[number, string]>>(SHARES) ?? [];
    const entry = log.findIndex(([hit]) => hit === stamp);
    if (entry !== -1) {
      log.splice(entry, 1);
      kv.put(SHARES, log);
    }
  }

  override async alarm(): Promise<void> {
    const kv = this.ctx.storage.kv;
    const newest = Math.max(
      kv.get<number[]>(HITS)?.at(-1) ?? 0,
      kv.get<Array<[number, string]>>(SHARES)?.at(-1)?.[0] ?? 0,
    );
    const expires = newest + (kv.get<number>(WINDOW) ?? 0);
    if (expires <= Date.now()) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(expires);
  }
}

/** The limiter instance for `name` (a limit's name and its key). */
export function rateLimiter(env: RateLimiterEnv, name: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name));
}
