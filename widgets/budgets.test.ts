import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_LANGS } from './_runtime/locale';
import {
  CONCIERGE_CHAT_BUDGET,
  CONCIERGE_INLINE_BUDGET,
  CONCIERGE_REPLIES_BUDGET,
  GZIP_BUDGETS,
  LOCALE_PACK_BUDGET,
  PAGE_BUDGET,
  PAGE_FIRST_LOAD_BUDGET,
  RUNTIME_CHUNK_BUDGET,
  SECTION_SCRIPT_BUDGET,
} from './budgets';
import { FIRST_SCREEN, PAGE_SECTIONS } from './page/sections';

interface Manifest {
  version: string;
  widgets: string[];
  runtime: string;
  files: Record<string, { bytes: number; gzip: number; brotli: number; integrity: string }>;
}

const MANIFEST = 'dist/widgets/manifest.json';

describe('bundle budgets', () => {
  it('has a built manifest to measure (npm test builds first)', () => {
    expect(existsSync(MANIFEST), `${MANIFEST} is missing: run npm run build`).toBe(true);
  });

  const manifest: Manifest = existsSync(MANIFEST)
    ? JSON.parse(readFileSync(MANIFEST, 'utf8'))
    : { version: '', widgets: [], runtime: '', files: {} };

  it.each(Object.entries(GZIP_BUDGETS))('keeps %s within %d gzip bytes', (file, budget) => {
    const entry = manifest.files[file];
    expect(entry, `${file} is not in the manifest`).toBeDefined();
    expect(entry!.gzip).toBeLessThanOrEqual(budget);
  });

  it('keeps the official page’s first load, page.js and the modules it imports, within its budget', () => {
    // The files a browser loads before page.js runs: its static imports, not its import() calls.
    const firstLoad = new Set<string>();
    const visit = (file: string) => {
      if (firstLoad.has(file)) return;
      firstLoad.add(file);
      for (const [, path] of readFileSync(`dist/widgets/${file}`, 'utf8').matchAll(/(?:from|import)\s*"(\.[^"]+)"/g))
        visit(posix.join(posix.dirname(file), path!));
    };
    visit('page.js');
    const gzip = [...firstLoad].reduce((sum, file) => sum + manifest.files[file]!.gzip, 0);
    expect(gzip).toBeLessThanOrEqual(PAGE_FIRST_LOAD_BUDGET);
  });

  it('keeps every file of the official page together within its budget, each section’s code in a module of its own', () => {
    const files = Object.keys(manifest.files).filter((file) => file === 'page.js' || /^v[\d.]+\/page\//.test(file));
    const firstScreen = PAGE_SECTIONS.slice(0, FIRST_SCREEN).map(({ name }) => name);
    for (const name of manifest.widgets.filter((name) => !firstScreen.includes(name)))
      expect(files, name).toContainEqual(expect.stringMatching(new RegExp(`^v[\\d.]+/page/${name}-[\\w-]+\\.js$`)));
    expect(files.reduce((sum, file) => sum + manifest.files[file]!.gzip, 0)).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it('keeps every other section script within 20 KB', () => {
    const others = manifest.widgets.map((name) => `${name}.js`).filter((file) => !(file in GZIP_BUDGETS));
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) expect(manifest.files[file]?.gzip, file).toBeLessThanOrEqual(SECTION_SCRIPT_BUDGET);
  });

  it('keeps the module runtime chunk within its budget', () => {
    const entry = manifest.files[manifest.runtime];
    expect(entry, 'the manifest names no runtime chunk').toBeDefined();
    expect(entry!.gzip).toBeLessThanOrEqual(RUNTIME_CHUNK_BUDGET);
  });

  it('lists every widget with its classic, pinned and module script, sizes and a sha384 integrity', () => {
    expect(manifest.widgets).toContain('yield-farming');
    for (const name of manifest.widgets) {
      for (const file of [`${name}.js`, `v${manifest.version}/${name}.js`, `esm/${name}.js`]) {
        const entry = manifest.files[file];
        expect(entry, file).toBeDefined();
        const bytes = readFileSync(`dist/widgets/${file}`);
        expect(entry!.bytes).toBe(bytes.length);
        expect(entry!.gzip).toBeLessThan(entry!.bytes);
        expect(entry!.integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
      }
    }
    expect(manifest.files['page.js']).toBeDefined();
  });

  it.each([
    ['concierge-chat.js', CONCIERGE_CHAT_BUDGET],
    ['concierge-replies.js', CONCIERGE_REPLIES_BUDGET],
  ])(
    'keeps the concierge’s %s, which it loads as the reader reaches for it, within %d B, with its integrity',
    (name, budget) => {
      const file = `v${manifest.version}/${name}`;
      const entry = manifest.files[file];
      expect(entry, `${file} is not in the manifest`).toBeDefined();
      expect(entry!.integrity).toBe(
        `sha384-${createHash('sha384')
          .update(readFileSync(`dist/widgets/${file}`))
          .digest('base64')}`,
      );
      expect(entry!.gzip).toBeLessThanOrEqual(budget);
    },
  );

  it('keeps what an inline concierge loads before the reader writes, its script and its chat, within its budget', () => {
    const files = ['concierge.js', `v${manifest.version}/concierge-chat.js`];
    expect(files.reduce((sum, file) => sum + manifest.files[file]!.gzip, 0)).toBeLessThanOrEqual(
      CONCIERGE_INLINE_BUDGET,
    );
  });

  it('lists every widget’s language packs with their integrity, each within its budget', () => {
    const packs = Object.keys(manifest.files).filter((file) => file.startsWith(`v${manifest.version}/locales/`));
    for (const name of manifest.widgets) {
      for (const lang of [...OTHER_LANGS, 'auto'])
        expect(packs, `${lang}/${name}`).toContain(`v${manifest.version}/locales/${lang}/${name}.js`);
    }
    // The formats the packs share, in one chunk.
    expect(packs.filter((file) => /\/locales\/pack-[\w-]+\.js$/.test(file))).toHaveLength(1);
    for (const file of packs) {
      const bytes = readFileSync(`dist/widgets/${file}`);
      expect(manifest.files[file]!.integrity, file).toBe(
        `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      );
      expect(manifest.files[file]!.gzip, file).toBeLessThanOrEqual(LOCALE_PACK_BUDGET);
    }
  });
});
