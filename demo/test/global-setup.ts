import type { TestProject } from 'vitest/node';
import { startFreshDevServer } from '../../scripts/dev-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's admin token (Authorization: Bearer …), for tests that seed through the admin routes. */
    adminToken: string;
  }
}

/** The test server's own admin token, so the tests need no .dev.vars (a fresh clone has none). */
const ADMIN_TOKEN = 'browser-test-admin-token';

/** Serves dist/ and the API with `wrangler dev` (real workerd, fresh local state) for the browser tests. */
export default async function setup(project: TestProject) {
  const server = await startFreshDevServer({ ADMIN_TOKEN });
  project.provide('baseUrl', server.url);
  project.provide('adminToken', ADMIN_TOKEN);
  return () => server.stop();
}
