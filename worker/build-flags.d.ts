// The Worker's build flag, declared here once. wrangler.toml's [define] sets it for the local build
// (npm start) and [env.production.define] for production's; the worker tests, from vitest.config.ts's
// `define` (the worker project).

/** Whether this build contains the development sign-in (routes/development-sign-in.ts): false in production's, which leaves the code out of the bundle. */
declare const __OREBIT_DEVELOPMENT_SIGN_IN__: boolean;
