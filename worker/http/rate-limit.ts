import { clientAddress } from './client-address';
import type { Env } from '../env';
import { ApiError } from './errors';

/** The period of every limiter (wrangler.toml), for Retry-After. */
const PERIOD_SECONDS = 60;

/**
 * Counts one write of the client against a Workers rate-limit binding; over the limit it throws
 * a 429 with Retry-After. Called after validation, so a typo does not use up the allowance.
 */
export async function enforceRateLimit(
  env: Env,
  binding: 'POST_LIMITER' | 'LIKE_LIMITER',
  request: Request,
  what: string,
): Promise<void> {
  const { success } = await env[binding].limit({ key: clientAddress(request) });
  if (!success) {
    throw new ApiError(429, 'rate_limited', `Too many ${what}. Please wait a minute and try again.`, {
      'Retry-After': String(PERIOD_SECONDS),
    });
  }
}
