// `npm test`: lints, type-checks, builds dist/ (the Worker and browser tests serve it, the budget test
// measures it), then runs every vitest project: unit, worker (inside workerd), browser and engines.
// The checks before the tests run two at a time (the machines have two cores), each printing its
// output when it ends; the run ends with the ten slowest test files and the plain closing line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINT_STEPS } from './lint.ts';

/** One step before the tests: a label and this Node's arguments. */
interface Step {
  label: string;
  args: string[];
}

const node = process.execPath;
const TYPECHECKS: Step[] = ['tsconfig.json', 'worker/tsconfig.json', 'tsconfig.test.json', 'tsconfig.react.json'].map(
  (project) => ({
    label: `typecheck ${project}`,
    args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project],
  }),
);
const BUILD: Step = { label: 'build', args: ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'] };
/** How many checks run at once. */
const AT_ONCE = 2;

/** Runs `step`, keeping its output until it ends; resolves to its exit status and seconds. */
function runBuffered({ args }: Step): Promise<{ status: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('close', (code) =>
      resolve({ status: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** Runs `steps`, `AT_ONCE` at a time, printing each as it ends; the labels of those that failed. */
async function runAll(steps: readonly Step[]): Promise<string[]> {
  const queue = [...steps];
  const failed: string[] = [];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const { status, output, seconds } = await runBuffered(step);
      console.log(`\n▶ ${step.label} (${seconds.toFixed(1)} s)${status ? ' ✗' : ''}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (status) failed.push(step.label);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return failed;
}

// The build goes first: it is the longest step, and the others fill the second core beside it.
const failed = await runAll([BUILD, ...LINT_STEPS, ...TYPECHECKS]);
if (failed.length) {
  console.error(`\n✗ ${failed.join(', ')} failed`);
  process.exit(1);
}

// Vitest runs a run's projects one group after another (unit and worker, then engines, then the
// browser files one at a time), which on two cores leaves one idle for most of the run. So, unless
// arguments narrow the run (a file, a project: then one vitest takes them as given), two vitest
// processes run side by side: the browser and engines projects (one browser at a time, the
// critical path), and beside them unit and worker, one file at a time. Each writes a JSON report,
// which gives the plain closing line CI reads ("N passed, N failed, N skipped") and each file's time.
interface Run {
  label: string;
  args: string[];
  /** Whether its output streams as it comes (else it is printed when the run ends). */
  streams: boolean;
}
const RUNS: Run[] =
  process.argv.length > 2
    ? [{ label: 'tests', args: process.argv.slice(2), streams: true }]
    : [
        { label: 'browser and engines', args: ['--project=browser', '--project=engines'], streams: true },
        { label: 'unit and worker', args: ['--project=unit', '--project=worker', '--maxWorkers=1'], streams: false },
      ];

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

const reportDir = mkdtempSync(join(tmpdir(), 'orebit-vitest-'));
console.log(`\n▶ tests (${RUNS.map((run) => run.label).join('; beside it, ')})`);
const started = performance.now();
const outcomes = await Promise.all(
  RUNS.map(
    (run, i) =>
      new Promise<{ status: number; report: string }>((resolve) => {
        const report = join(reportDir, `results-${i}.json`);
        const child = spawn(
          node,
          [
            'node_modules/vitest/vitest.mjs',
            'run',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${report}`,
            ...run.args,
          ],
          { stdio: run.streams ? 'inherit' : ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
        child.once('close', (code) => {
          if (!run.streams) {
            console.log(`\n▶ ${run.label} (${((performance.now() - started) / 1000).toFixed(1)} s)${code ? ' ✗' : ''}`);
            process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
          }
          resolve({ status: code ?? 1, report });
        });
      }),
  ),
);
const reports = outcomes
  .filter(({ report }) => existsSync(report))
  .map(({ report }) => JSON.parse(readFileSync(report, 'utf8')) as Report);
if (reports.length) {
  const total = (key: 'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numTodoTests') =>
    reports.reduce((sum, report) => sum + report[key], 0);
  const slowest = reports
    .flatMap((report) => report.testResults)
    .map(({ name, startTime, endTime }) => ({ name: name.slice(process.cwd().length + 1), ms: endTime - startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  console.log(`\nAll tests: ${((performance.now() - started) / 1000).toFixed(1)} s. The ten slowest test files:`);
  for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  console.log(
    `\n${total('numPassedTests')} passed, ${total('numFailedTests')} failed, ${total('numPendingTests') + total('numTodoTests')} skipped`,
  );
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(outcomes.some(({ status }) => status !== 0) || reports.length < RUNS.length ? 1 : 0);
