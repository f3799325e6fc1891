import type { AuthorSaltEnv } from './domain/forum/author-handle';
import type { WriteLimitsEnv } from './domain/forum/write-limits';
import type { PriceScheduleEnv } from './domain/prices/schedule';
import type { AccessSettings } from './http/access-token';
import type { DevelopmentSettings } from './http/development-issuer';
import type { ContentEnv } from './storage/content';

/**
 * The Worker's bindings, vars and secrets (wrangler.toml, .dev.vars). Operators sign in through
 * Cloudflare Access: ACCESS_TEAM_DOMAIN, ACCESS_AUD and OPERATOR_ROLES (AccessSettings); locally,
 * OPERATOR_DEV_SIGN_IN (DevelopmentSettings).
 */
export interface Env
  extends ContentEnv, PriceScheduleEnv, WriteLimitsEnv, AuthorSaltEnv, AccessSettings, DevelopmentSettings {
  /** The built dist/ folder: widget scripts, the full page, demo pages. */
  ASSETS: Fetcher;
  /** Origins allowed to write, comma-separated; `*` as a port matches any port. */
  ALLOWED_ORIGINS: string;
  /** "true" adds X-KV-Reads (the request's KV reads) to every response: for the benchmark, never in production. */
  EXPOSE_KV_READS?: string;
  /**
   * "true" serves KV reads as on Cloudflare's network at its worst: each location (header
   * X-Simulated-Location) keeps what it read for 60 s. For tests, never in production.
   */
  SIMULATE_STALE_KV?: string;
}
