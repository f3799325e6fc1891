import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_SECTIONS } from './page/sections';
import { oneStatementPerLine } from '../scripts/one-statement-per-line';
import { widgetFolders } from '../scripts/widget-folders';

// A widget lives in four places (docs/ARCHITECTURE.md#adding-a-widget): its folder (index.ts, the
// script; widget.ts, what embedders see), one line in the page's order, a text of its section for
// the server-rendered page's tests, and its entry in the widget reference (docs/widgets.md), generated. Everything else (the catalog, the gallery, orebit.d.ts's lists, the budgets, the
// React wrapper's table) is derived. This test names what a widget folder still lacks.
// It reads files as text, so it runs even when a half-made widget would break an import.

/** What the checks read: a file's text (undefined when it does not exist), the folders, the page order. */
interface Tree {
  read(path: string): string | undefined;
  folders: readonly string[];
  pageOrder: readonly string[];
}

const DOCS = 'run npm run docs';
/** A text of each section of the page, which the server-rendered page's tests look for (worker/test/page.test.ts). */
const SECTION_TEXTS = 'demo/test/section-texts.ts';

/** Everything widget `name` lacks to be fully wired, in words. */
function missingPieces(name: string, tree: Tree): string[] {
  const problems: string[] = [];
  const index = tree.read(`widgets/${name}/index.ts`);
  const definition = tree.read(`widgets/${name}/widget.ts`);
  if (index === undefined) {
    problems.push(
      `widget '${name}': no widgets/${name}/index.ts (its script: defineWidget('${name}', View, { config, height }) with height from './widget')`,
    );
  } else {
    if (
      !new RegExp(`defineWidget\\('${name}', \\w+, \\{ config: [^;]*\\bheight \\}\\);`).test(index) ||
      !/^import \{[^}]*\bheight\b[^}]*\} from '\.\/widget';$/m.test(index)
    ) {
      problems.push(
        `widget '${name}': widgets/${name}/index.ts does not call defineWidget('${name}', View, { config, …, height }) with the height it imports from './widget'`,
      );
    }
    for (const [, names] of index.matchAll(/^import \{([^}]*)\} from '\.\/widget';$/gm)) {
      const extra = names!
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && n !== 'height' && n !== 'overlay');
      if (extra.length)
        problems.push(
          `widget '${name}': widgets/${name}/index.ts imports ${extra.join(', ')} from './widget': only height and overlay may reach the script (the words cost bytes)`,
        );
    }
    if (/^import \* as \w+ from '\.\/widget';$/m.test(index)) {
      problems.push(
        `widget '${name}': widgets/${name}/index.ts imports the whole definition from './widget': import only height (and overlay)`,
      );
    }
  }
  if (definition === undefined) {
    problems.push(
      `widget '${name}': no widgets/${name}/widget.ts (export const height, and export const widget: WidgetDescription with title, shortTitle, description, options, events, height)`,
    );
  } else {
    if (!/^export const height = \d+;$/m.test(definition))
      problems.push(
        `widget '${name}': widgets/${name}/widget.ts does not export const height = <px> (its height on a 1280 px page)`,
      );
    if (!/^export const widget: WidgetDescription = \{/m.test(definition))
      problems.push(
        `widget '${name}': widgets/${name}/widget.ts does not export const widget: WidgetDescription = { … }`,
      );
    if (
      !new RegExp(`^import \\{ widget as \\w+ \\} from '\\./${name}/widget';$`, 'm').test(
        tree.read('widgets/definitions.ts') ?? '',
      )
    ) {
      problems.push(`widget '${name}': not in widgets/definitions.ts — ${DOCS}`);
    }
  }
  if (!tree.pageOrder.includes(name))
    problems.push(`widget '${name}': not in the page order (widgets/page/sections.ts)`);
  else if (!new RegExp(`[{,\\s]'?${name}'?: '`).test(tree.read(SECTION_TEXTS) ?? ''))
    problems.push(
      `widget '${name}': no text of its section in ${SECTION_TEXTS} (the server-rendered page's tests look for it in the page)`,
    );
  if (!(tree.read('docs/widgets.md') ?? '').includes(` — \`${name}\`\n`))
    problems.push(`docs/widgets.md has no entry for '${name}' — ${DOCS}`);
  if (!(tree.read('types/orebit.d.ts') ?? '').includes(`'orebit-${name}': HTMLElement;`))
    problems.push(`types/orebit.d.ts does not declare '${name}' — ${DOCS}`);
  return problems;
}

