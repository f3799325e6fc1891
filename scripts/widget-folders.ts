// Which folders of widgets/ are widgets: the build, `npm run docs` and the tests all ask this one
// function, so a new widget folder is found everywhere at once (docs/ARCHITECTURE.md#adding-a-widget).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folders of widgets/ that hold programs, not widgets: the full page's script and shell
 * (`page`), the server renders (`server`: the build's page and the Worker's renderer) and the embed
 * pages (`embed`: their render, script and link previews). A widget cannot take one of these names.
 */
export const PROGRAM_FOLDERS: readonly string[] = ['embed', 'page', 'server'];

/**
 * The widget folders of `root`, sorted by name (a folder's name is its widget's name): every folder
 * but the shared code (`_runtime`, any `_…`) and the programs' folders (`PROGRAM_FOLDERS`). With `having`, only the
 * folders that hold that file (`index.ts`, the script; `widget.ts`, what embedders see).
 */
export function widgetFolders({ having, root = 'widgets' }: { having?: string; root?: string } = {}): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !PROGRAM_FOLDERS.includes(d.name))
    .filter((d) => !having || existsSync(join(root, d.name, having)))
    .map((d) => d.name)
    .sort();
}
