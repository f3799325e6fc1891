import type { TestProject } from 'vitest/node';
import { startFreshDevServer } from '../../scripts/dev-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves dist/ and the API with `wrangler dev` (real workerd, fresh local state) for the browser tests. */
export default async function setup(project: TestProject) {
  // Operators sign in through the development issuer (wrangler.toml's local vars): no .dev.vars needed.
  const server = await startFreshDevServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
