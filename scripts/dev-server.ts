// Starts `wrangler dev` (the real workerd runtime, local KV and Durable Object state) in its own
// process group, so stopping it stops workerd too: killing wrangler alone leaves workerd behind.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
// wrangler needs Node >= 22.12: use the Node the project pins (the `node` devDependency) when present.
const PINNED_NODE = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
const NODE = existsSync(PINNED_NODE) ? PINNED_NODE : process.execPath;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the dev server on 127.0.0.1:`port` and resolves once it answers.
 * `persistTo` keeps local KV / Durable Object state somewhere other than .wrangler/state.
 * `vars` are passed as `--var NAME:value`, over wrangler.toml and .dev.vars (e.g. EXPOSE_KV_READS for the benchmark).
 * `stdio: 'inherit'` shows wrangler's own output (npm start); the default keeps it for errors.
 * Aborting `signal` while it starts stops the server (group and all) and rejects.
 */
export async function startDevServer({ port = 8787, persistTo, vars = {}, stdio = 'pipe', timeoutMs = 60_000, signal } = {}) {
  const args = [WRANGLER, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false'];
  if (persistTo) args.push('--persist-to', persistTo);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const child = spawn(NODE, args, {
    cwd: ROOT,
    detached: true,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'info',
      NO_COLOR: '1',
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => { exited = true; resolve({ code, signal }); }));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try { process.kill(-child.pid, 'SIGKILL'); } catch {}
    }, 5_000);
    await exit;
    clearTimeout(timer);
    // workerd may outlive wrangler for a moment: make sure nothing of the group is left.
    try { process.kill(-child.pid, 'SIGKILL'); } catch {}
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) {
      await stop();
      throw new Error('wrangler dev was stopped before it was ready');
    }
    if (exited) throw new Error(`wrangler dev exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${url}/widgets/manifest.json`);
      if (res.ok) return { url, pid: child.pid, stop, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
}

/**
 * `wrangler dev` on a free port with a local state of its own (a temp folder), and `vars`: for the
 * browser tests and the benchmark. `stop()` stops it and removes the state.
 */
export async function startFreshDevServer(vars = {}) {
  const state = mkdtempSync(join(tmpdir(), 'orebit-state-'));
  const server = await startDevServer({ port: await freePort(), persistTo: state, vars });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
