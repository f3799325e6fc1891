// The house's drawing, checked: which folder may import which, and no import circle anywhere.
// scripts/import-rules.test.ts runs it over the repository; docs/contributing.md#import-rules explains the rules.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { PROGRAM_FOLDERS } from './widget-folders.ts';

/** Each source file (repository-relative, `/`-separated) and the source files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const RESOLVE = ['', '.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const TSCONFIG = /(^|\/)tsconfig[^/]*\.json$/;

/** The files git knows under `root`: tracked or new, never ignored ones (node_modules, dist, …). */
function gitFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
}

/** The first of `base` + each ending that is a file under `root`, repository-relative. */
function firstFile(root: string, base: string): string | undefined {
  for (const ending of RESOLVE) {
    const path = normalize(base + ending);
    if (existsSync(join(root, path)) && statSync(join(root, path)).isFile()) return path.split('\\').join('/');
  }
  return undefined;
}

/** A path alias of a tsconfig (`compilerOptions.paths`): the specifier's pattern and where it points. */
interface PathAlias {
  /** The part before the pattern's `*` (all of it without one). */
  prefix: string;
  /** The part after the `*`, or undefined for an exact name. */
  suffix: string | undefined;
  /** The targets, repository-relative, each with at most one `*`. */
  targets: string[];
}

/** Every path alias of the tsconfigs under `root`. */
function pathAliases(root: string, files: readonly string[]): PathAlias[] {
  const aliases: PathAlias[] = [];
  for (const file of files.filter((f) => TSCONFIG.test(f))) {
    const { config } = ts.parseConfigFileTextToJson(file, readFileSync(join(root, file), 'utf8'));
    const options = (config as { compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> } })
      ?.compilerOptions;
    const base = join(dirname(file), options?.baseUrl ?? '.');
    for (const [pattern, targets] of Object.entries(options?.paths ?? {})) {
      const star = pattern.indexOf('*');
      aliases.push({
        prefix: star === -1 ? pattern : pattern.slice(0, star),
        suffix: star === -1 ? undefined : pattern.slice(star + 1),
        targets: targets.map((target) => join(base, target)),
      });
    }
  }
  return aliases;
}

/** How a repository's specifiers resolve: relative paths, tsconfig path aliases, ambient modules. */
interface Resolver {
  root: string;
  aliases: readonly PathAlias[];
  /** Module names a declaration file declares (`declare module 'orebit:embed-renderer'`), and that file. */
  ambient: ReadonlyMap<string, string>;
}

/** The file `specifier` names from `from`, or undefined for a package or a file that is not there. */
function resolveImport({ root, aliases, ambient }: Resolver, from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return firstFile(root, join(dirname(from), specifier));
  for (const { prefix, suffix, targets } of aliases) {
    const matched =
      suffix === undefined
        ? specifier === prefix
        : specifier.startsWith(prefix) &&
          specifier.endsWith(suffix) &&
          specifier.length >= prefix.length + suffix.length;
    if (!matched) continue;
    const star = suffix === undefined ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
    for (const target of targets) {
      const found = firstFile(root, target.replace('*', star));
      if (found) return found;
    }
  }
  return ambient.get(specifier);
}

/**
 * Every import of every source file under `root`, declaration files (.d.ts) included: relative
 * ones, tsconfig path aliases and modules a declaration file declares; static, type-only,
 * re-exports, `import()` (in code and in types), `require` and `/// <reference path>`.
 */
