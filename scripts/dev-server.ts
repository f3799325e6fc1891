// Starts `wrangler dev` (the real workerd runtime, local KV and Durable Object state) in its own
// process group, so stopping it stops workerd too: killing wrangler alone leaves workerd behind.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
// wrangler needs Node >= 22.12: use the Node the project pins (the `node` devDependency) when present.
const PINNED_NODE = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
const NODE = existsSync(PINNED_NODE) ? PINNED_NODE : process.execPath;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A running `wrangler dev`. */
export interface DevServer {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** Stops wrangler and workerd (the whole process group). */
  stop(): Promise<void>;
  /** What wrangler printed so far (when started with stdio 'pipe'). */
  output(): string;
}

/** How `startDevServer` starts it; every field has a default. */
export interface DevServerOptions {
  port?: number;
  persistTo?: string | undefined;
  vars?: Record<string, string>;
  stdio?: 'pipe' | 'inherit';
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Starts the dev server on 127.0.0.1:`port` and resolves once it answers.
 * `persistTo` keeps local KV / Durable Object state somewhere other than .wrangler/state.
 * `vars` are passed as `--var NAME:value`, over wrangler.toml and .dev.vars (e.g. EXPOSE_KV_READS for the benchmark).
 * `stdio: 'inherit'` shows wrangler's own output (npm start); the default keeps it for errors.
 * Aborting `signal` while it starts stops the server (group and all) and rejects.
 */
export async function startDevServer({
  port = 8787,
  persistTo,
  vars = {},
  stdio = 'pipe',
  timeoutMs = 60_000,
  signal,
}: DevServerOptions = {}): Promise<DevServer> {
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
  // Spawned detached, it leads its own process group, whose id is its pid.
  const pid = child.pid!;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // The group has exited already.
      }
    }, 5_000);
    await exit;
    clearTimeout(timer);
    // workerd may outlive wrangler for a moment: make sure nothing of the group is left.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Nothing of the group is left.
    }
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
      if (res.ok) return { url, pid, stop, output: () => output };
    } catch {
      // Not listening yet: ask again.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
}

/**
 * `wrangler dev` on a free port with a local state of its own (a temp folder), and `vars`: for the
 * browser tests and the benchmark. `stop()` stops it and removes the state.
 */
export async function startFreshDevServer(
  vars: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void>; output(): string }> {
  const state = mkdtempSync(join(tmpdir(), 'orebit-state-'));
  const server = await startDevServer({ port: await freePort(), persistTo: state, vars });
  return {
    url: server.url,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in to a local server's development issuer (/admin/sign-in) as `email`, as a person would
 * with the form: the headers that carry the sign-in (its CF_Authorization cookie) for API calls.
 */
export async function developmentSignIn(baseUrl: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 303 || !cookie)
    throw new Error(`The development sign-in answered ${res.status}: ${await res.text()}`);
  return { Cookie: cookie };
}
