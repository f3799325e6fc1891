// The plugins that turn our TypeScript + React sources into browser code, shared by the product
// build (rollup.config.ts) and the builds it is compared with (the parity fixture, the bench).
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'rollup';
import { precompileCss } from './precompile-css.ts';
import { reactToPreactCompat } from './react-aliases.ts';
import { transpileTs } from './transpile-ts.ts';

/** What `fromSource` builds; every field has a default. */
export interface SourceOptions {
  autoMount?: boolean;
  hydrate?: boolean;
  server?: boolean;
  checked?: boolean;
  react?: 'compat' | 'react-dom';
  mode?: 'production' | 'development';
  release?: string;
}

/**
 * TypeScript and React → browser code, with goober's templates compiled at build time.
 * - `react`: `'compat'` (what ships: React's packages aliased to preact/compat) or `'react-dom'`
 *   (React's own packages; `mode` picks their production or development build).
 * - `autoMount`: whether each widget mounts itself when its script loads (into its
 *   `[data-orebit-widget]` elements, or the script tag's place). False for bundles whose own code
 *   mounts them: the full page, the parity fixture, the server render.
 * - `hydrate`: whether the widgets can hydrate a server-rendered root (the full page only: no
 *   partner page has one, so their scripts do not carry the code).
 * - `server`: the official page's server render (widgets/server/page.tsx), run at build time in
 *   Node: widgets are defined for rendering to HTML, with no DOM.
 * - `checked`: type-check (the module build does it once); the others only transpile.
 * - `release`: the release the scripts report (registry.ts); package.json's version by default.
 */
export function fromSource({
  autoMount = true,
  hydrate = false,
  server = false,
  checked = false,
  react = 'compat',
  mode = 'production',
  release = packageVersion(),
}: SourceOptions = {}): Plugin[] {
  const values: Record<string, string> = {
    __OREBIT_AUTO_MOUNT__: String(autoMount),
    __OREBIT_HYDRATE__: String(hydrate),
    __OREBIT_SERVER__: String(server),
    __OREBIT_RELEASE__: JSON.stringify(release),
  };
  if (react === 'react-dom') values['process.env.NODE_ENV'] = JSON.stringify(mode);
  return [
    replace({ preventAssignment: true, values }),
    ...(react === 'compat' ? [alias({ entries: reactToPreactCompat })] : []),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    // React's packages are CommonJS; preact is ESM.
    ...(react === 'react-dom' ? [commonjs()] : []),
    checked
      ? typescript({
          tsconfig: './tsconfig.json',
          noEmitOnError: true,
          compilerOptions: { noEmit: false, declaration: false },
        })
      : transpileTs(),
    precompileCss(),
    scriptUrl,
  ];
}

/**
 * `import.meta.url` in a classic script: the script's own src, read while it first runs (the one
 * place our code reads it: defineWidget). Rollup's general stand-in also guards for a script
 * element that is not one and names the file, 110 bytes in every widget script.
 */
const scriptUrl: Plugin = {
  name: 'orebit-script-url',
  resolveImportMeta: (property, { format }) =>
    property === 'url' && format === 'iife' ? 'document.currentScript?.src' : null,
};

/**
 * Rollup's moduleSideEffects for our builds: only entries (index.ts) and packages run code on
 * load; every other module of ours is definitions (styles included: precompiled, they add their
 * rules only when used), so an import nothing uses (a UI kit part) is left out.
 */
export const hasSideEffects = (id: string): boolean => id.includes('/node_modules/') || /\/index\.ts$/.test(id);

/** The package version: the release being built. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
}

/**
 * A virtual entry that imports every widget's definition (`widgets/<name>/index.ts`), in order, then
 * the modules in `after` (the full page's script, which mounts them), whose exports it passes on.
 */
