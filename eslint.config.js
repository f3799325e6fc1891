// @ts-check
// One lint for every source file: ESLint's and typescript-eslint's recommended rules, React's hooks
// rules for the React code, and the few habits we hold to beyond them. Formatting is Prettier's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    'dist-production/',
    '.cache/',
    '.wrangler/',
    'coverage/',
    'bench-results/',
    '**/node_modules/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `interface Env extends WorkerEnv {}` is how cloudflare:test's env gets the Worker's bindings.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // A compile-time test of the public types: its values exist to have their types checked, and it
    // references orebit.d.ts the way a script-tag user's code does.
    files: ['types/test/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off', '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    files: ['**/*.tsx', 'widgets/**/*.ts', 'packages/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
);
