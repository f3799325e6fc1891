// The build's last step, one rollup plugin (`finishDist`, on the official page's server render, the
// last entry): static HTML into dist/, the versioned widget scripts and the widget manifest.
// `measure` sizes a file as the manifest lists it.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'rollup';
import { packageVersion } from './build-plugins.ts';

/** One file's sizes and integrity, as dist/widgets/manifest.json lists them. */
export interface Measure {
  bytes: number;
  gzip: number;
  brotli: number;
  /** Its SRI integrity (sha384). */
  integrity: string;
}

/** Copies the not-found page, the page's own files (its shell is rendered by scripts/prerender.ts), the widgets' preview images to dist/previews/, the operator console to dist/, orebit.d.ts to dist/widgets/, the demo pages to dist/demo/, the host pages (with their vendor CSS) to dist/demo/hosts/ and the post layouts to dist/demo/layouts/. */
function copyStatic(): void {
  mkdirSync('dist/demo', { recursive: true });
  for (const file of ['404.html', 'page.css', 'favicon.svg', 'preview.png'])
    cpSync(`widgets/page/${file}`, `dist/${file}`);
  // Each widget's link preview (made by `npm run previews`): /previews/<name>.jpg.
  cpSync('widgets/embed/previews', 'dist/previews', { recursive: true });
  // The operator console: /admin (dist/admin.html), its script is built to dist/admin/.
  mkdirSync('dist/admin', { recursive: true });
  cpSync('admin/index.html', 'dist/admin.html');
  cpSync('admin/admin.css', 'dist/admin/admin.css');
  // The embedders' TypeScript description of window.Orebit, the widgets and their events.
  mkdirSync('dist/widgets', { recursive: true });
  cpSync('types/orebit.d.ts', 'dist/widgets/orebit.d.ts');
  for (const file of readdirSync('demo')) if (/\.(html|css)$/.test(file)) cpSync(`demo/${file}`, `dist/demo/${file}`);
  // The host-page gallery (demo/hosts/) with the frameworks' CSS it embeds, served locally.
  mkdirSync('dist/demo/hosts/vendor', { recursive: true });
  for (const file of readdirSync('demo/hosts'))
    if (/\.(html|css)$/.test(file)) cpSync(`demo/hosts/${file}`, `dist/demo/hosts/${file}`);
  cpSync('node_modules/bootstrap/dist/css/bootstrap.min.css', 'dist/demo/hosts/vendor/bootstrap.min.css');
  cpSync('node_modules/tailwindcss/preflight.css', 'dist/demo/hosts/vendor/tailwind-preflight.css');
  // Blog-post layouts of the platforms partners use (demo/layouts/).
  cpSync('demo/layouts', 'dist/demo/layouts', { recursive: true });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Copies each classic widget script to dist/widgets/v<version>/<name>.js: the URL a page pins with
 * SRI, served as immutable. Copies rather than a Worker rewrite, so the files, the manifest and
 * their integrity are one build's output and another version's URL is simply a missing file (404).
 */
function copyVersionedScripts(widgets: readonly string[]): void {
  const dir = `dist/widgets/v${packageVersion()}`;
  mkdirSync(dir, { recursive: true });
  for (const name of widgets) cpSync(`dist/widgets/${name}.js`, `${dir}/${name}.js`);
}

/** Measures one file: bytes, gzip and brotli bytes, and its SRI integrity. */
export function measure(contents: Uint8Array): Measure {
  return {
    bytes: contents.length,
    gzip: gzipSync(contents, { level: 9 }).length,
    brotli: brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    integrity: `sha384-${createHash('sha384').update(contents).digest('base64')}`,
  };
}

/** Writes dist/widgets/manifest.json: every script (versioned copies included) with its sizes and integrity. */
function writeManifest(widgets: readonly string[]): void {
  const root = 'dist/widgets';
  const version = packageVersion();
  const files: Record<string, Measure> = {};
  for (const path of listFiles(root).sort()) {
    const name = relative(root, path).split('\\').join('/');
    if (!name.endsWith('.js')) continue;
    files[name] = measure(readFileSync(path));
  }
  const runtime = Object.keys(files).find((name) => /^esm\/runtime-[\w-]+\.js$/.test(name));
  writeFileSync(join(root, 'manifest.json'), JSON.stringify({ version, widgets, runtime, files }, null, 2) + '\n');
}

/**
 * Rollup plugin for the build's last entry, once every script of dist/widgets/ is written: copies the
 * static files, then the versioned scripts, then writes the manifest (which measures those copies
 * too). Sequential: it ends before the next plugin's writeBundle starts (the page render, which
 * needs the copied shell files).
 */
export function finishDist(widgets: readonly string[]): Plugin {
  return {
    name: 'orebit-finish-dist',
    writeBundle: {
      sequential: true,
      handler() {
        copyStatic();
        copyVersionedScripts(widgets);
        writeManifest(widgets);
      },
    },
  };
}
