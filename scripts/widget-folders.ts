// Which folders of widgets/ are widgets: the build, `npm run docs` and the tests all ask this one
// function, so a new widget folder is found everywhere at once (docs/ARCHITECTURE.md#adding-a-widget).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The widget folders of `root`, sorted by name (a folder's name is its widget's name): every folder
 * but the shared code (`_runtime`, any `_…`) and the full page (`page`). With `having`, only the
 * folders that hold that file (`index.ts`, the script; `widget.ts`, what embedders see).
 */
export function widgetFolders({ having, root = 'widgets' }: { having?: string; root?: string } = {}): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && d.name !== 'page')
    .filter((d) => !having || existsSync(join(root, d.name, having)))
    .map((d) => d.name)
    .sort();
}
