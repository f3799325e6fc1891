// The house's drawing, checked: which folder may import which, and no import circle anywhere.
// scripts/import-rules.test.ts runs it over the repository; docs/contributing.md explains the rules.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/** Each source file (repository-relative, `/`-separated) and the source files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const RESOLVE = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The source files of `root`: tracked or new, never ignored ones (node_modules, dist, …). */
function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && existsSync(join(root, file)));
}

/** The file a relative specifier names, or undefined for a package or a file that is not there. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  for (const ending of RESOLVE) {
    const path = base + ending;
    if (existsSync(join(root, path)) && statSync(join(root, path)).isFile()) return path.split('\\').join('/');
  }
  return undefined;
}

/** Every relative import of every source file under `root`, type-only and dynamic ones included. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(root, file, fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('worker/test/');
const widgetOf = (file: string) => /^widgets\/([^/]+)\//.exec(file)?.[1];

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
      return a !== undefined && b !== undefined && a !== b && !a.startsWith('_') && a !== 'page' && !b.startsWith('_');
    },
    instead:
      'widgets never import each other: talk through the page bus (emit/navigate/toast), or move shared code into widgets/_runtime/',
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
