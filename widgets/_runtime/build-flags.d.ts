// The widgets' build flags, each declared here once. Every bundle gets them replaced by their value
// from scripts/build-plugins.ts (the bundles of rollup.config.ts); the unit tests, which run the
// sources unbuilt, from vitest.config.ts's `define` (the unit project).

/** Whether a widget mounts itself when its script loads: false in bundles whose own code mounts them (the full page, the parity fixture, the server render). */
declare const __OREBIT_AUTO_MOUNT__: boolean;
/** True only in the bundles that hydrate server-rendered hosts, the full page's and the embed pages' (they import hydrate.tsx): false removes the calls into hydration that only they make. */
declare const __OREBIT_HYDRATE__: boolean;
/** True only in the server renders (widgets/server/page.tsx, worker-renderer.ts), which run with no DOM: defineWidget hands the widget over to them. */
declare const __OREBIT_SERVER__: boolean;
/** This script's release: package.json's version. */
declare const __OREBIT_RELEASE__: string;
