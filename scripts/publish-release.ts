// Publishes this build's pinned widget scripts (dist/widgets/v<version>/*.js) into the Worker's
// DATA KV namespace, under release/v<version>/<name>.js, where the Worker keeps serving them after
// later deploys (worker/storage/releases.ts). `npm run deploy` runs it before `wrangler deploy`.
//
//   node scripts/publish-release.ts --remote --env production the production namespace
//   node scripts/publish-release.ts --local [--persist-to D]  wrangler dev's local state
//   [--dist DIR]                                                a build other than ./dist
//
// A release never changes: when this version is already published with other bytes (a rebuild
// after a change, without a version bump), it stops with an error and writes nothing. Publishing
// the same bytes again does nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');

/** The KV key of a released file, as worker/storage/releases.ts reads it. */
export const releaseKey = (file: string): string => `release/${file}`;

/** Where to publish: `--local` or `--remote`, with wrangler's environment and state folder, from which build. */
interface Options {
  target: '--local' | '--remote';
  persistTo: string | undefined;
  env: string | undefined;
  dist: string;
}

function parseArgs(argv: readonly string[]): Options {
  const args: Omit<Options, 'target'> & { target: Options['target'] | undefined } = {
    target: undefined,
    persistTo: undefined,
    env: undefined,
    dist: join(ROOT, 'dist'),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--local' || arg === '--remote') args.target = arg;
    else if (arg === '--persist-to') args.persistTo = argv[++i];
    else if (arg === '--dist') args.dist = argv[++i] ?? args.dist;
    else if (arg === '--env') args.env = argv[++i];
    else
      throw new Error(
        `Unknown argument ${arg}. Use --local or --remote, [--env NAME], [--persist-to DIR], [--dist DIR].`,
      );
  }
  const { target } = args;
  if (!target) throw new Error('Say where to publish: --remote (production) or --local (wrangler dev).');
  return { ...args, target };
}

function wrangler(args: string[], options: Options, { allowFailure = false } = {}) {
  const kv = [
    ...args,
    '--binding',
    'DATA',
    options.target,
    ...(options.env ? ['--env', options.env] : []),
    ...(options.persistTo ? ['--persist-to', options.persistTo] : []),
  ];
  const result = spawnSync(process.execPath, [WRANGLER, 'kv', ...kv], {
    cwd: ROOT,
    encoding: 'buffer',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && !allowFailure) {
    throw new Error(`wrangler kv ${args.join(' ')} failed:\n${result.stderr.toString()}`);
  }
  return result;
}

/** Publishes; returns what it did, as a line to print. Throws when the release exists with other bytes. */
export function publishRelease(argv: readonly string[]): string {
  const options = parseArgs(argv);
  const manifest = JSON.parse(readFileSync(join(options.dist, 'widgets/manifest.json'), 'utf8')) as {
    version: string;
    files: Record<string, { integrity: string }>;
  };
  const prefix = `v${manifest.version}/`;
  const files = Object.keys(manifest.files).filter((file) => file.startsWith(prefix));
  if (!files.length)
    throw new Error(`${options.dist}/widgets/manifest.json lists no ${prefix} files: run npm run build first.`);
  const integrity = Object.fromEntries(files.map((file) => [file, manifest.files[file]!.integrity]));

  // The release's own record: which files, with which integrity. Checked before anything is written.
  const recordKey = releaseKey(`${prefix}manifest.json`);
  // wrangler answers a missing key with "Value not found" (exit 0, or 1 in some versions).
  const existing = wrangler(['key', 'get', recordKey, '--text'], options, { allowFailure: true });
  const text = existing.stdout.toString().trim();
  const published = existing.status === 0 && text.startsWith('{') ? (JSON.parse(text) as Record<string, string>) : null;
  if (published) {
    const changed = files.filter((file) => published[file] !== integrity[file]);
    if (changed.length) {
      throw new Error(
        `v${manifest.version} is already published with other bytes for ${changed.join(', ')}. A released version never changes: bump "version" in package.json, build, and publish again.`,
      );
    }
    return `v${manifest.version}: already published, ${files.length} files unchanged.`;
  }

  const dir = mkdtempSync(join(tmpdir(), 'orebit-release-'));
  try {
    const entries: Array<{ key: string; value: string; base64?: boolean }> = files.map((file) => ({
      key: releaseKey(file),
      value: readFileSync(join(options.dist, 'widgets', file)).toString('base64'),
      base64: true,
    }));
    // The record last: a publish cut short is simply done again.
    entries.push({ key: recordKey, value: JSON.stringify(integrity) });
    const bulk = join(dir, 'release.json');
    writeFileSync(bulk, JSON.stringify(entries));
    wrangler(['bulk', 'put', bulk], options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return `v${manifest.version}: published ${files.length} files to KV (${options.target.slice(2)}).`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(publishRelease(process.argv.slice(2)));
  } catch (error) {
    console.error(`publish-release: ${(error as Error).message}`);
    process.exit(1);
  }
}
