import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs module shared with `npm start`
import { startDevServer } from '../../scripts/dev-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Serves dist/ and the API with `wrangler dev` (real workerd, fresh local state) for the browser tests. */
export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), 'orebit-state-'));
  const server = await startDevServer({ port: await freePort(), persistTo: state });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(state, { recursive: true, force: true });
  };
}
