import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { reactToPreactCompat } from './scripts/react-aliases.ts';

// Four projects, all run by `npm test` (scripts/test.ts builds dist/ first):
//   unit     pure logic and the build's budgets, in Node (mounting's tests on happy-dom's DOM)
//   worker   the Worker inside workerd (@cloudflare/vitest-plugin), with its static assets
//   browser  demo pages served by `wrangler dev`, driven in the system Chromium by playwright-core
//   engines  the embedding contract in Firefox ESR (puppeteer-core) and WebKitGTK (WebKitWebDriver)
export default defineConfig({
  test: {
    // Two files at a time, though the machines have two cores (vitest's default would be one): a
    // worker file spends much of its time waiting on workerd. The browser and engines projects run
    // one file at a time (one browser at a time). Vitest runs one group of projects after another,
    // so `npm test` (scripts/test.ts) runs the browser and engines projects in a vitest of their
    // own, beside unit and worker.
    maxWorkers: 2,
    projects: [
      {
        resolve: {
          alias: reactToPreactCompat,
        },
        define: {
          __OREBIT_AUTO_MOUNT__: 'true',
          __OREBIT_HYDRATE__: 'true',
          __OREBIT_SERVER__: 'false',
          __OREBIT_RELEASE__: '"0.0.0-test"',
        },
        test: {
          name: 'unit',
          include: ['widgets/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The embed pages' renderer, as wrangler.toml's [alias] gives it to the Worker (built by npm run build).
        // The local build's constants, as wrangler.toml's [define] gives them.
        define: { __OREBIT_DEVELOPMENT_SIGN_IN__: 'true', __OREBIT_TEST_HOOKS__: 'true' },
        resolve: { alias: { 'orebit:embed-renderer': new URL('./.cache/embed-server.mjs', import.meta.url).pathname } },
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // Tests never reach a real upstream: they pass their own fetch to refreshPrices. Operators
            // sign in with tokens of a test key whose key set worker/test/access.ts serves for this
            // team domain.
            miniflare: {
              bindings: {
                ACCESS_TEAM_DOMAIN: 'https://orebit-test.cloudflareaccess.com',
                ACCESS_AUD: 'orebit-test-aud',
                OPERATOR_ROLES: JSON.stringify({
                  'moderator@orebit.test': 'moderator',
                  'editor@orebit.test': 'editor',
                  'admin@orebit.test': 'admin',
                  'importer.access': 'moderator',
                }),
                AUTHOR_SALT: 'test-salt',
                PRICE_API_URL: 'https://prices.test/api/v3/simple/price',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/test/**/*.test.ts'],
          // Writes wait for their KV publish, spaced 1 s apart per list (KV's write rate per key).
          testTimeout: 30_000,
          // expect.poll waits on what a client would see; its 1 s default is a bet a loaded machine loses.
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['demo/test/**/*.test.ts'],
          exclude: ['demo/test/engines/**'],
          environment: 'node',
          globalSetup: ['demo/test/global-setup.ts'],
          // One Chromium at a time: the machines have two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on what the reader sees; its 1 s default is a wall-clock bet that a
          // loaded 2-core machine loses now and then.
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
      {
        test: {
          name: 'engines',
          include: ['demo/test/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['demo/test/global-setup.ts'],
          // One browser at a time: the machines have two cores. After the other projects (which
          // run together, one Chromium among them), not beside them.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
    ],
  },
});
