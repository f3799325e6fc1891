import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS_END, DOCS_START, widgetDocs } from './catalog-docs';

describe('the README’s widget reference', () => {
  it('is the one generated from the catalog (UPDATE_DOCS=1 rewrites it)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(DOCS_START);
    const end = readme.indexOf(DOCS_END);
    expect(start, 'README.md has no generated widget reference').toBeGreaterThan(-1);
    const current = readme.slice(start, end + DOCS_END.length);
    const expected = widgetDocs();
    if (process.env.UPDATE_DOCS && current !== expected) writeFileSync('README.md', readme.replace(current, expected));
    else expect(current).toBe(expected);
  });
});
