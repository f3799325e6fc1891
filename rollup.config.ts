// Builds every widget two ways, plus the full page (docs/ARCHITECTURE.md, The build):
//   dist/widgets/esm/<name>.js   module entries sharing one runtime chunk (type-checked build)
//   dist/widgets/<name>.js       classic self-contained scripts, each tree-shaken from source
//   dist/widgets/page.js         the full page: the first screen, and v<version>/page/<name>-<hash>.js for each other section
// then, on the last entry (the official page's server render), copies the HTML shells and demo
// pages, copies each classic script to the pinned dist/widgets/v<version>/<name>.js, writes
// dist/widgets/manifest.json and renders dist/index.html.
import terser from '@rollup/plugin-terser';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import type { RollupOptions, WarningHandlerWithDefault } from 'rollup';
import { finishDist } from './scripts/build-assets.ts';
import { localePacks, packInputs } from './scripts/build-locales.ts';
import {
  allWidgetsEntry,
  embedEntries,
  fromSource,
  hasSideEffects,
  packageVersion,
  pageEntry,
  pageRegistry,
  rulesLeftOut,
} from './scripts/build-plugins.ts';
import { prerenderPage } from './scripts/prerender.ts';
import { terserOptions } from './scripts/terser-options.ts';
import { FIRST_SCREEN, PAGE_SECTIONS } from './widgets/page/sections.ts';
import { widgetFolders } from './scripts/widget-folders.ts';

const WIDGETS = widgetFolders({ having: 'index.ts' });

// Test fixtures only: none when demo/fixtures/ is not there, and the product files are the same.
const FIXTURES = existsSync('demo/fixtures')
  ? readdirSync('demo/fixtures')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.slice(0, -'.tsx'.length))
      .sort()
  : [];

const RUNTIME_CORE =
  /\/widgets\/_runtime\/(define-widget|mount|widget-shell|registry|sheets|precompiled|config|bus)\.tsx?$/;

const minify = (module: boolean, ownPreact = !module) => terser(terserOptions(module, 'preact', ownPreact));

