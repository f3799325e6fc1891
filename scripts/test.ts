// `npm test`: lints, type-checks, builds dist/ (the Worker and browser tests serve it, the budget test
// measures it), then runs every vitest project: unit, worker (inside workerd) and browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINT_STEPS } from './lint.ts';

const run = (label: string, command: string, args: string[], { exit = true } = {}): number => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0 && exit) {
    console.error(`\n✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
};

const node = process.execPath;
for (const { label, args } of LINT_STEPS) run(label, node, args);
for (const project of ['tsconfig.json', 'worker/tsconfig.json', 'tsconfig.test.json', 'tsconfig.react.json']) {
  run(`typecheck ${project}`, node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project]);
}
run('build', node, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent']);
// Vitest's JSON report gives the plain closing line CI reads: "N passed, N failed, N skipped".
const reportDir = mkdtempSync(join(tmpdir(), 'orebit-vitest-'));
const report = join(reportDir, 'results.json');
const status = run(
  'tests',
  node,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { exit: false },
);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    readFileSync(report, 'utf8'),
  ) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(status);
