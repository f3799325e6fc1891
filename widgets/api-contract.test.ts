import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The API contract sits beneath the Worker and its clients, in contract/: schemas.ts (zod) holds
// the shapes, limits.ts the limits as plain numbers, kv.ts KV's staleness. Widgets and the console
// take the shapes as types only and the plain constants as they are, so no zod ships to a host page.

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** Every `import … from '…/contract/…'` in `file`, as written. */
const contractImports = (file: string): string[] =>
  readFileSync(file, 'utf8').match(/^import [^;]*?from '(?:\.\.\/)+contract\/[^']+';/gms) ?? [];

describe('the API contract', () => {
  const files = [...sources('widgets'), ...sources('admin'), ...sources('demo/fixtures')];

  it('reaches widgets and the console as types from the schemas and as plain constants', () => {
    const imports = files.flatMap((file) =>
      contractImports(file).map((line) => `${file}: ${line.replace(/\s+/g, ' ')}`),
    );
    expect(imports.length).toBeGreaterThan(0);
    const wrong = imports.filter(
      (line) =>
        !/: import type .* from '(\.\.\/)+contract\/schemas';$/.test(line) &&
        !/from '(\.\.\/)+contract\/(?!schemas')[\w-]+';$/.test(line),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the plain constants free of imports, so importing them adds no code', () => {
    for (const file of ['contract/limits.ts', 'contract/kv.ts', 'contract/brand.ts'])
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/^import /m);
  });

  it('ships no zod in any widget script', () => {
    if (!existsSync('dist/widgets')) return;
    const scripts = readdirSync('dist/widgets', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const withZod = scripts.filter((file) => readFileSync(join('dist/widgets', file), 'utf8').includes('$ZodType'));
    expect(withZod).toEqual([]);
  });
});
