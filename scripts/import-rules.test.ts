import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCycle, importCycles, importGraph, ruleViolations } from './import-rules.ts';

/** A made-up repository of `files` (path → source), as git sees it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'orebit-imports-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

describe('the repository', () => {
  const graph = importGraph('.');

  it('reads every source file, with the imports it makes', () => {
    expect(graph.get('worker/index.ts')).toContain('worker/routes/forum.ts');
    expect(graph.get('widgets/community/NewPostDialog.tsx')).toContain('contract/limits.ts');
  });

  it('reads declaration files, modules they declare and tsconfig path aliases', () => {
    expect(graph.get('worker/embed-renderer.d.ts')).toEqual(['contract/embed.ts']);
    expect(graph.get('worker/routes/embed.ts')).toContain('worker/embed-renderer.d.ts');
    expect(graph.get('packages/react/src/OrebitWidget.tsx')).toContain('packages/widgets/src/index.ts');
  });

  it('keeps every import rule', () => {
    expect(ruleViolations(graph)).toEqual([]);
  });

  it('has no import circle, type-only imports included', () => {
    expect(importCycles(graph).map(describeCycle)).toEqual([]);
  });
});

describe('the rules', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const root of made) rmSync(root, { recursive: true, force: true });
  });
  const check = (files: Record<string, string>) => {
    const root = tree(files);
    made.push(root);
    const graph = importGraph(root);
    return { violations: ruleViolations(graph), cycles: importCycles(graph).map(describeCycle) };
  };

  it('names a file outside worker/ that imports from worker/, and says to use contract/', () => {
    const { violations } = check({
      'worker/limits.ts': 'export const A = 1;',
      'admin/console.ts': "import { A } from '../worker/limits';",
    });
    expect(violations).toEqual([expect.stringMatching(/^admin\/console\.ts imports worker\/limits\.ts: .*contract\//)]);
  });

  it('names the Worker importing a widget, and the contract importing either side', () => {
    const { violations } = check({
      'widgets/_runtime/kv.ts': 'export const K = 1;',
      'worker/stale.ts': "import { K } from '../widgets/_runtime/kv';",
      'contract/limits.ts': "import type { X } from '../worker/stale';",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^contract\/limits\.ts imports worker\/stale\.ts: contract\/ sits beneath/),
      expect.stringMatching(/^worker\/stale\.ts imports widgets\/_runtime\/kv\.ts: .*contract\//),
    ]);
  });

  it('names a widget importing a sibling, and the runtime importing a section or the page', () => {
    const { violations } = check({
      'widgets/news/News.tsx': "import { X } from '../community/constants';",
      'widgets/community/constants.ts': 'export const X = 1;',
      'widgets/_runtime/mount.ts': "import '../page/index';\nimport { X } from '../community/constants';",
      'widgets/page/index.ts': "import { X } from '../community/constants';",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^widgets\/_runtime\/mount\.ts imports widgets\/community\/constants\.ts: the runtime/),
      expect.stringMatching(/^widgets\/_runtime\/mount\.ts imports widgets\/page\/index\.ts: the runtime/),
      expect.stringMatching(/^widgets\/news\/News\.tsx imports widgets\/community\/constants\.ts: .*page bus/),
    ]);
  });

  it('lets the programs (page, server renders, embed pages) import the widgets and each other, and no widget import them', () => {
    const { violations } = check({
      'widgets/community/constants.ts': 'export const X = 1;',
      'widgets/page/sections.ts': "import { X } from '../community/constants';",
      'widgets/server/page.tsx': "import '../page/sections';\nimport { X } from '../community/constants';",
      'widgets/embed/render.ts': "import { X } from '../community/constants';",
      'widgets/server/worker-renderer.ts': "import '../embed/render';\nimport './page';",
      'widgets/news/News.tsx': "import '../server/page';\nimport '../embed/render';",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^widgets\/news\/News\.tsx imports widgets\/embed\/render\.ts: .*page bus/),
      expect.stringMatching(/^widgets\/news\/News\.tsx imports widgets\/server\/page\.tsx: .*page bus/),
    ]);
  });

  it('lets tests reach across to check how two sides meet', () => {
    const { violations } = check({
      'widgets/page/sections.ts': 'export const S = [];',
      'worker/test/page.test.ts': "import { S } from '../../widgets/page/sections';",
    });
    expect(violations).toEqual([]);
  });

  it('reads every kind of import: type-only, re-exports, dynamic, in types, require, references, aliases, declared modules', () => {
    const root = tree({
      'tsconfig.json': '{ "compilerOptions": { "paths": { "@lib/*": ["./lib/*"], "exact": ["./lib/exact.ts"] } } }',
      'lib/a.ts': '',
      'lib/b.ts': '',
      'lib/exact.ts': '',
      'lib/c.ts': '',
      'lib/d.ts': '',
      'lib/e.ts': '',
      'lib/f.ts': '',
      'lib/g.ts': '',
      'lib/types.d.ts': '',
      'lib/virtual.d.ts': "declare module 'virtual:thing' {\n  import type { A } from './a';\n}",
      'main.ts': [
        "/// <reference path='./lib/types.d.ts' />",
        "import type { A } from '@lib/a';",
        "export * from '@lib/b';",
        "export { X } from 'exact';",
        "const c = await import('./lib/c');",
        "type D = typeof import('./lib/d');",
        "let e: import('./lib/e').E;",
        "import f = require('./lib/f');",
        "import { g } from './lib/g.ts';",
        "import { thing } from 'virtual:thing';",
        "import { z } from 'zod';",
      ].join('\n'),
    });
    made.push(root);
    const graph = importGraph(root);
    expect([...graph.get('main.ts')!].sort()).toEqual(
      [
        'lib/a.ts',
        'lib/b.ts',
        'lib/c.ts',
        'lib/d.ts',
        'lib/e.ts',
        'lib/exact.ts',
        'lib/f.ts',
        'lib/g.ts',
        'lib/types.d.ts',
        'lib/virtual.d.ts',
      ].sort(),
    );
    expect(graph.get('lib/virtual.d.ts')).toEqual(['lib/a.ts']);
  });

  it('names a Worker layer importing one above it, type-only and dynamic imports too', () => {
    const { violations } = check({
      'worker/index.ts': "import './routes/forum';\nimport './storage/store';",
      'worker/env.ts': "import type { D } from './domain/limits';",
      'worker/routes/forum.ts': "import './../middleware/auth';\nimport './../domain/limits';\nimport '../env';",
      'worker/middleware/auth.ts': "import { forum } from '../routes/forum';\nimport type { Env } from '../env';",
      'worker/domain/limits.ts': "import type { Env } from '../env';\nimport { store } from '../storage/store';",
      'worker/storage/store.ts': "import { SEED } from '../domain/limits';\nimport { log } from '../http/log';",
      'worker/http/log.ts': "export const later = () => import('../storage/store');",
      'worker/build-flags.d.ts': "import type { Env } from './env';",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^worker\/build-flags\.d\.ts imports worker\/env\.ts: the Worker’s layers point one way/),
      expect.stringMatching(/^worker\/domain\/limits\.ts imports worker\/env\.ts: the Worker’s layers point one way/),
      expect.stringMatching(/^worker\/http\/log\.ts imports worker\/storage\/store\.ts: the Worker’s layers/),
      expect.stringMatching(/^worker\/middleware\/auth\.ts imports worker\/routes\/forum\.ts: the Worker’s layers/),
      expect.stringMatching(/^worker\/storage\/store\.ts imports worker\/domain\/limits\.ts: the Worker’s layers/),
    ]);
  });

  it('names a Worker file in none of the layers, and what imports it', () => {
    const { violations } = check({
      'worker/utils.ts': "import { log } from './http/log';",
      'worker/http/log.ts': 'export const log = 1;',
      'worker/routes/forum.ts': "import '../utils';",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^worker\/routes\/forum\.ts imports worker\/utils\.ts: every Worker file has a layer/),
      expect.stringMatching(/^worker\/utils\.ts imports worker\/http\/log\.ts: every Worker file has a layer/),
    ]);
  });

  it('names the domain or storage importing the HTTP layer’s errors, even for a type', () => {
    const { violations } = check({
      'worker/http/errors.ts': 'export class ApiError extends Error {}',
      'worker/http/body.ts': "import { ApiError } from './errors';",
      'worker/routes/forum.ts': "import { ApiError } from '../http/errors';",
      'worker/domain/limits.ts': "import { ApiError } from '../http/errors';",
      'worker/storage/store.ts': "import type { ApiError } from '../http/errors';",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^worker\/domain\/limits\.ts imports worker\/http\/errors\.ts: .*DomainError/),
      expect.stringMatching(/^worker\/storage\/store\.ts imports worker\/http\/errors\.ts: .*DomainError/),
    ]);
  });

  it('finds a circle made of type-only imports, in import order', () => {
    const { cycles } = check({
      'worker/env.ts': "import type { Store } from './store';\nexport interface Env {}",
      'worker/store.ts': "import type { Env } from './env';\nexport class Store {}",
      'worker/index.ts': "import type { Env } from './env';",
    });
    expect(cycles).toEqual([expect.stringMatching(/^worker\/env\.ts → worker\/store\.ts → worker\/env\.ts: move/)]);
  });

  it('finds a longer circle and a dynamic import in it', () => {
    const { cycles } = check({
      'a.ts': "import { b } from './b';",
      'b.ts': "export const b = () => import('./c');",
      'c.ts': "import { a } from './a';",
    });
    expect(cycles).toEqual([expect.stringMatching(/^a\.ts → b\.ts → c\.ts → a\.ts:/)]);
  });
});
