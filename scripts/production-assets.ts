// Production's static assets: the build (dist/) less what only the tests use — the test fixtures,
// the hostile and broken host pages, the reference page they are compared with, and the pages
// that drive fixtures. `npm run deploy` serves dist-production/ (wrangler.toml [env.production]);
// `npm start` and the tests keep serving all of dist/.
//   node scripts/production-assets.ts [--from dist] [--to dist-production]
import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths (relative to dist/, with `/`) that are for the tests only and never reach production. */
const TEST_ONLY: readonly RegExp[] = [
  /^demo\/fixtures\//,
  /^demo\/hosts\//,
  /^demo\/(hostile|broken|plain|multi|react-api|toasts|ui-kit|client-rendered)\.html$/,
  /^bench\//,
];

/** Whether `path` (relative to dist/) is served in production. */
function isProductionAsset(path: string): boolean {
  return !TEST_ONLY.some((pattern) => pattern.test(path));
}

/** Every file below `dir`, relative to it, with `/`. */
export function listAssets(dir: string): string[] {
  const walk = (at: string): string[] =>
    readdirSync(at).flatMap((name) => {
      const path = join(at, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(dir, path).split('\\').join('/')];
    });
  return walk(dir).sort();
}

/** Copies the production assets of `from` into a fresh `to`; returns their paths. */
export function copyProductionAssets(from = 'dist', to = 'dist-production'): string[] {
  rmSync(to, { recursive: true, force: true });
  const assets = listAssets(from).filter(isProductionAsset);
  for (const path of assets) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    cpSync(join(from, path), join(to, path));
  }
  return assets;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
  const to = option('--to', 'dist-production');
  const assets = copyProductionAssets(option('--from', 'dist'), to);
  console.log(`${assets.length} production assets in ${to}/`);
}
