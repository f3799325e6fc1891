import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetFolders } from '../scripts/widget-folders';

// widgets/definitions.ts gathers every widget folder's widget.ts for widgets/catalog.ts. It is
// generated from the folders, so a new widget needs no line there: `npm run docs` rewrites it.

const FILE = 'widgets/definitions.ts';

const identifier = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The module's text for these widgets. */
export function definitionsModule(names: readonly string[]): string {
  return [
    '// Generated from the widget folders by `npm run docs` (widgets/definitions.test.ts): do not edit.',
    '// Every widgets/<name>/widget.ts, by name, for widgets/catalog.ts.',
    "import type { WidgetDefinition } from './catalog';",
    ...names.map((name) => `import { widget as ${identifier(name)} } from './${name}/widget';`),
    '',
    '/** Every widget folder’s definition, by widget name. */',
    'export const WIDGET_DEFINITIONS: Readonly<Record<string, WidgetDefinition>> = {',
    ...names.map((name) => (identifier(name) === name ? `  ${name},` : `  '${name}': ${identifier(name)},`)),
    '};',
    '',
  ].join('\n');
}

describe('widgets/definitions.ts', () => {
  it('imports every widget folder’s widget.ts (npm run docs rewrites it)', () => {
    const expected = definitionsModule(widgetFolders({ having: 'widget.ts' }));
    const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
    if (process.env.UPDATE_DOCS && current !== expected) writeFileSync(FILE, expected);
    else expect(current, `${FILE} is not the one generated from the widget folders — run npm run docs`).toBe(expected);
  });
});
