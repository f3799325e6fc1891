// widgets/definitions.ts gathers every widget folder's widget.ts for widgets/catalog.ts. It is
// generated from the folders, so a new widget needs no line there: `npm run docs` (scripts/docs.ts)
// writes it, and widgets/definitions.test.ts fails while it is stale.

/** The generated module's path. */
export const DEFINITIONS_FILE = 'widgets/definitions.ts';

const identifier = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The module's text for these widgets (the folders that have a widget.ts). */
export function definitionsModule(names: readonly string[]): string {
  return [
    '// Generated from the widget folders by `npm run docs` (scripts/docs.ts): do not edit.',
    '// Every widgets/<name>/widget.ts, by name, for widgets/catalog.ts.',
    "import type { WidgetDescription } from './description';",
    ...names.map((name) => `import { widget as ${identifier(name)} } from './${name}/widget';`),
    '',
    '/** Every widget folder’s definition, by widget name. */',
    'export const WIDGET_DEFINITIONS: Readonly<Record<string, WidgetDescription>> = {',
    ...names.map((name) => (identifier(name) === name ? `  ${name},` : `  '${name}': ${identifier(name)},`)),
    '};',
    '',
  ].join('\n');
}
