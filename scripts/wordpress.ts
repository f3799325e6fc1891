// `npm run wordpress`: the WordPress plugin, dist/wordpress/orebit-widgets.zip (one top folder,
// orebit-widgets/, as Plugins → Upload expects). The PHP in wordpress/plugin/ is copied as written;
// what it validates against is generated here: includes/catalog.php from the widget catalog
// (widgets/*/widget.ts) and the release manifest (version, each pinned script's integrity), and
// block/block.json with one inserter variation per widget. The editor script
// (wordpress/editor/index.tsx) is bundled with WordPress's packages and React left to the editor's
// globals (wp.element is React). Needs dist/ from `npm run build`.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type Plugin } from 'rollup';
import type { WidgetInfo } from '../widgets/catalog.ts';
import type { OptionInfo } from '../widgets/description.ts';
import type { PluginTable, TableOption } from '../wordpress/editor/table.ts';
import type { ReserveStep } from '../widgets/reserve.ts';
import { importFromSource } from './import-from-source.ts';
import { transpileTs } from './transpile-ts.ts';
import { zip, type ZipEntry } from './zip.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = join(ROOT, 'dist/widgets/manifest.json');
/** Where the zip goes. */
const PLUGIN_ZIP = join(ROOT, 'dist/wordpress/orebit-widgets.zip');
/** The plugin's folder inside the zip, and in wp-content/plugins. */
const FOLDER = 'orebit-widgets';
/** The common options an author sets per widget; the API base is the settings' origin, not theirs. */
const AUTHOR_COMMON = ['theme', 'locale', 'loading', 'height'];
/** The inserter's icon per widget (a Dashicon); others get the generic one. */
const ICONS: Record<string, string> = {
  'yield-farming': 'calculator',
  concierge: 'format-chat',
  referral: 'share',
  news: 'media-document',
  community: 'groups',
  simulator: 'chart-line',
  dashboard: 'chart-bar',
  'sms-alerts': 'smartphone',
  'welcome-video': 'video-alt3',
  education: 'welcome-learn-more',
  wallets: 'money-alt',
  premium: 'star-filled',
};

type ReserveSteps = readonly ReserveStep[];

interface Manifest {
  version: string;
  files: Record<string, { integrity: string }>;
}

/** The catalog and the brand, bundled from source and imported (they import extensionless modules). */
async function catalog(): Promise<{
  common: readonly OptionInfo[];
  widgets: readonly WidgetInfo[];
  origin: string;
  reserve: (name: string, attributes?: Record<string, string>) => string;
}> {
  const entry = '\0orebit-wordpress-catalog';
  const virtual: Plugin = {
    name: 'orebit-wordpress-catalog',
    resolveId: (id) => (id === entry ? id : null),
    load: (id) =>
      id === entry
        ? `export { COMMON_OPTIONS, WIDGET_CATALOG } from ${JSON.stringify(join(ROOT, 'widgets/catalog.ts'))};\n` +
          `export { BRAND } from ${JSON.stringify(join(ROOT, 'contract/brand.ts'))};\n` +
          `export { reservationFor, reserveCss } from ${JSON.stringify(join(ROOT, 'widgets/reserve.ts'))};`
        : null,
  };
  const module = await importFromSource<{
    COMMON_OPTIONS: readonly OptionInfo[];
    WIDGET_CATALOG: readonly WidgetInfo[];
    BRAND: { siteUrl: string };
    reservationFor: (name: string, attributes?: Record<string, string>) => ReserveSteps | null | undefined;
    reserveCss: (steps: ReserveSteps) => string;
  }>(entry, [virtual]);
  return {
    common: module.COMMON_OPTIONS,
    widgets: module.WIDGET_CATALOG,
    origin: new URL(module.BRAND.siteUrl).origin,
    // The declaration the widget's element holds its space with ('' for none: the floating concierge).
    reserve: (name, attributes) => {
      const steps = module.reservationFor(name, attributes);
      return steps ? module.reserveCss(steps) : '';
    },
  };
}

