import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// A source file a reader can hold in their head: at most 300 lines. Tests, declaration files and
// files a script writes (widgets/measured-heights.ts, by `npm run heights`) are not held to it.
const MAX_LINES = 300;
const SOURCE = /\.(?:ts|tsx|mjs|js|php|css)$/;
const EXEMPT = [/\.test\.ts$/, /(?:^|\/)test\//, /\.d\.ts$/, /^widgets\/measured-heights\.ts$/];

it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !EXEMPT.some((rule) => rule.test(file)));
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long).toEqual([]);
});
