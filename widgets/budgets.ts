// Gzip budgets of the built files (STYLE.md: every bundle has one, and `npm test` enforces it).
// KB here means 1024 bytes. Issue 8 adds the rest of the table as sections land.

const KB = 1024;

/** The gzip budget of a file in dist/widgets/manifest.json, by file name. */
export const GZIP_BUDGETS: Readonly<Record<string, number>> = {
  'yield-farming.js': 14 * KB,
};

/** The budget of the shared module runtime chunk (esm/runtime-<hash>.js). */
export const RUNTIME_CHUNK_BUDGET = 12 * KB;
