// The widget reference, docs/widgets.md (each widget's snippet, options table and events), the
// widget lists of types/orebit.d.ts, and the API's limits in docs/api.md (from contract/limits.ts), generated from the catalog (each widget's widgets/<name>/widget.ts, in the
// page's order) so that they cannot drift from the widgets: `npm run docs` (scripts/docs.ts)
// rewrites them, and widgets/catalog-docs.test.ts fails while either is stale.
import * as LIMITS from '../contract/limits';
import { IDEMPOTENCY_KEEP_HOURS } from '../contract/idempotency';
import { COMMON_OPTIONS, EVENT_DETAILS, WIDGET_CATALOG, type WidgetInfo } from './catalog';
import type { OptionInfo } from './description';
import { embedSnippet } from './snippet';

/** The markers around the generated part of docs/widgets.md. */
const DOCS_START = '<!-- widgets:start (generated from widgets/*/widget.ts by npm run docs) -->';
const DOCS_END = '<!-- widgets:end -->';

function values(option: OptionInfo): string {
  if (option.values) return option.values.map((v) => `\`${v}\``).join(', ');
  return { number: 'number', text: 'text', url: 'absolute http(s) URL', choice: '' }[option.type];
}

function defaultOf(option: OptionInfo, widget?: WidgetInfo): string {
  if (option.key === 'height') return widget ? `\`${widget.height}\`` : 'the widget’s own (below)';
  return option.default === undefined ? 'the script’s origin' : `\`${option.default}\``;
}

function optionRows(options: readonly OptionInfo[], widget?: WidgetInfo): string[] {
  return options.map(
    (o) => `| \`${o.attribute}\` | \`${o.key}\` | ${values(o)} | ${defaultOf(o, widget)} | ${o.description} |`,
  );
}

/** An example attribute for the snippet: a choice's other value, or a sample for text. */
function exampleAttributes(widget: WidgetInfo): Array<[string, string]> {
  const option = widget.options[0];
  if (!option) return [];
  if (option.values) return [[option.attribute, option.values.find((v) => v !== option.default)!]];
  if (option.type === 'text') return [[option.attribute, 'YOURCODE']];
  return [];
}

/** The generated reference, between DOCS_START and DOCS_END. */
function widgetDocs(): string {
  const out: string[] = [
    DOCS_START,
    '',
    '## Options every widget takes',
    '',
    '| attribute | `Orebit.mount` option | values | default | what it does |',
    '|---|---|---|---|---|',
    ...optionRows(COMMON_OPTIONS),
    '',
  ];
  for (const widget of WIDGET_CATALOG) {
    out.push(`## ${widget.title} — \`${widget.name}\``, '', widget.description, '');
    out.push(
      '```html',
      embedSnippet(widget.name, exampleAttributes(widget), `https://HOST/widgets/${widget.name}.js`),
      '```',
      '',
    );
    if (widget.options.length) {
      out.push(
        '| attribute | `Orebit.mount` option | values | default | what it does |',
        '|---|---|---|---|---|',
        ...optionRows(widget.options),
        '',
      );
    }
    // A choice that changes the widget's size: its height is worth a writer's data-height.
    const byChoice = widget.options.flatMap(({ attribute, heights }) =>
      Object.entries(heights ?? {}).map(([value, px]) => `${px} px with \`${attribute}="${value}"\``),
    );
    const lazy =
      `Lazy height (\`data-height\` default): ${widget.height} px` +
      (byChoice.length ? `; ${byChoice.join(', ')}.` : '.');
    out.push(widget.options.length ? lazy : `Options: the common ones only. ${lazy}`, '');
    if (widget.events.length) {
      out.push('Events:', '', ...widget.events.map((e) => `- \`${e}\` — ${EVENT_DETAILS[e]}`), '');
    } else {
      out.push('Events: none.', '');
    }
  }
  out.push(DOCS_END);
  return out.join('\n');
}

/** A name as a TypeScript property key. */
const key = (name: string) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);

/** An option's TypeScript type. */
function optionType(option: OptionInfo): string {
  if (option.values) return option.values.map((v) => `'${v}'`).join(' | ');
  return option.type === 'number' ? 'number' : 'string';
}

