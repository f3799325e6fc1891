import { logEvent } from '../../http/log';
import { networkBlocks } from '../../http/client-address';
import { rateLimiter, type RateLimiterEnv, type ShareRule, type WindowRule } from '../../storage/rate-limiter';
import { DomainError } from '../errors';

// The forum's write limits (docs/api.md#write-limits). Each holds over any span of its window, not per
// calendar minute, and is kept by a RateLimiter instance per key.

/** What the write limits read from the Worker's environment. */
export interface WriteLimitsEnv extends RateLimiterEnv {
  /** New posts a minute, all clients together (default FORUM_POSTS_PER_MINUTE_DEFAULT). */
  FORUM_POSTS_PER_MINUTE?: string;
}

const MINUTE = 60_000;
/** The global ceiling when FORUM_POSTS_PER_MINUTE is not set. */
const FORUM_POSTS_PER_MINUTE_DEFAULT = 30;

/** Posts one network may send in any 60 s. */
export const POSTS_PER_NETWORK: WindowRule = { limit: 5, windowMs: MINUTE };
/** Posts one author handle may publish in any hour. */
export const POSTS_PER_HANDLE: WindowRule = { limit: 20, windowMs: 60 * MINUTE };
/** Likes one network may send in any 60 s. */
export const LIKES_PER_NETWORK: WindowRule = { limit: 30, windowMs: MINUTE };

/**
 * Reads of a reader's own likes one network may make in any 60 s: the one public read that reaches
 * the forum's Durable Object rather than KV, so strangers cannot keep it busy for everyone. A widget
 * reads it when the forum opens and after each like (at most LIKES_PER_NETWORK a minute).
 */
export const LIKED_READS_PER_NETWORK: WindowRule = { limit: 120, windowMs: MINUTE };

/** How far past its ceiling the forum still takes a network's first post of the minute. */
const HARD_CEILING_FACTOR = 4;

/**
 * The global ceiling on new posts, shared fairly: FORUM_POSTS_PER_MINUTE in any 60 s from everyone;
 * past it, a network with no post in the last 60 s still posts, up to four times the ceiling.
 */
function postsOverall(env: WriteLimitsEnv): ShareRule {
  const set = Number(env.FORUM_POSTS_PER_MINUTE);
  const limit = Number.isInteger(set) && set > 0 ? set : FORUM_POSTS_PER_MINUTE_DEFAULT;
  return { limit, hardLimit: limit * HARD_CEILING_FACTOR, windowMs: MINUTE };
}

/**
 * A block's share of the ceiling in any 60 s: an IPv6 /48 or an IPv4 /24 a third of it, an IPv6 /32
 * two thirds, so that the networks of one holder cannot take the forum's whole minute.
 */
const blockShare = (overall: WindowRule, block: string): WindowRule => ({
  limit: Math.ceil((overall.limit * (block.endsWith('/32') ? 2 : 1)) / 3),
  windowMs: MINUTE,
});

/** One limit a write must pass: its name (also the log's `limit`), its key, its rule and what to tell the client. */
export interface WriteLimit {
  name:
    | 'posts_per_network'
    | 'posts_per_block'
    | 'posts_per_handle'
    | 'posts_overall'
    | 'likes_per_network'
    | 'liked_reads_per_network';
  key: string;
  /** A shared ceiling's rule also names the unit that takes the slot (the network). */
  rule: WindowRule | ShareRule;
  unit?: string;
  /** The start of the 429's message, e.g. "Too many posts from your network". */
  refusal: string;
}

function per(rule: WindowRule): string {
  return rule.windowMs === MINUTE
    ? 'a minute'
    : rule.windowMs === 60 * MINUTE
      ? 'an hour'
      : `${rule.windowMs / 1000} s`;
}

/** The limits of a new post from `network` under `handle`, in the order they are checked. */
export function postLimits(env: WriteLimitsEnv, network: string, handle: string): WriteLimit[] {
  const overall = postsOverall(env);
  return [
    {
      name: 'posts_per_network',
      key: network,
      rule: POSTS_PER_NETWORK,
      refusal: `Too many posts from your network: at most ${POSTS_PER_NETWORK.limit} ${per(POSTS_PER_NETWORK)}`,
    },
    ...networkBlocks(network).map((block): WriteLimit => {
      const rule = blockShare(overall, block);
      return {
        name: 'posts_per_block',
        key: block,
        rule,
        refusal: `Too many posts from your provider's block of addresses (${block}): at most ${rule.limit} ${per(rule)}`,
      };
    }),
    {
      name: 'posts_per_handle',
      key: handle,
      rule: POSTS_PER_HANDLE,
      refusal: `Too many posts as ${handle}: at most ${POSTS_PER_HANDLE.limit} ${per(POSTS_PER_HANDLE)}`,
    },
    // Last, so only writes every per-client limit let through reach the one global instance.
    {
      name: 'posts_overall',
      key: 'forum',
      rule: overall,
      unit: network,
      refusal: `The forum is taking too many new posts: ${overall.limit} ${per(overall)} from everyone, then one a minute from each network, at most ${overall.hardLimit}`,
    },
  ];
}

/** The limit of a like from `network`. */
export function likeLimits(network: string): WriteLimit[] {
  return [
    {
      name: 'likes_per_network',
      key: network,
      rule: LIKES_PER_NETWORK,
      refusal: `Too many likes from your network: at most ${LIKES_PER_NETWORK.limit} ${per(LIKES_PER_NETWORK)}`,
    },
  ];
}

/** The limit of a read of a reader's own likes (GET /api/forum/likes) from `network`. */
export function likedReadLimits(network: string): WriteLimit[] {
  return [
    {
      name: 'liked_reads_per_network',
      key: network,
      rule: LIKED_READS_PER_NETWORK,
      refusal: `Too many reads of likes from your network: at most ${LIKED_READS_PER_NETWORK.limit} ${per(LIKED_READS_PER_NETWORK)}`,
    },
  ];
}

/**
 * Counts one write against each limit in turn. Over one, it gives back what the earlier ones took
 * (a refused write uses up nothing), logs one line and throws a rate_limited DomainError (a 429
 * whose Retry-After is the seconds until that limit has a free slot). Called before anything is stored.
 */
export async function enforceWriteLimits(env: WriteLimitsEnv, network: string, limits: WriteLimit[]): Promise<void> {
  const taken: Array<{ name: string; stamp: number }> = [];
  for (const limit of limits) {
    const name = `${limit.name}:${limit.key}`;
    const stub = rateLimiter(env, name);
    const result = await (limit.unit === undefined
      ? stub.take(limit.rule)
      : stub.takeShare(limit.rule as ShareRule, limit.unit));
    if (result.allowed) {
      taken.push({ name, stamp: result.stamp });
      continue;
    }
    await Promise.all(taken.map(({ name, stamp }) => rateLimiter(env, name).refund(stamp)));
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    logEvent({ event: 'write_refused', limit: limit.name, network, retryAfter: seconds });
    throw new DomainError('rate_limited', `${limit.refusal}. Please try again in ${seconds} s.`, {
      retryAfterSeconds: seconds,
    });
  }
}
