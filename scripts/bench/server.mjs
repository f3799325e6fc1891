// The benchmark's servers: `wrangler dev` on a free port with a fresh local state, stopped and
// cleaned up by `stop()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../dev-server.mjs';

/** A TCP port free on 127.0.0.1 right now. */
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

/** Starts `wrangler dev` serving dist/ and the API with a state of its own. */
export async function startBenchServer() {
  const state = mkdtempSync(join(tmpdir(), 'orebit-bench-'));
  const server = await startDevServer({ port: await freePort(), persistTo: state });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