/** A JavaScript pattern as PCRE: the same source; D so that $ does not match before a final newline. */
function pcre(pattern: RegExp): string {
  if (/[^i]/.test(pattern.flags)) throw new Error(`${pattern}: only the i flag has a PHP equivalent here`);
  return `/${pattern.source.replaceAll('/', '\\/')}/D${pattern.flags}`;
}

function tableOption({ key: _key, pattern, ...option }: OptionInfo): TableOption {
  return {
    ...option,
    ...(option.values && { values: [...option.values] }),
    ...(pattern && { pattern: pcre(pattern) }),
  };
}

/** The table from the catalog and the manifest. */
function pluginTable(
  manifest: Manifest,
  { common, widgets, origin, reserve }: Awaited<ReturnType<typeof catalog>>,
): PluginTable {
  const byKey = (options: readonly OptionInfo[]) => Object.fromEntries(options.map((o) => [o.key, tableOption(o)]));
  return {
    version: manifest.version,
    origin,
    common: byKey(common.filter((o) => AUTHOR_COMMON.includes(o.key))),
    widgets: Object.fromEntries(
      widgets.map((widget) => {
        const integrity = manifest.files[`v${manifest.version}/${widget.name}.js`]?.integrity;
        if (!integrity) throw new Error(`The manifest has no pinned ${widget.name}.js: run npm run build.`);
        // The space its element holds, and where an option's value changes it (data-view, data-mode).
        const own = reserve(widget.name);
        const reserves = Object.fromEntries(
          widget.options.flatMap(({ key, attribute, values }) => {
            const changed = (values ?? [])
              .map((value) => [value, reserve(widget.name, { [attribute]: value })] as const)
              .filter(([, css]) => css !== own);
            return changed.length ? [[key, Object.fromEntries(changed)]] : [];
          }),
        );
        const entry = {
          title: widget.shortTitle,
          description: widget.description,
          integrity,
          options: byKey(widget.options),
          reserve: own,
          ...(Object.keys(reserves).length && { reserves }),
        };
        return [widget.name, entry];
      }),
    ),
  };
}

