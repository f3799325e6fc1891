// Builds every widget two ways, plus the full page (DESIGN.md § Build outputs):
//   dist/widgets/esm/<name>.js   module entries sharing one runtime chunk (type-checked build)
//   dist/widgets/<name>.js       classic self-contained scripts, each tree-shaken from source
//   dist/widgets/page.js         the full page
// then copies the HTML shells and demo pages, copies each classic script to the pinned
// dist/widgets/v<version>/<name>.js and writes dist/widgets/manifest.json.
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyStatic, copyVersionedScripts, writeManifest } from './scripts/build-assets.mjs';
import { minifyCssTemplates } from './scripts/minify-css-templates.mjs';
import { precompileCss } from './scripts/precompile-css.mjs';
import { reactSvgProps } from './scripts/react-svg-props.mjs';
import { terserOptions } from './scripts/terser-options.mjs';
import { transpileTs } from './scripts/transpile-ts.mjs';

// Start from an empty dist/ so no file from an earlier build is served or measured.
rmSync('dist', { recursive: true, force: true });

const WIDGETS = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && d.name !== 'page' && existsSync(`widgets/${d.name}/index.ts`))
  .map((d) => d.name)
  .sort();

const FIXTURES = readdirSync('demo/fixtures')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length))
  .sort();

const RUNTIME_CORE = /\/widgets\/_runtime\/(define-widget|registry|sheets|precompiled|config|bus|react-lite)\.tsx?$/;

// `react`, `react-dom`, `react-dom/client` and `react/jsx-runtime` are our React API layer over preact.
const reactToPreact = alias({
  entries: [{ find: /^react(?:-dom(?:\/client)?|\/jsx-runtime)?$/, replacement: fileURLToPath(new URL('./widgets/_runtime/react-lite.ts', import.meta.url)) }],
});

const minify = (module) => terser(terserOptions(module));

/** TypeScript and the React API → preact. `checked` builds type-check; the others only transpile. */
const fromSource = ({ page = false, checked = false } = {}) => [
  replace({ preventAssignment: true, values: { __OREBIT_PAGE__: String(page) } }),
  reactToPreact,
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  checked
    ? typescript({ tsconfig: './tsconfig.json', noEmitOnError: true, compilerOptions: { noEmit: false, declaration: false } })
    : transpileTs(),
  minifyCssTemplates(),
  precompileCss(),
  reactSvgProps(),
];

// Only entries and the React layer's vnode hook run code on load; every other module of ours is
// definitions (styles included: precompiled, they add their rules only when used), so an import
// nothing uses (a UI kit part, goober's runtime compiler) is left out.
const hasSideEffects = (id) => id.includes('/node_modules/') || /\/index\.ts$/.test(id) || /\/_runtime\/react-lite\.ts$/.test(id);

const onwarn = (warning, warn) => {
  // Class-field `this` rewrites and similar noise are fine; everything else stays loud.
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

export default [
  {
    input: Object.fromEntries(WIDGETS.map((name) => [name, `widgets/${name}/index.ts`])),
    plugins: [...fromSource({ checked: true }), minify(true)],
    treeshake: { moduleSideEffects: hasSideEffects },
    output: {
      dir: 'dist/widgets/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (chunk.name === 'runtime' ? 'runtime-[hash].js' : 'shared-[hash].js'),
      // The core every module widget needs (preact, the React layer, goober, mitt, define/mount,
      // registry, styles, config) is the one runtime chunk; shared parts only some widgets use (UI
      // kit, toasts, the query cache, brand names) go into chunks of their own, so no widget loads
      // code it does not use.
      manualChunks: (id) => (id.includes('/node_modules/') || RUNTIME_CORE.test(id) ? 'runtime' : undefined),
    },
    onwarn,
  },
  ...WIDGETS.map((name) => ({
    input: `widgets/${name}/index.ts`,
    plugins: [...fromSource(), minify(false)],
    treeshake: { moduleSideEffects: hasSideEffects },
    output: { file: `dist/widgets/${name}.js`, format: 'iife' },
    onwarn,
  })),
  {
    input: 'widgets/page/index.ts',
    plugins: [...fromSource({ page: true }), minify(false)],
    treeshake: { moduleSideEffects: hasSideEffects },
    output: { file: 'dist/widgets/page.js', format: 'iife' },
    onwarn,
  },
  // The operator console's script (/admin, admin/index.html): served by the Worker, not a widget,
  // so neither the manifest nor the budgets list it.
  {
    input: 'admin/console.ts',
    plugins: [...fromSource(), minify(false)],
    output: { file: 'dist/admin/console.js', format: 'iife' },
    onwarn,
  },
  // The widget gallery's page script (demo/gallery.html): a demo page, not a widget, so neither the
  // manifest nor the budgets list it. Built before the fixtures, whose last entry copies the pages.
  {
    input: 'demo/gallery/gallery.ts',
    plugins: [...fromSource(), minify(false)],
    output: { file: 'dist/demo/gallery.js', format: 'iife' },
    onwarn,
  },
  // Test fixtures (demo/fixtures/*.tsx): widgets that exist only for the browser tests, such as one
  // that throws on render. Not product files; the last one also copies the static files and the
  // versioned scripts, and writes the manifest.
  ...FIXTURES.map((name, i) => ({
    input: `demo/fixtures/${name}.tsx`,
    plugins: [...fromSource(), minify(false), ...(i === FIXTURES.length - 1 ? [copyStatic(), copyVersionedScripts(WIDGETS), writeManifest(WIDGETS)] : [])],
    treeshake: { moduleSideEffects: hasSideEffects },
    output: { file: `dist/demo/fixtures/${name}.js`, format: 'iife' },
    onwarn,
  })),
];
