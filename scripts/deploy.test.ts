import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

// The Access application is made by hand from docs/deploying.md: its paths must cover every operator
// call the Worker has and docs/api.md lists, and no public call (readers must never meet a sign-in).

/** The paths docs/deploying.md gives the Access application (`admin`, `api/admin`). */
function accessPaths(): string[] {
  const deploying = readFileSync('docs/deploying.md', 'utf8');
  const step = /\*\*Create the Access application\.\*\*([\s\S]*?)\n2\. /.exec(deploying)?.[1] ?? '';
  const list = /with these (?:\w+ )?paths: ([^.]*)\./.exec(step)?.[1] ?? '';
  return [...list.matchAll(/`([^`]+)`/g)].map(([, path]) => path!);
}

const covered = (path: string, access: readonly string[]) =>
  access.some((prefix) => path === `/${prefix}` || path.startsWith(`/${prefix}/`));

/** The calls of docs/api.md's table, e.g. `DELETE /api/admin/news/{id}`, and whether a role is needed. */
function documentedCalls(): Array<{ call: string; operator: boolean }> {
  const api = readFileSync('docs/api.md', 'utf8');
  return [...api.matchAll(/^\| `((?:GET|POST|DELETE|PUT|PATCH) \/api\/\S*)` \| ([^|]*)\|$/gm)].map(
    ([, call, answer]) => ({
      call: call!,
      operator: /^\s*(moderator|editor|admin|any operator)\b/.test(answer!),
    }),
  );
}

/** Every route of the Worker's source guarded by requireOperator, with its full path, e.g. `POST /api/admin/news`. */
function operatorRoutes(): string[] {
  const files = ['worker/index.ts', ...readdirSync('worker/routes').map((file) => `worker/routes/${file}`)];
  const sources = files.filter((file) => file.endsWith('.ts')).map((file) => readFileSync(file, 'utf8'));
  // Where each route group is mounted: `app.route('/api/admin', admin)`, `admin.route('/news', newsOperations)`.
  const mounts = new Map<string, { parent: string; prefix: string }>();
  for (const source of sources)
    for (const [, parent, prefix, group] of source.matchAll(/^(\w+)\.route\('([^']*)', (\w+)\);$/gm))
      mounts.set(group!, { parent: parent!, prefix: prefix! });
  const prefixOf = (group: string): string => {
    if (group === 'app') return '';
    const mount = mounts.get(group);
    if (!mount) throw new Error(`${group} is mounted nowhere`);
    return prefixOf(mount.parent) + mount.prefix;
  };
  return sources.flatMap((source) =>
    [...source.matchAll(/^(\w+)\.(get|post|delete|put|patch)\('([^']*)', requireOperator\(/gm)].map(
      ([, group, method, path]) =>
        `${method!.toUpperCase()} ${(prefixOf(group!) + (path === '/' ? '' : path!)).replace(/:(\w+)/g, '{$1}')}`,
    ),
  );
}

describe('the Access application (docs/deploying.md)', () => {
  it('covers the console and /api/admin, where every operator call is, and no public call', () => {
    const access = accessPaths();
    expect(access).toEqual(['admin', 'api/admin']);
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) expect(covered(route.split(' ')[1]!, access), route).toBe(true);
    const calls = documentedCalls();
    // docs/api.md lists each operator call the Worker has, with its role, and no other.
    expect(
      calls
        .filter(({ operator }) => operator)
        .map(({ call }) => call)
        .sort(),
    ).toEqual([...routes].sort());
    for (const { call, operator } of calls)
      if (!operator && !call.includes('/api/admin')) expect(covered(call.split(' ')[1]!, access), call).toBe(false);
  });
});
