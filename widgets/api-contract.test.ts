import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The API contract lives in the Worker: worker/schemas.ts (zod) holds the shapes, worker/limits.ts
// the limits as plain numbers. Widgets and the console take the shapes as types only and the
// limits as they are, so no zod ships to a host page.

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** Every `import … from '…/worker/…'` in `file`, as written. */
const workerImports = (file: string): string[] =>
  readFileSync(file, 'utf8').match(/^import [^;]*?from '(?:\.\.\/)+worker\/[^']+';/gms) ?? [];

describe('the API contract', () => {
  const files = [...sources('widgets'), ...sources('admin'), ...sources('demo/fixtures')];

  it('reaches widgets and the console as types from the schemas and plain limits, nothing else of the Worker', () => {
    const imports = files.flatMap((file) => workerImports(file).map((line) => `${file}: ${line.replace(/\s+/g, ' ')}`));
    expect(imports.length).toBeGreaterThan(0);
    const wrong = imports.filter(
      (line) =>
        !/: import type .* from '(\.\.\/)+worker\/schemas';$/.test(line) &&
        !/from '(\.\.\/)+worker\/limits';$/.test(line),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the limits free of imports, so importing them adds no code', () => {
    expect(readFileSync('worker/limits.ts', 'utf8')).not.toMatch(/^import /m);
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
