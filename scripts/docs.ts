// `npm run docs`: writes what is generated from the widget folders, each file from its one source:
//   widgets/definitions.ts   every folder's widget.ts, for the catalog (scripts/definitions-module.ts)
//   docs/widgets.md          the widget reference              } from the catalog
//   types/orebit.d.ts        the widgets' options, events, tags } (widgets/catalog-docs.ts)
// It rewrites only what is stale. The unit tests compare each file with what this would write
// (widgets/definitions.test.ts, widgets/catalog-docs.test.ts) and fail, naming `npm run docs`.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rollup } from 'rollup';
import { DEFINITIONS_FILE, definitionsModule } from './definitions-module.ts';
import { transpileTs } from './transpile-ts.ts';
import { widgetFolders } from './widget-folders.ts';

/** Writes `text` to `path` when it differs; says which it did. */
function write(path: string, text: string): void {
  const stale = !existsSync(path) || readFileSync(path, 'utf8') !== text;
  if (stale) writeFileSync(path, text);
  console.log(`${stale ? 'rewrote' : 'up to date:'} ${path}`);
}

/** widgets/catalog-docs.ts, bundled from source and imported (the widgets import extensionless modules, which Node does not resolve). */
async function catalogDocs(): Promise<typeof import('../widgets/catalog-docs.ts')> {
  const bundle = await rollup({
    input: 'widgets/catalog-docs.ts',
    plugins: [nodeResolve({ extensions: ['.ts', '.mjs', '.js'] }), transpileTs()],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return import(`data:text/javascript;base64,${Buffer.from(output[0].code).toString('base64')}`);
}

// The definitions first: the catalog that the other files are generated from imports them.
write(DEFINITIONS_FILE, definitionsModule(widgetFolders({ having: 'widget.ts' })));
const { CATALOG_DOCS } = await catalogDocs();
let missing = false;
for (const [path, rewrite] of Object.entries(CATALOG_DOCS)) {
  const generated = rewrite(readFileSync(path, 'utf8'), (source) => readFileSync(source, 'utf8'));
  for (const part of generated.missing) console.error(`✗ ${path} has no place for ${part}: put its markers back`);
  missing ||= generated.missing.length > 0;
  write(path, generated.text);
}
process.exit(missing ? 1 : 0);
