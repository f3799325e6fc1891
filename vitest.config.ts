import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects, all run by `npm test` (scripts/test.mjs builds dist/ first):
//   unit     pure logic and the build's budgets, in Node
//   worker   the Worker inside workerd (@cloudflare/vitest-plugin), with its static assets
//   browser  demo pages served by `wrangler dev`, driven in the system Chromium by playwright-core
//   engines  the embedding contract in Firefox ESR (puppeteer-core) and WebKitGTK (WebKitWebDriver)
export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias: [{ find: /^react(?:-dom(?:\/client)?|\/jsx-runtime)?$/, replacement: fileURLToPath(new URL('./widgets/_runtime/react-lite.ts', import.meta.url)) }],
        },
        define: { __OREBIT_PAGE__: 'false' },
        test: {
          name: 'unit',
          include: ['widgets/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // Tests never reach a real upstream: they pass their own fetch to refreshPrices.
            miniflare: { bindings: { ADMIN_TOKEN: 'test-admin-token', AUTHOR_SALT: 'test-salt', PRICE_API_URL: 'https://prices.test/api/v3/simple/price' } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/test/**/*.test.ts'],
          // Writes wait for their KV publish, spaced 1 s apart per list (KV's write rate per key).
          testTimeout: 30_000,
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
        },
      },
    ],
  },
});
