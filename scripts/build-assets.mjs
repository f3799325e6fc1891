// Rollup plugins for the last build step: static HTML into dist/, and the widget manifest.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Copies the page shells to dist/ and the demo pages to dist/demo/. */
export function copyStatic() {
  return {
    name: 'orebit-copy-static',
    writeBundle() {
      mkdirSync('dist/demo', { recursive: true });
      for (const file of ['index.html', '404.html', 'page.css', 'favicon.svg']) cpSync(`widgets/page/${file}`, `dist/${file}`);
      for (const file of readdirSync('demo')) if (/\.(html|css)$/.test(file)) cpSync(`demo/${file}`, `dist/demo/${file}`);
    },
  };
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Measures one file: bytes, gzip and brotli bytes, and its SRI integrity. */
export function measure(contents) {
  return {
    bytes: contents.length,
    gzip: gzipSync(contents, { level: 9 }).length,
    brotli: brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    integrity: `sha384-${createHash('sha384').update(contents).digest('base64')}`,
  };
}

/** Writes dist/widgets/manifest.json: every script with its sizes and integrity. */
export function writeManifest(widgets) {
  return {
    name: 'orebit-manifest',
    writeBundle() {
      const root = 'dist/widgets';
      const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
      const files = {};
      for (const path of listFiles(root).sort()) {
        const name = relative(root, path).split('\\').join('/');
        if (!name.endsWith('.js')) continue;
        files[name] = measure(readFileSync(path));
      }
      const runtime = Object.keys(files).find((name) => /^esm\/runtime-[\w-]+\.js$/.test(name));
      writeFileSync(join(root, 'manifest.json'), JSON.stringify({ version, widgets, runtime, files }, null, 2) + '\n');
    },
  };
}
