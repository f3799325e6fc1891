// `npm test`: type-checks, builds dist/ (the Worker and browser tests serve it, the budget test
// measures it), then runs every vitest project: unit, worker (inside workerd) and browser.
import { spawnSync } from 'node:child_process';

const run = (label, command, args) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

const node = process.execPath;
for (const project of ['tsconfig.json', 'worker/tsconfig.json', 'tsconfig.test.json']) {
  run(`typecheck ${project}`, node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project]);
}
run('build', node, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent']);
run('tests', node, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]);