const onwarn: WarningHandlerWithDefault = (warning, warn) => {
  // Class-field `this` rewrites and similar noise are fine; everything else stays loud.
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

/** Every entry of the build, in the order rollup builds them. */
export const ENTRIES: RollupOptions[] = [
  {
    input: Object.fromEntries(WIDGETS.map((name) => [name, `widgets/${name}/index.ts`])),
    plugins: [...fromSource({ checked: true }), minify(true)],
    treeshake: { moduleSideEffects: hasSideEffects },
    output: {
      dir: 'dist/widgets/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (chunk.name === 'runtime' ? 'runtime-[hash].js' : 'shared-[hash].js'),
      // The core every module widget needs (preact with preact/compat, goober, mitt, define/mount,
      // registry, styles, config) is the one runtime chunk; shared parts only some widgets use (UI
      // kit, toasts, the query cache, brand names) go into chunks of their own, so no widget loads
      // code it does not use.
      manualChunks: (id) => (id.includes('/node_modules/') || RUNTIME_CORE.test(id) ? 'runtime' : undefined),
    },
    onwarn,
  },
  // The concierge's chat, which its partner script (a facade: widgets/concierge/facade.ts) loads
  // when the reader reaches for it: a module of the release, pinned and immutable like its scripts,
  // on the page's registry that the facade made.
  {
    input: { 'concierge-chat': 'widgets/concierge/chat.ts' },
    // The facade has put the widget in its places (autoMount): the chat only takes them over. Its
    // preact is its own (no chunk shares it), so terser shortens preact's fields as in a classic script.
    plugins: [
      pageRegistry('widgets/concierge/page-registry.ts'),
      ...fromSource({ autoMount: false }),
      minify(true, true),
    ],
    treeshake: { moduleSideEffects: hasSideEffects },
    // The replies (widgets/concierge/use-chat.ts imports them when the reader first sends) are a
    // module of their own, concierge-replies.js; what they share with the chat stays in the chat,
    // which exports it to them.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: `dist/widgets/v${packageVersion()}`,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'concierge-[name].js',
    },
    onwarn,
  },
  // The listener a host page adds once so that our embed pages' frames take their widgets' heights
  // (docs/embedding.md#heights): pinned with the release's scripts, which the gallery gives with its integrity.
  {
    input: 'widgets/embed/frame-heights.ts',
    plugins: [...fromSource(), minify(false)],
    output: { file: `dist/widgets/v${packageVersion()}/frame-heights.js`, format: 'iife' },
    onwarn,
  },
  // A widget's classic script: its index.ts, or its facade.ts when it has one (the concierge's, which
  // draws with the DOM alone: only the facade itself runs code on load, so no renderer comes in
  // through the modules it shares with the chat).
  ...WIDGETS.map((name): RollupOptions => ({
    input: existsSync(`widgets/${name}/facade.ts`) ? `widgets/${name}/facade.ts` : `widgets/${name}/index.ts`,
    plugins: [...fromSource(), minify(false)],
    treeshake: {
      moduleSideEffects: existsSync(`widgets/${name}/facade.ts`) ? (id) => id.endsWith('/facade.ts') : hasSideEffects,
    },
    output: { file: `dist/widgets/${name}.js`, format: 'iife' },
    onwarn,
  })),
  // The full page, split by section: page.js (a module) holds the runtime, widgets/page/index.ts
  // (which mounts or hydrates the sections in the page's order, widgets/page/sections.ts) and the
  // first screen's widgets; every other widget folder's index.ts is a module of page/, with the
  // parts some of them share in chunks of their own, fetched as the reader reaches its section.
  // A new widget's folder is in it with no import to add.
  (() => {
    const entry = pageEntry(
      WIDGETS,
      PAGE_SECTIONS.slice(0, FIRST_SCREEN).map(({ name }) => name),
    );
    return {
      input: { page: entry.id },
      plugins: [entry, ...fromSource({ autoMount: false, hydrate: true }), minify(true)],
      treeshake: { moduleSideEffects: hasSideEffects },
      output: {
        dir: 'dist/widgets',
        format: 'es',
        entryFileNames: '[name].js',
        // A section's module is named after its widget (the client-rendered page's after its file,
        // widgets/page/client-page.ts); each name carries its content's hash. They are
        // the release's files (v<version>/page/), published with its pinned scripts, so a page.js
        // loaded before a deploy still finds the modules it names after it.
        chunkFileNames: (chunk) =>
          `v${packageVersion()}/page/${/\/widgets\/(?:page\/)?([\w-]+)(?:\/index)?\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1] ?? 'shared'}-[hash:6].js`,
      },
      onwarn,
    } satisfies RollupOptions;
  })(),
  // The embed pages' scripts (/embed/<name>, widgets/embed/client.ts): each widget defined to
  // hydrate the page's server-rendered root, then the page's script; modules sharing their chunks,
  // which a sandboxed frame loads too (the widget files answer CORS with *).
  (() => {
    const entries = embedEntries(WIDGETS);
    return {
      input: entries.input,
      plugins: [entries, ...fromSource({ autoMount: false, hydrate: true }), minify(true)],
      treeshake: { moduleSideEffects: hasSideEffects },
      output: {
        dir: 'dist/widgets/embed',
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunk-[hash].js',
        manualChunks: (id: string) => (id.includes('/node_modules/') || RUNTIME_CORE.test(id) ? 'runtime' : undefined),
      },
      onwarn,
    } satisfies RollupOptions;
  })(),
  // The embed pages' renderer, run by the Worker (worker/routes/embed.ts imports it as
  // orebit:embed-renderer): every widget's definition, then widgets/server/worker-renderer.ts, for workerd.
  ((): RollupOptions => {
    const entry = allWidgetsEntry(WIDGETS, ['widgets/server/worker-renderer.ts']);
    return {
      input: entry.id,
      // Its pages link the build's sections sheet: the rules' text stays out of the Worker.
      plugins: [entry, ...fromSource({ autoMount: false, server: true }), rulesLeftOut(), minify(true)],
      treeshake: { moduleSideEffects: hasSideEffects },
      output: { file: '.cache/embed-server.mjs', format: 'es', inlineDynamicImports: true },
      onwarn,
    };
  })(),
  // The language packs: one small module per language other than English and widget, loaded by
  // a widget the first time it shows that language (widgets/_runtime/locale-pack.ts).
  {
    input: packInputs(WIDGETS),
    plugins: [localePacks(), ...fromSource(), minify(true)],
    output: {
      dir: `dist/widgets/v${packageVersion()}/locales`,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'pack-[hash].js',
    },
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
  // manifest nor the budgets list it.
  {
    input: 'demo/gallery/gallery.ts',
    plugins: [...fromSource(), minify(false)],
    output: { file: 'dist/demo/gallery.js', format: 'iife' },
    onwarn,
  },
  // Test fixture: every widget on React's own react + react-dom (development build, so React's
  // warnings reach the console), mounted only when asked. demo/test/parity.test.ts renders each
  // widget with it and with the shipped preact/compat script, and compares what they show.
  ((): RollupOptions => {
    const entry = allWidgetsEntry(WIDGETS);
    return {
      input: entry.id,
      plugins: [entry, ...fromSource({ autoMount: false, react: 'react-dom', mode: 'development' })],
      treeshake: { moduleSideEffects: hasSideEffects },
      output: { file: 'dist/demo/fixtures/react-dom-widgets.js', format: 'iife', inlineDynamicImports: true },
      onwarn,
    };
  })(),
  // Test fixtures (demo/fixtures/*.tsx): widgets that exist only for the browser tests, such as one
  // that throws on render. Not product files: the build finishes dist/ without them.
  ...FIXTURES.map((name): RollupOptions => ({
    input: `demo/fixtures/${name}.tsx`,
    plugins: [...fromSource(), minify(false)],
    treeshake: { moduleSideEffects: hasSideEffects },
    output: { file: `dist/demo/fixtures/${name}.js`, format: 'iife' },
    onwarn,
  })),
  // The official page rendered at build time into dist/index.html (scripts/prerender.ts): every
  // widget's definition, then widgets/server/page.tsx, bundled for Node and run once. Last: once it
  // is written, finishDist copies the static files (the page's shell among them) and the pinned
  // scripts and writes the manifest, every script of dist/widgets/ being built by then; then
  // prerenderPage renders the page.
  ((): RollupOptions => {
    const entry = allWidgetsEntry(WIDGETS, ['widgets/server/page.tsx']);
    return {
      input: entry.id,
      plugins: [entry, ...fromSource({ autoMount: false, server: true }), finishDist(WIDGETS), prerenderPage()],
      treeshake: { moduleSideEffects: hasSideEffects },
      // In the checkout (git ignores .cache/), not in node_modules/.cache, which worktrees may share.
      output: { file: '.cache/page-server.mjs', format: 'es', inlineDynamicImports: true },
      onwarn,
    };
  })(),
];

/** The build: every entry, from an empty dist/ so that no file of an earlier build is served or measured. */
export default (): RollupOptions[] => {
  rmSync('dist', { recursive: true, force: true });
  return ENTRIES;
};
