import type { TestProject } from 'vitest/node';
import { startFreshDevServer } from '../../scripts/dev-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The one server of the run and how many projects use it (on the main process's global: vitest loads this file once per project). */
interface Shared {
  server: ReturnType<typeof startFreshDevServer>;
  users: number;
}
const SHARED = Symbol.for('orebit.test.dev-server');
const holder = globalThis as { [SHARED]?: Shared };

/**
 * Serves dist/ and the API with `wrangler dev` (real workerd, fresh local state) for the browser
 * and engines projects: one server for both, started by the first and stopped after the last.
 */
export default async function setup(project: TestProject) {
  // Operators sign in through the development issuer (wrangler.toml's local vars): no .dev.vars needed.
  const shared = (holder[SHARED] ??= { server: startFreshDevServer(), users: 0 });
  shared.users += 1;
  project.provide('baseUrl', (await shared.server).url);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED];
    await (await shared.server).stop();
  };
}
