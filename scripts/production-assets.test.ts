import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { OTHER_LANGS } from '../widgets/_runtime/locale.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProductionAssets, listAssets } from './production-assets.ts';

// The production build's asset list, from the dist/ that `npm test` has just built.

const to = mkdtempSync(join(tmpdir(), 'orebit-production-'));
const production = copyProductionAssets('dist', to);
// The build's files: dist/bench/ is what `npm run bench` writes there, not the build.
const development = listAssets('dist').filter((path) => !path.startsWith('bench/'));
afterAll(() => rmSync(to, { recursive: true, force: true }));

describe('the production assets', () => {
  it('hold the full page, every widget script, the gallery and the demo pages readers are meant to see', () => {
    const { version, widgets } = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as {
      version: string;
      widgets: string[];
    };
    const expected = [
      'index.html',
      '404.html',
      'widgets/page.js',
      'widgets/manifest.json',
      'widgets/orebit.d.ts',
      'demo/gallery.html',
      'demo/gallery.js',
      'demo/partner-blog.html',
      'demo/strict-csp.html',
    ];
    for (const name of widgets)
      expected.push(`widgets/${name}.js`, `widgets/v${version}/${name}.js`, `widgets/esm/${name}.js`);
    for (const path of expected) expect(production, path).toContain(path);
    expect(production.filter((path) => path.startsWith('widgets/'))).toEqual(
      development.filter((path) => path.startsWith('widgets/')),
    );
  });

  it('leave out every test fixture, hostile or broken host page and the pages that drive fixtures', () => {
    const left = development.filter((path) => !production.includes(path));
    expect(left.filter((path) => path.startsWith('demo/fixtures/')).length).toBeGreaterThan(0);
    expect(left).toEqual(
      expect.arrayContaining([
        'demo/hostile.html',
        'demo/broken.html',
        'demo/plain.html',
        'demo/react-api.html',
        'demo/hosts/strict.html',
      ]),
    );
    expect(production.filter((path) => /^demo\/(fixtures|hosts)\/|hostile|broken/.test(path))).toEqual([]);
    const bytes = (root: string, paths: string[]) =>
      paths.reduce((sum, path) => sum + readFileSync(join(root, path)).length, 0);
    console.log(
      `production assets: ${production.length} files, ${bytes(to, production)} bytes; development: ${development.length} files, ${bytes('dist', development)} bytes`,
    );
  });

  it('are counted right in docs/deploying.md: files, and megabytes to a tenth', () => {
    const said = /\((\d+) of the build's (\d+) files,\s+([\d.]+) MB of ([\d.]+) MB/.exec(
      readFileSync('docs/deploying.md', 'utf8'),
    );
    expect(said, 'docs/deploying.md: "(N of the build\'s M files, X MB of Y MB"').not.toBeNull();
    const [, files, builtFiles, megabytes, builtMegabytes] = said!.map(Number);
    expect({ files, builtFiles }).toEqual({ files: production.length, builtFiles: development.length });
    const folders = new Set(
      production.flatMap((path) =>
        path
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ),
    );
    const read = /counts the (\d+) folders too: (\d+)\)/.exec(readFileSync('docs/deploying.md', 'utf8'));
    expect(read?.slice(1).map(Number)).toEqual([folders.size, production.length + folders.size]);
    const mb = (root: string, paths: string[]) =>
      paths.reduce((sum, path) => sum + readFileSync(join(root, path)).length, 0) / 1_000_000;
    expect(Math.abs(megabytes! - mb(to, production))).toBeLessThanOrEqual(0.1);
    expect(Math.abs(builtMegabytes! - mb('dist', development))).toBeLessThanOrEqual(0.1);
  });

  it('link only to files that are there', () => {
    const missing: string[] = [];
    for (const page of production.filter((path) => path.endsWith('.html'))) {
      const html = readFileSync(join(to, page), 'utf8');
      for (const [, url] of html.matchAll(/(?:src|href)="(\/[^"#?]*)/g)) {
        // The API, and the page in another language, which the Worker renders (worker/routes/page.ts).
        if (url!.startsWith('/api/') || OTHER_LANGS.some((lang) => url === `/${lang}/`)) continue;
        const path = url === '/' ? 'index.html' : url!.slice(1);
        if (!production.includes(path) && !production.includes(`${path}.html`)) missing.push(`${page} → ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
