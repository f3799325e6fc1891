import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_DOCS } from './catalog-docs';

// The files `npm run docs` (scripts/docs.ts) writes from the widgets' definitions and contract/limits.ts, held to them.

describe.each(Object.entries(CATALOG_DOCS))('%s', (path, rewrite) => {
  it('holds what is generated from the widgets’ definitions and the API’s limits (npm run docs rewrites it)', () => {
    const current = readFileSync(path, 'utf8');
    const { text, missing } = rewrite(current, (source) => readFileSync(source, 'utf8'));
    expect(missing, `${path} lacks the markers of these generated parts`).toEqual([]);
    expect(current, `${path}: its generated parts are stale — run npm run docs`).toBe(text);
  });
});
