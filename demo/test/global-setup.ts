import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/dev-server.mjs';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
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