function optionLines(option: OptionInfo): string[] {
  const fallback =
    option.default === undefined
      ? ''
      : ` Default ${typeof option.default === 'string' ? `'${option.default}'` : option.default}.`;
  return [`/** ${option.description}${fallback} */`, `${option.key}?: ${optionType(option)};`];
}

/** Where the runtime declares the public events: `export type WidgetEvents = { … };`. */
const EVENT_MAP = 'widgets/_runtime/bus.ts';

/** Reads a file of the repository, by its path from the root. */
type ReadFile = (path: string) => string;

/** The public events as the runtime declares them (EVENT_MAP), each with its comment, one line each. */
function runtimeEvents(read: ReadFile): string[] {
  const body = /^export type WidgetEvents = \{\n([\s\S]*?)\n\};$/m.exec(read(EVENT_MAP));
  if (!body) throw new Error(`${EVENT_MAP} has no \`export type WidgetEvents = { … };\` to read the events from`);
  return body[1]!.split('\n').map((line) => line.trim());
}

/** The generated blocks of types/orebit.d.ts, by the name in their markers, each line without its indent. */
function typeBlocks(read: ReadFile): Record<string, string[]> {
  return {
    'common options': COMMON_OPTIONS.flatMap(optionLines),
    events: runtimeEvents(read),
    'widget options': WIDGET_CATALOG.flatMap((w) =>
      w.options.length
        ? [`${key(w.name)}: CommonOptions & {`, ...w.options.flatMap(optionLines).map((line) => `  ${line}`), '};']
        : [`${key(w.name)}: CommonOptions;`],
    ),
    'widget events': WIDGET_CATALOG.filter((w) => w.events.length).map(
      (w) => `${key(w.name)}: ${w.events.map((e) => `'${e}'`).join(' | ')};`,
    ),
    elements: WIDGET_CATALOG.map((w) => `'orebit-${w.name}': HTMLElement;`),
    'element events': WIDGET_CATALOG.flatMap((w) => w.events).map((e) => `'${e}': CustomEvent<Orebit.Events['${e}']>;`),
    'jsx elements': WIDGET_CATALOG.map((w) => `'orebit-${w.name}': OrebitElementProps<'${w.name}'>;`),
  };
}

/** Where each generated block of types/orebit.d.ts comes from, as its marker says. */
const BLOCK_SOURCES: Record<string, string> = { 'common options': 'widgets/catalog.ts', events: EVENT_MAP };

/** The marker lines around a generated block of types/orebit.d.ts. */
const typeMarkers = (name: string) =>
  [
    `// ${name}: generated from ${BLOCK_SOURCES[name] ?? 'widgets/*/widget.ts'} by \`npm run docs\``,
    `// end of ${name}`,
  ] as const;

/** `dts` with every generated block rewritten; a block whose markers are missing is reported in `missing`. */
function withTypeBlocks(dts: string, read: ReadFile): { text: string; missing: string[] } {
  const missing: string[] = [];
  let text = dts;
  for (const [name, lines] of Object.entries(typeBlocks(read))) {
    const [start, end] = typeMarkers(name);
    const from = text.indexOf(start);
    const to = text.indexOf(end, from);
    if (from < 0 || to < 0) {
      missing.push(name);
      continue;
    }
    const indent = text.slice(text.lastIndexOf('\n', from) + 1, from);
    text =
      text.slice(0, from + start.length) +
      '\n' +
      lines.map((line) => indent + line).join('\n') +
      '\n' +
      indent +
      text.slice(to);
  }
  return { text, missing };
}

/** `markdown` with its widget reference rewritten; `missing` names it when its markers are not there. */
function withWidgetReference(markdown: string): { text: string; missing: string[] } {
  const from = markdown.indexOf(DOCS_START);
  const to = markdown.indexOf(DOCS_END, from);
  if (from < 0 || to < 0) return { text: markdown, missing: [`the widget reference (${DOCS_START} … ${DOCS_END})`] };
  return { text: markdown.slice(0, from) + widgetDocs() + markdown.slice(to + DOCS_END.length), missing: [] };
}

