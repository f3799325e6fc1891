import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROGRAM_FOLDERS, widgetFolders } from './widget-folders.ts';

/** A made-up widgets/ folder: `files` are paths inside it, each written empty. */
function tree(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'orebit-widget-folders-'));
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  return root;
}

const root = tree([
  '_runtime/index.ts',
  '_shared/widget.ts',
  'page/index.ts',
  'server/index.ts',
  'embed/index.ts',
  'embed/widget.ts',
  'news/index.ts',
  'news/widget.ts',
  'hero/index.ts',
  'half-made/Foo.tsx',
  'catalog.ts',
]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('widgetFolders', () => {
  it('lists every folder but the shared code and the programs (page, server, embed), sorted', () => {
    expect(widgetFolders({ root })).toEqual(['half-made', 'hero', 'news']);
  });

  it('keeps only the folders that hold the file asked for', () => {
    expect(widgetFolders({ root, having: 'index.ts' })).toEqual(['hero', 'news']);
    expect(widgetFolders({ root, having: 'widget.ts' })).toEqual(['news']);
  });

  it('finds the repository’s widgets', () => {
    expect(widgetFolders({ having: 'index.ts' })).toContain('yield-farming');
    for (const program of PROGRAM_FOLDERS) expect(widgetFolders()).not.toContain(program);
  });
});
