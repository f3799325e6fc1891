// `npm start`: builds the widgets, then serves the full page and the API on http://127.0.0.1:8787
// (PORT overrides) with `wrangler dev`, until Ctrl-C, which stops workerd too.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { startDevServer } from './dev-server.mjs';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number (1-65535), not "${process.env.PORT}".`);
  process.exit(2);
}

// Local secrets (admin token, author salt): the documented development defaults, once.
if (!existsSync('.dev.vars') && existsSync('.dev.vars.example')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example (development secrets; admin token: dev-admin-token).');
}

if (process.env.OREBIT_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startDevServer({ port, stdio: 'inherit', persistTo: process.env.OREBIT_STATE_DIR });
console.log(`\nOrebit is running: full page ${server.url}/  ·  demo ${server.url}/demo/partner-blog.html  ·  Ctrl-C stops it.\n`);

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(signal === 'SIGINT' ? 130 : 0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));
