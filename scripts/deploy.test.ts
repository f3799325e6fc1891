import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measure } from './build-assets.ts';
import { copyProductionAssets } from './production-assets.ts';

// What `wrangler deploy` would upload, checked without an account: the bundle builds and every
// binding the Worker needs is declared, for the local environment and for production.

/** `wrangler deploy --dry-run` with `args`; the Worker bundle lands in `out`. */
function dryRun(args: string[], out: string) {
  const node = existsSync('node_modules/node/bin/node') ? 'node_modules/node/bin/node' : process.execPath;
  return spawnSync(node, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--outdir', out, ...args], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' },
    timeout: 120_000,
  });
}

describe('wrangler deploy --dry-run', () => {
  it('deploys production with its own bindings, a write allowlist without localhost, the upstream every 5 minutes and the production assets', () => {
    const out = mkdtempSync(join(tmpdir(), 'orebit-deploy-'));
    try {
      const assets = copyProductionAssets();
      const result = dryRun(['--env', 'production'], out);
      expect(result.status, result.stderr).toBe(0);
      for (const binding of [
        'env.CONTENT (ContentStore)',
        'env.DATA',
        'env.RATE_LIMITER (RateLimiter)',
        'env.UPSTREAM_BOOKING (UpstreamBooking)',
        'env.ENVIRONMENT ("production")',
        'env.FORUM_POSTS_PER_MINUTE ("30")',
        'env.ASSETS',
        'env.PRICE_REFRESH_SECONDS ("300")',
      ]) {
        expect(result.stdout).toContain(binding);
      }
      const origins = /env\.ALLOWED_ORIGINS \("([^"]*)"\)/.exec(result.stdout)?.[1];
      expect(origins).toBe('https://orebit.example');
      // The development sign-in is reachable only with a var that production never sets.
      expect(result.stdout).not.toContain('OPERATOR_DEV_SIGN_IN');
      // Every production asset, and nothing else, goes (docs/deploying.md counts them). Wrangler's
      // "Read N files" counts what a recursive readdir lists, folders too; its upload manifest
      // holds the files alone.
      const folders = new Set(
        assets.flatMap((path) =>
          path
            .split('/')
            .slice(0, -1)
            .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
        ),
      );
      const read = /Read (\d+) files from the assets directory \S*\/dist-production\b/.exec(result.stdout)?.[1];
      expect(Number(read)).toBe(assets.length + folders.size);
      // What production ships: its build leaves the development sign-in out ([env.production.define]).
      const worker = readFileSync(join(out, 'index.js'), 'utf8');
      for (const development of ['orebit-development', 'moderator@orebit.test', 'Sign in as'])
        expect(worker).not.toContain(development);
      const { bytes, gzip } = measure(Buffer.from(worker));
      // The Worker carries two programs: the API and the embed pages' renderer (every widget's
      // server render, built into .cache/embed-server.mjs), each with a budget of its own.
      const renderer = measure(readFileSync('.cache/embed-server.mjs'));
      console.log(`Production Worker: ${bytes} bytes, ${gzip} gzip, of which the embed renderer ${renderer.gzip} gzip`);
      expect(renderer.gzip).toBeLessThan(64 * 1024);
      // zod/mini keeps the API small: full zod alone would be ~460 KB. It was 40 KB; jose, which
      // verifies the operators' Access assertions, added about 5 KB, the open forum's limits, text
      // rules and the embed and oEmbed routes about 1 KB (docs/performance.md: where to find them);
      // routing on TrieRouter alone took 1.8 KB off (docs/choices.md#wrong-methods); the live page at /
      // added about 1 KB, paid for by our own ETags and by leaving the tests' hooks out of production
      // (docs/choices.md#conditional-get); keeping no function names took 4.8 KB off
      // (docs/choices.md#worker-bytes).
      expect(gzip - renderer.gzip).toBeLessThan(45 * 1024);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('bundles the local Worker with its KV, Durable Objects and asset bindings, and the development sign-in', () => {
    const out = mkdtempSync(join(tmpdir(), 'orebit-deploy-'));
    try {
      const result = dryRun([], out);
      expect(result.status, result.stderr).toBe(0);
      for (const binding of [
        'env.CONTENT (ContentStore)',
        'env.DATA',
        'env.RATE_LIMITER (RateLimiter)',
        'env.UPSTREAM_BOOKING (UpstreamBooking)',
        'env.ASSETS',
      ]) {
        expect(result.stdout).toContain(binding);
      }
      // The local build keeps the development sign-in that npm start offers.
      expect(readFileSync(join(out, 'index.js'), 'utf8')).toContain('orebit-development');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
