// `npm start`: builds the widgets, then serves the full page and the API on http://127.0.0.1:8787
// (PORT overrides) with `wrangler dev`, until Ctrl-C, which stops workerd too.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { startDevServer, type DevServer } from './dev-server.ts';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number (1-65535), not "${process.env.PORT}".`);
  process.exit(2);
}

// Local secrets (the author salt): the documented development defaults, once.
if (!existsSync('.dev.vars') && existsSync('.dev.vars.example')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example (development secrets).');
}

if (process.env.OREBIT_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Ctrl-C may come while wrangler is still starting: the handlers are there from the first moment,
// and stopping then takes workerd down too.
const starting = new AbortController();
let server: DevServer | undefined;
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  starting.abort();
  // Still starting: startDevServer stops the server, then the code below exits.
  if (!server) return;
  await server.stop();
  process.exit(signal === 'SIGINT' ? 130 : 0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));

try {
  // SIMULATE_STALE_KV=true npm start: KV as a reader far from the writer sees it (docs/api.md).
  const vars: Record<string, string> = process.env.SIMULATE_STALE_KV === 'true' ? { SIMULATE_STALE_KV: 'true' } : {};
  server = await startDevServer({
    port,
    stdio: 'inherit',
    persistTo: process.env.OREBIT_STATE_DIR,
    vars,
    signal: starting.signal,
  });
} catch (error) {
  if (stopping) {
    // shutdown() exits once the server is down; startDevServer stopped it before rejecting.
    process.exit(130);
  }
  throw error;
}
if (stopping) {
  // The signal came just as the server became ready.
  await server.stop();
  process.exit(130);
}
console.log(
  `\nOrebit is running: full page ${server.url}/  ·  demo ${server.url}/demo/partner-blog.html  ·  operator console ${server.url}/admin (development sign-in)  ·  Ctrl-C stops it.\n`,
);
