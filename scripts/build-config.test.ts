import type { OutputOptions, Plugin, RollupOptions } from 'rollup';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The build's order, read from rollup.config.ts without building: the manifest and the pinned
// scripts are written by the build's own last entry, the official page's server render, once every
// script of dist/widgets/ is written, and never by a test fixture's bundle.

const FINISH = 'orebit-finish-dist';
const PRERENDER = 'orebit-prerender-page';

/** An entry's plugins, its nested lists flattened. */
const pluginsOf = (entry: RollupOptions): Plugin[] => {
  const flat = (option: unknown): unknown[] => (Array.isArray(option) ? option.flatMap(flat) : [option]);
  return flat(entry.plugins).filter((p): p is Plugin => !!p && typeof p === 'object' && 'name' in p);
};
const pluginNames = (entry: RollupOptions): string[] => pluginsOf(entry).map((p) => p.name);
const outputOf = (entry: RollupOptions): string => {
  const output = entry.output as OutputOptions;
  return output.file ?? output.dir ?? '';
};
const isFixture = (entry: RollupOptions): boolean => String(entry.input).includes('demo/fixtures/');

/** rollup.config.ts's entries, loaded afresh (importing it builds nothing and deletes nothing). */
async function entries(): Promise<RollupOptions[]> {
  vi.resetModules();
  return (await import('../rollup.config.ts')).ENTRIES;
}

afterEach(() => vi.doUnmock('node:fs'));

describe('rollup.config.ts', () => {
  it('finishes dist/ once, on the server render of the official page, not on a test fixture', async () => {
    const all = await entries();
    const finishing = all.filter((entry) => pluginNames(entry).includes(FINISH));
    expect(finishing.map(outputOf)).toEqual(['.cache/page-server.mjs']);
    expect(all.some(isFixture)).toBe(true);
    expect(all.filter(isFixture).flatMap(pluginNames)).not.toContain(FINISH);
  });

  it('finishes dist/ after every script of dist/widgets/ is built, and renders the page after that', async () => {
    const all = await entries();
    const at = all.findIndex((entry) => pluginNames(entry).includes(FINISH));
    const widgetScripts = all.flatMap((entry, i) => (outputOf(entry).startsWith('dist/widgets') ? [i] : []));
    expect(widgetScripts.length).toBeGreaterThan(0);
    expect(Math.max(...widgetScripts)).toBeLessThan(at);
    expect(at).toBe(all.length - 1);
    const names = pluginNames(all[at]!);
    expect(names.indexOf(FINISH)).toBeLessThan(names.indexOf(PRERENDER));
    const finish = pluginsOf(all[at]!).find((p) => p.name === FINISH);
    expect(finish?.writeBundle).toMatchObject({ sequential: true });
  });

  it('still finishes dist/, manifest included, when demo/fixtures/ is deleted', async () => {
    vi.doMock('node:fs', async (importOriginal) => {
      const fs = await importOriginal<typeof import('node:fs')>();
      const absent = (path: unknown) => String(path).replace(/\/$/, '') === 'demo/fixtures';
      return { ...fs, existsSync: (path: import('node:fs').PathLike) => !absent(path) && fs.existsSync(path) };
    });
    const all = await entries();
    expect(all.some(isFixture)).toBe(false);
    expect(all.filter((entry) => pluginNames(entry).includes(FINISH)).map(outputOf)).toEqual([
      '.cache/page-server.mjs',
    ]);
  });
});