export function importGraph(root: string): ImportGraph {
  const files = gitFiles(root);
  const sources = files.filter((file) => SOURCE.test(file));
  const preprocessed = new Map(
    sources.map((file) => [file, ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)] as const),
  );
  const ambient = new Map<string, string>();
  for (const [file, { ambientExternalModules }] of preprocessed)
    for (const name of ambientExternalModules ?? []) if (!ambient.has(name)) ambient.set(name, file);
  const resolver: Resolver = { root, aliases: pathAliases(root, files), ambient };
  const graph = new Map<string, string[]>();
  for (const [file, { importedFiles, referencedFiles }] of preprocessed) {
    const targets = [
      ...importedFiles.map(({ fileName }) => resolveImport(resolver, file, fileName)),
      ...referencedFiles.map(({ fileName }) => firstFile(root, join(dirname(file), fileName))),
    ].filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('worker/test/');
const widgetOf = (file: string) => /^widgets\/([^/]+)\//.exec(file)?.[1];

/**
 * The Worker's layers, top first: a file imports from its own layer and the ones below it, never
 * from one above. The app wires everything; env.ts gathers every layer's bindings for the app, the
 * routes and the middleware; http/ (bodies, client address, logs, the API's error) and the
 * declarations beside index.ts serve every layer above.
 */
const WORKER_LAYERS: ReadonlyArray<(file: string) => boolean> = [
  (file) => file === 'worker/index.ts',
  (file) => file.startsWith('worker/routes/'),
  (file) => file.startsWith('worker/middleware/'),
  (file) => file === 'worker/env.ts',
  (file) => file.startsWith('worker/domain/'),
  (file) => file.startsWith('worker/storage/'),
  (file) => file.startsWith('worker/http/') || /^worker\/[^/]+\.d\.ts$/.test(file),
];
/** The layer of a Worker file (0 the top), or undefined for a file of none. */
const layerOf = (file: string) => {
  const layer = WORKER_LAYERS.findIndex((holds) => holds(file));
  return layer === -1 ? undefined : layer;
};
const inWorker = (file: string) => file.startsWith('worker/');

/** One rule: which imports it forbids, and what to do instead. */
interface Rule {
  forbids(from: string, to: string): boolean;
  instead: string;
}

// Tests may reach across a boundary to check how two sides meet (a Worker test serving the page's
// sections, a unit test of a widget's logic against the Worker's KV); source files may not.
const RULES: readonly Rule[] = [
  {
    forbids: (from, to) => from.startsWith('contract/') && !to.startsWith('contract/'),
    instead: 'contract/ sits beneath every side and imports none of them: keep it to constants, types and schemas',
  },
  {
    forbids: (from, to) => !from.startsWith('worker/') && to.startsWith('worker/'),
    instead:
      'the Worker is an application, not a library: import the API’s shapes, limits and types from contract/ (move what both sides need there)',
  },
  {
    forbids: (from, to) => from.startsWith('worker/') && to.startsWith('widgets/'),
    instead: 'the Worker must not depend on the widgets: move what both need (a limit, a timing, a name) to contract/',
  },
  {
    forbids: (from, to) =>
      from.startsWith('widgets/_runtime/') && to.startsWith('widgets/') && !to.startsWith('widgets/_runtime/'),
    instead:
      'the runtime is beneath the sections and the page: pass what it needs in (an option, a definition) or move it into _runtime/',
  },
  {
    forbids: (from, to) => {
      const [a, b] = [widgetOf(from), widgetOf(to)];
      if (a === undefined || b === undefined || a === b) return false;
      // The programs (the page, the server renders, the embed pages) may import the widgets.
      return !a.startsWith('_') && !PROGRAM_FOLDERS.includes(a) && !b.startsWith('_');
    },
    instead:
      'widgets never import each other nor the programs (page/, server/, embed/): talk through the page bus (emit/navigate/toast), or move shared code into widgets/_runtime/',
  },
  {
    forbids: (from, to) => inWorker(from) && inWorker(to) && (layerOf(from) === undefined || layerOf(to) === undefined),
    instead:
      'every Worker file has a layer: put it in the folder of its role (routes/, middleware/, domain/, storage/, http/), or beside index.ts as env.ts or a declaration (*.d.ts)',
  },
  {
    forbids: (from, to) => inWorker(from) && inWorker(to) && layerOf(to)! < layerOf(from)!,
    instead:
      'the Worker’s layers point one way, index.ts → routes/ → middleware/ → env.ts → domain/ → storage/ → http/: never import a layer above (move what both need down, or pass it in)',
  },
  {
    forbids: (from, to) =>
      (from.startsWith('worker/domain/') || from.startsWith('worker/storage/')) && to === 'worker/http/errors.ts',
    instead:
      'the domain and storage know nothing of HTTP: the domain throws a DomainError (worker/domain/errors.ts), which the app’s onError answers; storage returns what happened',
  },
];

/** Each import that breaks a rule, as "from → to: what to do instead". Test files are exempt. */
export function ruleViolations(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    if (isTest(from)) continue;
    for (const to of targets) {
      const rule = RULES.find((r) => r.forbids(from, to));
      if (rule) found.push(`${from} imports ${to}: ${rule.instead}.`);
    }
  }
  return found.sort();
}

/**
 * Every import circle (type-only imports count: they tie the two files' meanings together just the
 * same), each as its files in import order, the first repeated at the end. Tarjan's strongly
 * connected components, then one shortest circle through each component's first file.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = graph.get(node)?.includes(node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => shortestCircle(graph, component[0]!, new Set(component)));
}

/** The shortest path from `start` back to itself inside `members` (breadth first). */
function shortestCircle(graph: ImportGraph, start: string, members: ReadonlySet<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** A circle as one line for a failure message. */
export function describeCycle(cycle: readonly string[]): string {
  return `${cycle.join(' → ')}: move what both need into a module of its own that neither side imports back`;
}
