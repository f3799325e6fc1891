import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_SECTIONS } from './page/sections';
import { oneStatementPerLine } from '../scripts/one-statement-per-line';
import { widgetFolders } from '../scripts/widget-folders';

// A widget lives in the places docs/ARCHITECTURE.md#adding-a-widget lists (contributing.md points
// there): its folder (index.ts, the script; widget.ts, what embedders see, with its lazy height and
// its frameHeight, and a frameHeights value for each height an option's value changes), one line in
// the page's order, a text of its section for the server-rendered page's tests, its link preview
// (widgets/embed/previews/<name>.jpg, made by `npm run previews`), and what `npm run docs` generates
// (widgets/definitions.ts, its entry in docs/widgets.md, orebit.d.ts's lists). Everything else (the
// catalog, the gallery, the budgets, the React wrapper's table, the build's entries) is derived.
// This test names what a widget folder still lacks, and that the checklist names each place.
// It reads files as text, so it runs even when a half-made widget would break an import.

/** What the checks read: a file's text (undefined when it does not exist), whether a file exists, the folders, the page order. */
interface Tree {
  read(path: string): string | undefined;
  exists(path: string): boolean;
  folders: readonly string[];
  pageOrder: readonly string[];
}

const DOCS = 'run npm run docs';
const PREVIEWS = 'run npm run build && npm run previews';
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
      !new RegExp(`defineWidget\\('${name}', \\w+, \\{\\s*config: [^;]*\\bheight\\b[^;]*\\}\\);`).test(index) ||
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
        .filter((n) => n && n !== 'height' && n !== 'overlay' && !/^\w+Height$/.test(n));
      if (extra.length)
        problems.push(
          `widget '${name}': widgets/${name}/index.ts imports ${extra.join(', ')} from './widget': only height (and an option's own height, such as calculatorHeight) and overlay may reach the script (the words cost bytes)`,
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
    const described = /^export const widget: WidgetDescription = \{.*$/m.exec(definition)?.[0];
    if (described === undefined)
      problems.push(
        `widget '${name}': widgets/${name}/widget.ts does not export const widget: WidgetDescription = { … }`,
      );
    else problems.push(...frameProblems(name, described));
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
  if (!tree.exists(`widgets/embed/previews/${name}.jpg`))
    problems.push(
      `widget '${name}': no link preview widgets/embed/previews/${name}.jpg (its embed page's og:image and oEmbed thumbnail) — ${PREVIEWS}`,
    );
  if (!(tree.read('docs/widgets.md') ?? '').includes(` — \`${name}\`\n`))
    problems.push(`docs/widgets.md has no entry for '${name}' — ${DOCS}`);
  if (!(tree.read('types/orebit.d.ts') ?? '').includes(`'orebit-${name}': HTMLElement;`))
    problems.push(`types/orebit.d.ts does not declare '${name}' — ${DOCS}`);
  return problems;
}

/** The keys of every `<field>: { … }` object in `text` (an option's heights or frameHeights). */
const keysOf = (text: string, field: string): string[] =>
  [...text.matchAll(new RegExp(`[{,] ${field}: \\{([^}]*)\\}`, 'g'))].flatMap(([, body]) =>
    body!
      .split(',')
      .map((entry) => /^\s*'?([\w-]+)'?:/.exec(entry)?.[1])
      .filter((key): key is string => key !== undefined),
  );

/**
 * What the definition (`export const widget = { … }` on one line) lacks of its heights in an embed
 * frame: its frameHeight, and a frame height for each option value with a height of its own.
 */
function frameProblems(name: string, described: string): string[] {
  const problems: string[] = [];
  if (!/[{,] frameHeight\b/.test(described))
    problems.push(
      `widget '${name}': widgets/${name}/widget.ts has no frameHeight (its height in a 640 px embed frame, which the oEmbed answer gives)`,
    );
  const heights = keysOf(described, 'heights');
  const frameHeights = keysOf(described, 'frameHeights');
  for (const value of heights.filter((v) => !frameHeights.includes(v)))
    problems.push(
      `widget '${name}': widgets/${name}/widget.ts gives the value '${value}' a height but no frameHeights entry (its height in a 640 px embed frame)`,
    );
  for (const value of frameHeights.filter((v) => !heights.includes(v)))
    problems.push(
      `widget '${name}': widgets/${name}/widget.ts gives the value '${value}' a frameHeights entry but no height (its height on a 1280 px page)`,
    );
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

/** A file's text as the checks read it: a TypeScript file with each statement on one line. */
const asRead = (path: string, text: string) => (path.endsWith('.ts') ? oneStatementPerLine(text) : text);

const REPO: Tree = {
  read: (path) => (existsSync(path) ? asRead(path, readFileSync(path, 'utf8')) : undefined),
  exists: (path) => existsSync(path),
  folders: widgetFolders(),
  pageOrder: PAGE_SECTIONS.map((s) => s.name),
};

describe('every widget folder is fully wired', () => {
  it('has its script, its definition with its heights, its line in the page order, its section text, its link preview, its widget reference entry and its types', () => {
    expect(REPO.folders.length).toBeGreaterThan(0);
    expect(wiringProblems(REPO)).toEqual([]);
  });

  // The same checks on a made-up tree: the repository's files plus a widget folder `made-up`.
  const withMadeUp = (files: Record<string, string>, pageOrder = REPO.pageOrder): Tree => ({
    read: (path) =>
      path in files ? asRead(path, files[path]!) : path.startsWith('widgets/made-up/') ? undefined : REPO.read(path),
    exists: (path) => path in files || (!path.startsWith('widgets/made-up/') && REPO.exists(path)),
    folders: [...REPO.folders, 'made-up'],
    pageOrder,
  });

  it('names every missing piece of a new widget folder', () => {
    expect(wiringProblems(withMadeUp({ 'widgets/made-up/Foo.tsx': 'export const Foo = () => null;' }))).toEqual([
      "widget 'made-up': no widgets/made-up/index.ts (its script: defineWidget('made-up', View, { config, height }) with height from './widget')",
      "widget 'made-up': no widgets/made-up/widget.ts (export const height, and export const widget: WidgetDescription with title, shortTitle, description, options, events, height)",
      "widget 'made-up': not in the page order (widgets/page/sections.ts)",
      "widget 'made-up': no link preview widgets/embed/previews/made-up.jpg (its embed page's og:image and oEmbed thumbnail) — run npm run build && npm run previews",
      "docs/widgets.md has no entry for 'made-up' — run npm run docs",
      "types/orebit.d.ts does not declare 'made-up' — run npm run docs",
    ]);
  });

  it('names what is left once the folder is complete, the page lists it and its preview is made: the generated files', () => {
    const files = {
      'widgets/made-up/index.ts':
        "import { defineWidget } from '../_runtime';\nimport { Foo, fooConfig } from './Foo';\nimport { height } from './widget';\n\ndefineWidget('made-up', Foo, { config: fooConfig, height });\n",
      'widgets/made-up/widget.ts':
        "import type { WidgetDescription } from '../description';\n\nexport const height = 400;\n\nexport const widget: WidgetDescription = {\n  title: 'Foo',\n  shortTitle: 'Foo',\n  description: 'A foo.',\n  options: [],\n  events: {},\n  height,\n  frameHeight: 420,\n};\n",
      'widgets/embed/previews/made-up.jpg': '',
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
      "widget 'made-up': widgets/made-up/index.ts imports widget from './widget': only height (and an option's own height, such as calculatorHeight) and overlay may reach the script (the words cost bytes)",
      "widget 'made-up': widgets/made-up/widget.ts does not export const height = <px> (its height on a 1280 px page)",
      "widget 'made-up': widgets/made-up/widget.ts does not export const widget: WidgetDescription = { … }",
      "widget 'made-up': not in widgets/definitions.ts — run npm run docs",
      "widget 'made-up': not in the page order (widgets/page/sections.ts)",
      "widget 'made-up': no link preview widgets/embed/previews/made-up.jpg (its embed page's og:image and oEmbed thumbnail) — run npm run build && npm run previews",
      "docs/widgets.md has no entry for 'made-up' — run npm run docs",
      "types/orebit.d.ts does not declare 'made-up' — run npm run docs",
      "the page order (widgets/page/sections.ts) names 'not-there', which has no folder widgets/not-there/",
    ]);
  });
  it('names a definition with no frame height, and an option value with a height but no frame height, or the reverse', () => {
    const files = {
      'widgets/made-up/index.ts':
        "import { defineWidget } from '../_runtime';\nimport { Foo, fooConfig } from './Foo';\nimport { height } from './widget';\n\ndefineWidget('made-up', Foo, { config: fooConfig, height });\n",
      'widgets/made-up/widget.ts':
        "import type { WidgetDescription } from '../description';\n\nexport const height = 400;\n\nexport const widget: WidgetDescription = {\n  title: 'Foo',\n  shortTitle: 'Foo',\n  description: 'A foo.',\n  options: [\n    {\n      key: 'view',\n      attribute: 'data-view',\n      label: 'View',\n      type: 'choice',\n      values: ['full', 'small', 'tiny'],\n      description: 'small: less of it.',\n      heights: { small: 200, tiny: 100 },\n      frameHeights: { small: 210, 'wide': 90 },\n    },\n  ],\n  events: {},\n  height,\n};\n",
      'widgets/embed/previews/made-up.jpg': '',
    };
    expect(wiringProblems(withMadeUp(files, [...REPO.pageOrder, 'made-up'])).slice(0, 3)).toEqual([
      "widget 'made-up': widgets/made-up/widget.ts has no frameHeight (its height in a 640 px embed frame, which the oEmbed answer gives)",
      "widget 'made-up': widgets/made-up/widget.ts gives the value 'tiny' a height but no frameHeights entry (its height in a 640 px embed frame)",
      "widget 'made-up': widgets/made-up/widget.ts gives the value 'wide' a frameHeights entry but no height (its height on a 1280 px page)",
    ]);
  });
  // The checklists a contributor follows name every place the checks above look in.
  const PLACES = [
    '`widgets/<name>/`',
    '`index.ts`',
    '`widget.ts`',
    '`height`',
    '`frameHeight`',
    '`heights`',
    '`frameHeights`',
    '`widgets/page/sections.ts`',
    '`demo/test/section-texts.ts`',
    '`widgets/embed/previews/<name>.jpg`',
    'npm run previews',
    'npm run docs',
    '(widgets.md)',
    '`types/orebit.d.ts`',
    '`widgets/definitions.ts`',
    '`widgets/wiring.test.ts`',
  ];
  /** The text of `file` under its heading `heading`, up to the next heading of its level. */
  const section = (file: string, heading: string): string => {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf(`\n## ${heading}\n`);
    if (start === -1) return '';
    const end = text.indexOf('\n## ', start + 1);
    return text.slice(start, end === -1 ? undefined : end);
  };

  it.each([
    ['docs/ARCHITECTURE.md', 'Adding a widget'],
    ['docs/contributing.md', 'Adding a section'],
  ])('%s, “%s”, names every place a widget needs', (file, heading) => {
    const checklist = section(file, heading);
    expect(checklist, `${file} has no section “${heading}”`).not.toBe('');
    expect(PLACES.filter((place) => !checklist.includes(place))).toEqual([]);
  });
});
