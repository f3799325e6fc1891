import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS_FILE, definitionsModule } from '../scripts/definitions-module';
import { widgetFolders } from '../scripts/widget-folders';

describe('widgets/definitions.ts', () => {
  it('imports every widget folder’s widget.ts (npm run docs rewrites it)', () => {
    const expected = definitionsModule(widgetFolders({ having: 'widget.ts' }));
    const current = existsSync(DEFINITIONS_FILE) ? readFileSync(DEFINITIONS_FILE, 'utf8') : '';
    expect(current, `${DEFINITIONS_FILE} is not the one generated from the widget folders — run npm run docs`).toBe(
      expected,
    );
  });
});
