// `npm run seed`: fills the local KV / Durable Object state with the sample data (news, forum
// posts, prices), as the first request of `npm start` would. `npm run seed -- --reset` wipes the
// local state first. Stop `npm start` before running it: both use .wrangler/state
// (OREBIT_STATE_DIR points both at another folder).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { freePort, startDevServer } from './dev-server.ts';

const reset = process.argv.includes('--reset');
const stateDir = process.env.OREBIT_STATE_DIR;
const STATE = `${stateDir ?? '.wrangler/state'}/v3`;

const port = await freePort();

try {
  const running = await fetch(`http://127.0.0.1:${process.env.PORT ?? 8787}/widgets/manifest.json`);
  if (running.ok) {
    console.error('npm start is running and holds the local data: stop it (Ctrl-C), then run npm run seed again.');
    process.exit(1);
  }
} catch {
  // Nothing listens: good.
}

if (reset) {
  for (const dir of ['kv', 'do', 'cache']) rmSync(`${STATE}/${dir}`, { recursive: true, force: true });
  console.log('Removed the local KV, Durable Object and cache state.');
}

if (!existsSync('dist/widgets/manifest.json')) {
  const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startDevServer({ port, persistTo: stateDir });
try {
  const counts: Record<string, number | string> = {};
  for (const [name, path] of [
    ['news articles', '/api/news'],
    ['forum posts', '/api/forum/posts'],
    ['price feed', '/api/crypto/prices'],
  ] as const) {
    const res = await fetch(`${server.url}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as unknown[] | { source: string };
    counts[name] = Array.isArray(body) ? body.length : body.source;
  }
  console.log(
    `Local data ready: ${counts['news articles']} news articles, ${counts['forum posts']} forum posts, ${counts['price feed']} prices.`,
  );
} finally {
  await server.stop();
}
