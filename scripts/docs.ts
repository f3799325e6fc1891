// `npm run docs`: writes what is generated from the widget folders, each file from its one source:
//   widgets/definitions.ts   every folder's widget.ts, for the catalog (scripts/definitions-module.ts)
//   docs/widgets.md          the widget reference              } from the catalog
//   types/orebit.d.ts        the widgets' options, events, tags } (widgets/catalog-docs.ts)
//   docs/api.md              the API's limits, from contract/limits.ts (widgets/catalog-docs.ts)
// It rewrites only what is stale. The unit tests compare each file with what this would write
// (widgets/definitions.test.ts, widgets/catalog-docs.test.ts) and fail, naming `npm run docs`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DEFINITIONS_FILE, definitionsModule } from './definitions-module.ts';
import { importFromSource } from './import-from-source.ts';
import { widgetFolders } from './widget-folders.ts';

/** Writes `text` to `path` when it differs; says which it did. */
function write(path: string, text: string): void {
  const stale = !existsSync(path) || readFileSync(path, 'utf8') !== text;
  if (stale) writeFileSync(path, text);
  console.log(`${stale ? 'rewrote' : 'up to date:'} ${path}`);
}

// The definitions first: the catalog that the other files are generated from imports them.
write(DEFINITIONS_FILE, definitionsModule(widgetFolders({ having: 'widget.ts' })));
const { CATALOG_DOCS } = await importFromSource<typeof import('../widgets/catalog-docs.ts')>('widgets/catalog-docs.ts');
let missing = false;
for (const [path, rewrite] of Object.entries(CATALOG_DOCS)) {
  const generated = rewrite(readFileSync(path, 'utf8'), (source) => readFileSync(source, 'utf8'));
  for (const part of generated.missing) console.error(`✗ ${path} has no place for ${part}: put its markers back`);
  missing ||= generated.missing.length > 0;
  write(path, generated.text);
}
process.exit(missing ? 1 : 0);
