// The Worker's build flags, declared here once. wrangler.toml's [define] sets them for the local
// build (npm start) and [env.production.define] for production's; the worker tests, from
// vitest.config.ts's `define` (the worker project).

/** Whether this build contains the development sign-in (routes/development-sign-in.ts): false in production's, which leaves the code out of the bundle. */
declare const __OREBIT_DEVELOPMENT_SIGN_IN__: boolean;

/**
 * Whether this build has the tests' and demo pages' hooks (the stale-KV simulation, the KV read
 * count, the strict host page's nonce policy): false in production's, which ships no test page.
 */
declare const __OREBIT_TEST_HOOKS__: boolean;
