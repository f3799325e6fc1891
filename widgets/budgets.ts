// Gzip budgets of the built files (STYLE.md: every bundle has one, and `npm test` enforces it).
// KB here means 1024 bytes. From issue 8's table; see the README for what is still over it.

const KB = 1024;

/** The gzip budget of named files in dist/widgets/manifest.json. */
export const GZIP_BUDGETS: Readonly<Record<string, number>> = {
  'yield-farming.js': 14 * KB,
  'referral.js': 14 * KB,
  'concierge.js': 16 * KB,
  'page.js': 80 * KB,
};

/** Any other single-section classic script. */
export const SECTION_SCRIPT_BUDGET = 20 * KB;

/**
 * The shared module runtime chunk (esm/runtime-<hash>.js): preact with preact/compat (React's API),
 * the precompiled-styles helper (goober compiles at build time), mitt, define/mount, registry,
 * sheets, config. 10 KB on our own React layer; compat costs about 1.1 KB, so 11 KB.
 */
export const RUNTIME_CHUNK_BUDGET = 11 * KB;
