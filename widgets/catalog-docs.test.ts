import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS_END, DOCS_START, widgetDocs, withTypeBlocks } from './catalog-docs';

// `npm run docs` runs this file with UPDATE_DOCS=1: it then rewrites what is stale instead of failing.

describe('the README’s widget reference', () => {
  it('is the one generated from the widgets’ definitions (npm run docs rewrites it)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(DOCS_START);
    const end = readme.indexOf(DOCS_END);
    expect(start, `README.md has no generated widget reference (${DOCS_START})`).toBeGreaterThan(-1);
    const current = readme.slice(start, end + DOCS_END.length);
    const expected = widgetDocs();
    if (process.env.UPDATE_DOCS && current !== expected) writeFileSync('README.md', readme.replace(current, expected));
    else expect(current, 'the README’s widget reference is stale — run npm run docs').toBe(expected);
  });
});

describe('types/orebit.d.ts', () => {
  it('lists the widgets, their options and events as generated from their definitions (npm run docs rewrites them)', () => {
    const dts = readFileSync('types/orebit.d.ts', 'utf8');
    const { text, missing } = withTypeBlocks(dts);
    expect(missing, 'types/orebit.d.ts lacks the markers of these generated blocks').toEqual([]);
    if (process.env.UPDATE_DOCS && text !== dts) writeFileSync('types/orebit.d.ts', text);
    else expect(dts, 'types/orebit.d.ts’s widget lists are stale — run npm run docs').toBe(text);
  });
});