/** Every problem of the tree: each widget folder's missing pieces, and page sections with no folder. */
function wiringProblems(tree: Tree): string[] {
  return [
    ...tree.folders.flatMap((name) => missingPieces(name, tree)),
    ...tree.pageOrder
      .filter((name) => !tree.folders.includes(name))
      .map((name) => `the page order (widgets/page/sections.ts) names '${name}', which has no folder widgets/${name}/`),
  ];
}

const REPO: Tree = {
  read: (path) => {
    if (!existsSync(path)) return undefined;
    const text = readFileSync(path, 'utf8');
    return path.endsWith('.ts') ? oneStatementPerLine(text) : text;
  },
  folders: widgetFolders(),
  pageOrder: PAGE_SECTIONS.map((s) => s.name),
};

describe('every widget folder is fully wired', () => {
  it('has its script, its definition, its line in the page order, its widget reference entry and its types', () => {
    expect(REPO.folders.length).toBeGreaterThan(0);
    expect(wiringProblems(REPO)).toEqual([]);
  });

  // The same checks on a made-up tree: the repository's files plus a widget folder `made-up`.
  const withMadeUp = (files: Record<string, string>, pageOrder = REPO.pageOrder): Tree => ({
    read: (path) => (path in files ? files[path] : path.startsWith('widgets/made-up/') ? undefined : REPO.read(path)),
    folders: [...REPO.folders, 'made-up'],
    pageOrder,
  });

  it('names every missing piece of a new widget folder', () => {
    expect(wiringProblems(withMadeUp({ 'widgets/made-up/Foo.tsx': 'export const Foo = () => null;' }))).toEqual([
      "widget 'made-up': no widgets/made-up/index.ts (its script: defineWidget('made-up', View, { config, height }) with height from './widget')",
      "widget 'made-up': no widgets/made-up/widget.ts (export const height, and export const widget: WidgetDescription with title, shortTitle, description, options, events, height)",
      "widget 'made-up': not in the page order (widgets/page/sections.ts)",
      "docs/widgets.md has no entry for 'made-up' — run npm run docs",
      "types/orebit.d.ts does not declare 'made-up' — run npm run docs",
    ]);
  });

  it('names what is left once the folder is complete and the page lists it: the generated files', () => {
    const files = {
      'widgets/made-up/index.ts':
        "import { defineWidget } from '../_runtime';\nimport { Foo, fooConfig } from './Foo';\nimport { height } from './widget';\n\ndefineWidget('made-up', Foo, { config: fooConfig, height });\n",
      'widgets/made-up/widget.ts':
        "import type { WidgetDescription } from '../description';\n\nexport const height = 400;\n\nexport const widget: WidgetDescription = {\n  title: 'Foo',\n  shortTitle: 'Foo',\n  description: 'A foo.',\n  options: [],\n  events: {},\n  height,\n};\n",
    };
    expect(wiringProblems(withMadeUp(files, [...REPO.pageOrder, 'made-up']))).toEqual([
      "widget 'made-up': not in widgets/definitions.ts — run npm run docs",
      "widget 'made-up': no text of its section in demo/test/section-texts.ts (the server-rendered page's tests look for it in the page)",
      "docs/widgets.md has no entry for 'made-up' — run npm run docs",
      "types/orebit.d.ts does not declare 'made-up' — run npm run docs",
    ]);
  });

  it('names a script that takes the definition’s words, or no height from it, and a page section with no folder', () => {
    const files = {
      'widgets/made-up/index.ts':
        "import { defineWidget } from '../_runtime';\nimport { Foo } from './Foo';\nimport { widget } from './widget';\n\ndefineWidget('made-up', Foo, { config: {}, height: widget.height });\n",
      'widgets/made-up/widget.ts': 'export const widget = { height: 400 };\n',
    };
    const problems = wiringProblems(withMadeUp(files, [...REPO.pageOrder, 'not-there']));
    expect(problems).toEqual([
      "widget 'made-up': widgets/made-up/index.ts does not call defineWidget('made-up', View, { config, …, height }) with the height it imports from './widget'",
      "widget 'made-up': widgets/made-up/index.ts imports widget from './widget': only height and overlay may reach the script (the words cost bytes)",
      "widget 'made-up': widgets/made-up/widget.ts does not export const height = <px> (its height on a 1280 px page)",
      "widget 'made-up': widgets/made-up/widget.ts does not export const widget: WidgetDescription = { … }",
      "widget 'made-up': not in widgets/definitions.ts — run npm run docs",
      "widget 'made-up': not in the page order (widgets/page/sections.ts)",
      "docs/widgets.md has no entry for 'made-up' — run npm run docs",
      "types/orebit.d.ts does not declare 'made-up' — run npm run docs",
      "the page order (widgets/page/sections.ts) names 'not-there', which has no folder widgets/not-there/",
    ]);
  });
});