export function allWidgetsEntry(names: readonly string[], after: readonly string[] = []): Plugin & { id: string } {
  const id = '\0orebit-all-widgets';
  return {
    name: 'orebit-all-widgets',
    resolveId: (source: string) => (source === id ? id : null),
    load: (source: string) =>
      source === id
        ? [
            ...names.map((name) => `import ${JSON.stringify(`${process.cwd()}/widgets/${name}/index.ts`)};`),
            ...after.map((file) => `export * from ${JSON.stringify(`${process.cwd()}/${file}`)};`),
          ].join('\n')
        : null,
    id,
  };
}

/**
 * The entry of the full page's script (`/widgets/page.js`, a module): the definitions of the
 * `first` widgets (the first screen's), then widgets/page/index.ts's `startPage`, given a loader
 * for every other widget — a dynamic `import()` of its `index.ts`, so that each becomes a module
 * of its own, fetched when the reader reaches its section.
 */
export function pageEntry(names: readonly string[], first: readonly string[]): Plugin & { id: string } {
  const id = '\0orebit-page';
  const index = (name: string) => JSON.stringify(`${process.cwd()}/widgets/${name}/index.ts`);
  return {
    name: 'orebit-page-entry',
    resolveId: (source: string) => (source === id ? id : null),
    load: (source: string) =>
      source === id
        ? [
            ...first.map((name) => `import ${index(name)};`),
            // Called here: the page's module is definitions only to the tree-shaker (hasSideEffects).
            `import { startPage } from ${JSON.stringify(`${process.cwd()}/widgets/page/index.ts`)};`,
            `startPage({${names
              .filter((name) => !first.includes(name))
              .map((name) => `${JSON.stringify(name)}: () => import(${index(name)})`)
              .join(', ')}});`,
          ].join('\n')
        : null,
    id,
  };
}

/**
 * The entries of the embed pages' scripts (`/widgets/embed/<name>.js`): one virtual module per
 * widget importing its definition, then starting the embed page's script (widgets/embed/client.ts).
 */
export function embedEntries(names: readonly string[]): Plugin & { input: Record<string, string> } {
  const prefix = '\0orebit-embed:';
  return {
    name: 'orebit-embed-entries',
    resolveId: (source: string) => (source.startsWith(prefix) ? source : null),
    load: (source: string) =>
      source.startsWith(prefix)
        ? [
            `import ${JSON.stringify(`${process.cwd()}/widgets/${source.slice(prefix.length)}/index.ts`)};`,
            // Called here: the page's module is definitions only to the tree-shaker (hasSideEffects).
            `import { startEmbed } from ${JSON.stringify(`${process.cwd()}/widgets/embed/client.ts`)};`,
            'startEmbed();',
          ].join('\n')
        : null,
    input: Object.fromEntries(names.map((name) => [name, `${prefix}${name}`])),
  };
}

/**
 * For a module its widget's facade loads (the concierge's chat, widgets/concierge/chat.ts):
 * widgets/_runtime/registry.ts is `replacement`, which reads the page's registry that the facade
 * has made, so the module does not carry the code that makes one.
 */
export function pageRegistry(replacement: string): Plugin {
  const REGISTRY = `${process.cwd()}/widgets/_runtime/registry.ts`;
  const target = `${process.cwd()}/${replacement}`;
  return {
    name: 'orebit-page-registry',
    async resolveId(source, importer, options) {
      if (!importer || importer === target) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REGISTRY ? target : null;
    },
  };
}

/**
 * For the Worker's renderer, which writes markup and never a stylesheet (its pages link the
 * build's sheet): every compiled rule's text left out, its class name kept; precompileCss must
 * come before it.
 */
export function rulesLeftOut(): Plugin {
  return {
    name: 'orebit-rules-left-out',
    transform: (code) => ({
      code: code.replace(/(__obStyled\((?:"[\w-]+"|[\w$.]+), "[^"]+", |__obCss\("[^"]+", )"(?:[^"\\]|\\.)*"/g, '$1""'),
      map: null,
    }),
  };
}
