// `npm run lint`: the checks that read the code without running it, each over the whole tree.
// `npm test` runs them first (they take seconds); run alone, this reports every one that fails.
import { spawnSync } from 'node:child_process';

/** One check: what it is, and the tool's script with its arguments (run on this Node). */
export interface LintStep {
  label: string;
  args: string[];
}

export const LINT_STEPS: readonly LintStep[] = [
  {
    label: 'eslint',
    args: [
      'node_modules/eslint/bin/eslint.js',
      '--max-warnings=0',
      '--cache',
      '--cache-location=node_modules/.cache/eslint/',
      '.',
    ],
  },
  { label: 'prettier', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.'] },
  // Unused files, exports and dependencies (knip.jsonc says what is used from outside the imports).
  { label: 'knip', args: ['node_modules/knip/bin/knip.js', '--no-progress'] },
];

/** The steps with what they can repair repaired (`npm run lint -- --fix`): eslint's fixes, prettier's formatting. */
const fixing = (steps: readonly LintStep[]): LintStep[] =>
  steps.map(({ label, args }) => ({
    label,
    args:
      label === 'eslint'
        ? [...args, '--fix']
        : label === 'prettier'
          ? args.map((arg) => (arg === '--check' ? '--write' : arg))
          : args,
  }));

if (import.meta.main) {
  const fix = process.argv.includes('--fix');
  const failed = (fix ? fixing(LINT_STEPS) : LINT_STEPS).filter(({ label, args }) => {
    console.log(`▶ ${label}`);
    return spawnSync(process.execPath, args, { stdio: 'inherit' }).status !== 0;
  });
  if (failed.length)
    console.error(
      `✗ ${failed.map((s) => s.label).join(', ')} failed` +
        (fix
          ? ': what is left needs a hand (docs/contributing.md#before-you-commit)'
          : ' (npm run lint -- --fix repairs what it can)'),
    );
  process.exit(failed.length ? 1 : 0);
}