/** The markers around the API's limits in docs/api.md, which every other doc links to rather than copies. */
const LIMITS_START = '<!-- limits:start (generated from contract/limits.ts by npm run docs) -->';
const LIMITS_END = '<!-- limits:end -->';

const count = (n: number) => n.toLocaleString('en-US');
const bytes = (n: number) =>
  `${n % 1024 ** 2 === 0 ? `${n / 1024 ** 2} MB` : `${n / 1024} KB`} (${count(n)} bytes; KB and MB of 1,024)`;

/** The API's limits (contract/limits.ts) as a table: what each bounds, and the bound. */
function limitsTable(): string {
  const rows: Array<[string, string]> = [
    [
      'a forum post’s `title` (a news article’s in code units)',
      `${count(LIMITS.TITLE_MAX)} characters at most, as a reader sees them (see [Text](#text))`,
    ],
    [
      'a forum post’s `content`',
      `${count(LIMITS.CONTENT_MAX)} characters at most, as a reader sees them (see [Text](#text))`,
    ],
    ['a new post’s `userId`', `${count(LIMITS.USER_ID_MAX)} characters at most`],
    ['a new post’s body', bytes(LIMITS.NEW_POST_BODY_MAX_BYTES)],
    ['any other request’s body', bytes(LIMITS.BODY_MAX_BYTES)],
    [
      'a new post’s `Idempotency-Key`, kept with its answer (see [Retries](#retries))',
      `${IDEMPOTENCY_KEEP_HOURS} hours`,
    ],
    [
      'the list `GET /api/forum/posts` answers',
      `the newest ${count(LIMITS.FORUM_LIST_MAX)} posts within ${bytes(LIMITS.FORUM_LIST_MAX_BYTES)} of JSON, never fewer than the newest ${count(LIMITS.FORUM_LIST_MIN_POSTS)}`,
    ],
    [
      'a listed post’s `content` (longer: an excerpt, `truncated: true`; `GET /api/forum/posts/{id}` has it whole)',
      `${count(LIMITS.FORUM_EXCERPT_MAX)} characters at most`,
    ],
    ['an admin import’s posts', `1 to ${count(LIMITS.IMPORT_POSTS_MAX)}`],
    ['an admin import’s body', bytes(LIMITS.IMPORT_BODY_MAX_BYTES)],
    ['an imported post’s `author`', `${count(LIMITS.AUTHOR_MAX)} characters at most`],
    [
      'a page of the audit log (`GET /api/admin/audit`)',
      `${count(LIMITS.OPERATOR_PAGE_MAX)} entries and ${bytes(LIMITS.AUDIT_PAGE_MAX_BYTES)} of JSON at most`,
    ],
    ['a news article’s `source`', `${count(LIMITS.SOURCE_MAX)} characters at most`],
    [
      'the news categories with a badge colour of their own (any other shows gray)',
      LIMITS.NEWS_CATEGORIES.map((c) => `\`${c}\``).join(', '),
    ],
  ];
  return [
    LIMITS_START,
    '',
    '| what | limit |',
    '|---|---|',
    ...rows.map(([what, limit]) => `| ${what} | ${limit} |`),
    '',
    LIMITS_END,
  ].join('\n');
}

/** `markdown` with its table of the API's limits rewritten; `missing` names it when its markers are not there. */
function withApiLimits(markdown: string): { text: string; missing: string[] } {
  const from = markdown.indexOf(LIMITS_START);
  const to = markdown.indexOf(LIMITS_END, from);
  if (from < 0 || to < 0) return { text: markdown, missing: [`the API's limits (${LIMITS_START} … ${LIMITS_END})`] };
  return { text: markdown.slice(0, from) + limitsTable() + markdown.slice(to + LIMITS_END.length), missing: [] };
}

/**
 * Every file with parts generated from the catalog (and the runtime's event map), by path, with
 * what rewrites those parts of its text; `read` reads the other sources.
 */
export const CATALOG_DOCS: Readonly<
  Record<string, (text: string, read: ReadFile) => { text: string; missing: string[] }>
> = {
  'docs/widgets.md': withWidgetReference,
  'types/orebit.d.ts': withTypeBlocks,
  'docs/api.md': withApiLimits,
};
