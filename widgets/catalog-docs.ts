// The README's per-widget reference (snippet, options table, events), generated from the catalog so
// that it cannot drift from the widgets: widgets/catalog-docs.test.ts holds the README to it, and
// `UPDATE_DOCS=1 npx vitest run --project unit widgets/catalog-docs.test.ts` rewrites it.
import { COMMON_OPTIONS, EVENT_DETAILS, WIDGET_CATALOG, type OptionInfo, type WidgetInfo } from './catalog';

/** The markers around the generated part of README.md. */
export const DOCS_START = '<!-- widgets:start (generated from widgets/catalog.ts) -->';
export const DOCS_END = '<!-- widgets:end -->';

function values(option: OptionInfo): string {
  if (option.values) return option.values.map((v) => `\`${v}\``).join(', ');
  return { number: 'number', text: 'text', url: 'absolute http(s) URL', choice: '' }[option.type];
}

function defaultOf(option: OptionInfo, widget?: WidgetInfo): string {
  if (option.key === 'height') return widget ? `\`${widget.height}\`` : 'the widget’s own (below)';
  return option.default === undefined ? 'the script’s origin' : `\`${option.default}\``;
}

function optionRows(options: readonly OptionInfo[], widget?: WidgetInfo): string[] {
  return options.map((o) => `| \`${o.attribute}\` | \`${o.key}\` | ${values(o)} | ${defaultOf(o, widget)} | ${o.description} |`);
}

/** An example attribute for the snippet: a choice's other value, or a sample for text. */
function exampleAttribute(widget: WidgetInfo): string {
  const option = widget.options[0];
  if (!option) return '';
  if (option.values) return ` ${option.attribute}="${option.values.find((v) => v !== option.default)}"`;
  if (option.type === 'text') return ` ${option.attribute}="YOURCODE"`;
  return '';
}

/** The generated reference, between DOCS_START and DOCS_END. */
export function widgetDocs(): string {
  const out: string[] = [
    DOCS_START,
    '',
    '### Options every widget takes',
    '',
    '| attribute | `Orebit.mount` option | values | default | what it does |',
    '|---|---|---|---|---|',
    ...optionRows(COMMON_OPTIONS),
    '',
  ];
  for (const widget of WIDGET_CATALOG) {
    out.push(`### ${widget.title} — \`${widget.name}\``, '', widget.description, '');
    out.push('```html', `<script src="https://HOST/widgets/${widget.name}.js"${exampleAttribute(widget)} async></script>`, '```', '');
    if (widget.options.length) {
      out.push('| attribute | `Orebit.mount` option | values | default | what it does |', '|---|---|---|---|---|', ...optionRows(widget.options), '');
    }
    out.push(widget.options.length ? `Lazy height (\`data-height\` default): ${widget.height} px.` : `Options: the common ones only. Lazy height (\`data-height\` default): ${widget.height} px.`, '');
    if (widget.events.length) {
      out.push('Events:', '', ...widget.events.map((e) => `- \`${e}\` — ${EVENT_DETAILS[e]}`), '');
    } else {
      out.push('Events: none.', '');
    }
  }
  out.push(DOCS_END);
  return out.join('\n');
}