/** A value as PHP source: arrays and objects as array( … ), strings single-quoted. */
function php(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value == null) return 'null';
  const inner = `${indent}\t`;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${php(item, inner)},`)
    : Object.entries(value).map(([key, item]) => `${inner}${php(key)} => ${php(item, inner)},`);
  return items.length ? `array(\n${items.join('\n')}\n${indent})` : 'array()';
}

/** The inserter's search words for a widget: the words of its name and of its titles, and the brand. */
function keywords(widget: WidgetInfo): string[] {
  const text = `${widget.name.replaceAll('-', ' ')} ${widget.shortTitle} ${widget.title}`;
  const words = text.toLowerCase().match(/[\p{L}\d]{3,}/gu) ?? [];
  return [...new Set(['orebit', ...words.filter((w) => !['and', 'the'].includes(w))])];
}

/** block/block.json: the one dynamic block, with a variation per widget for the inserter. */
function blockJson(table: PluginTable, widgets: readonly WidgetInfo[]): unknown {
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    apiVersion: 2,
    name: 'orebit/widget',
    title: 'Orebit widget',
    category: 'embed',
    icon: 'admin-site-alt3',
    description: 'One of Orebit’s widgets: pick it, set its options, and see it as readers will.',
    keywords: ['orebit', 'crypto', 'widget'],
    textdomain: 'orebit-widgets',
    attributes: {
      // The block without a variation (a transform, an old post): what partner blogs embed most.
      widget: {
        type: 'string',
        default: widgets.some((w) => w.name === 'yield-farming') ? 'yield-farming' : widgets[0]!.name,
      },
      options: { type: 'object', default: {} },
    },
    supports: { align: ['wide', 'full'], html: false },
    variations: widgets.map((widget) => ({
      name: widget.name,
      title: table.widgets[widget.name]!.title,
      description: widget.description,
      icon: ICONS[widget.name] ?? 'admin-site-alt3',
      keywords: keywords(widget),
      attributes: { widget: widget.name },
      isActive: ['widget'],
      scope: ['inserter', 'transform'],
    })),
    editorScript: 'file:./editor.js',
  };
}

/** The editor script: React and WordPress's packages are the editor's globals, JSX goes through wp.element. */
async function editorScript(): Promise<string> {
  const jsxRuntime = '\0orebit-jsx-runtime';
  const globals: Plugin = {
    name: 'orebit-wordpress-globals',
    resolveId: (id) => (id === 'react/jsx-runtime' ? jsxRuntime : null),
    // WordPress 6.1 has no react/jsx-runtime script: its calls go to wp.element.createElement.
    // jsxs's children are written side by side in the source, not a list: they go to createElement
    // as its arguments, so that React does not ask them for keys.
    load: (id) =>
      id === jsxRuntime
        ? 'const { createElement, Fragment } = wp.element;\n' +
          'export { Fragment };\n' +
          'const keyed = (props, key) => (key === undefined ? props : { ...props, key });\n' +
          'export const jsx = (type, props, key) => createElement(type, keyed(props, key));\n' +
          'export const jsxs = (type, { children, ...props }, key) => createElement(type, keyed(props, key), ...children);\n'
        : null,
  };
  const bundle = await rollup({
    input: join(ROOT, 'wordpress/editor/index.tsx'),
    external: ['react', '@wordpress/blocks', '@wordpress/block-editor', '@wordpress/components'],
    plugins: [globals, nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }), transpileTs()],
  });
  const { output } = await bundle.generate({
    format: 'iife',
    globals: {
      react: 'wp.element',
      '@wordpress/blocks': 'wp.blocks',
      '@wordpress/block-editor': 'wp.blockEditor',
      '@wordpress/components': 'wp.components',
    },
  });
  await bundle.close();
  return output[0].code;
}

/** Every file under `dir`, by its path relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

/** Builds the zip; resolves with its path and size. */
export async function buildWordPressPlugin(): Promise<{ zip: string; bytes: number; version: string }> {
  if (!existsSync(MANIFEST)) throw new Error(`${relative(ROOT, MANIFEST)} is missing: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const source = await catalog();
  const table = pluginTable(manifest, source);
  const text = (path: string, content: string): ZipEntry => ({
    path: `${FOLDER}/${path}`,
    data: Buffer.from(content),
  });
  const sourceDir = join(ROOT, 'wordpress/plugin');
  const entries: ZipEntry[] = filesUnder(sourceDir).map((path) => {
    const content = readFileSync(join(sourceDir, path), 'utf8');
    // The plugin's version is the widgets' release.
    return text(
      path,
      path === 'orebit-widgets.php' ? content.replace(/^( \* Version: +).*$/m, `$1${table.version}`) : content,
    );
  });
  const generated =
    '// Generated by `npm run wordpress` from widgets/*/widget.ts and dist/widgets/manifest.json: do not edit.\n';
  entries.push(
    text('includes/catalog.php', `<?php\n${generated}\ndefined( 'ABSPATH' ) || exit;\n\nreturn ${php(table)};\n`),
    text('block/block.json', `${JSON.stringify(blockJson(table, source.widgets), null, '\t')}\n`),
    text('block/editor.js', await editorScript()),
    text(
      'block/editor.asset.php',
      `<?php\n${generated}\nreturn ${php({ dependencies: ['wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element'], version: table.version })};\n`,
    ),
  );
  const archive = zip(entries);
  await mkdir(join(PLUGIN_ZIP, '..'), { recursive: true });
  await writeFile(PLUGIN_ZIP, archive);
  return { zip: PLUGIN_ZIP, bytes: archive.length, version: table.version };
}

if (import.meta.main) {
  const { zip: path, bytes, version } = await buildWordPressPlugin();
  console.log(`${relative(ROOT, path)}: Orebit Widgets ${version}, ${bytes.toLocaleString('en')} B`);
}
