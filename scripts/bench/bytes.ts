// Bench part 1: every file of the manifest, raw, gzip and brotli, against its budget; and the
// calculator (yield-farming.js) beside its react-dom build and the no-framework floor.
import { readFileSync } from 'node:fs';
import { measure, type Measure } from '../build-assets.ts';
import { importFromSource } from '../import-from-source.ts';
import { goal, int, table, times } from './table.ts';

// widgets/budgets.ts derives the widgets' own budgets from their definitions (TypeScript modules
// with extensionless imports), so it is bundled here rather than imported by Node.
const { GZIP_BUDGETS, RUNTIME_CHUNK_BUDGET, SECTION_SCRIPT_BUDGET } =
  await importFromSource<typeof import('../../widgets/budgets.ts')>('widgets/budgets.ts');

/** What the bench reads of dist/widgets/manifest.json. */
interface Manifest {
  version: string;
  widgets: string[];
  runtime: string;
  files: Record<string, Measure>;
}

/** One manifest file's row: its sizes and its gzip budget (undefined: none). */
export interface BytesRow extends Measure {
  file: string;
  budget: number | undefined;
}

/** The budget of a manifest file, or undefined for files without one (module entry chunks). */
function budgetOf(file: string, manifest: Manifest): number | undefined {
  if (file in GZIP_BUDGETS) return GZIP_BUDGETS[file];
  if (file === manifest.runtime) return RUNTIME_CHUNK_BUDGET;
  if (manifest.widgets.includes(file.replace(/\.js$/, ''))) return SECTION_SCRIPT_BUDGET;
  return undefined;
}

/** Reads dist/widgets/manifest.json, the react-dom build at `reactFile` and the floor at `domFile`. */
export function benchBytes(
  reactFile: string,
  domFile: string,
): { rows: BytesRow[]; over: BytesRow[]; react: Measure; floor: Measure; ratio: number; markdown: string } {
  const manifest = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as Manifest;
  // The pinned copies (v<version>/<name>.js) are the classic scripts byte for byte: one row each.
  const rows: BytesRow[] = Object.entries(manifest.files)
    .filter(([file]) => !file.startsWith(`v${manifest.version}/`))
    .map(([file, size]) => ({ file, ...size, budget: budgetOf(file, manifest) }));
  const over = rows.filter((r) => r.budget !== undefined && r.gzip > r.budget);
  const react = measure(readFileSync(reactFile));
  const floor = measure(readFileSync(domFile));
  const ours = manifest.files['yield-farming.js']!;
  const ratio = react.gzip / ours.gzip;

  const markdown = [
    table(
      ['file', 'raw', 'gzip', 'brotli', 'gzip budget', ''],
      rows.map((r) => [
        `\`${r.file}\``,
        int(r.bytes),
        int(r.gzip),
        int(r.brotli),
        r.budget === undefined ? '' : int(r.budget),
        r.budget === undefined
          ? ''
          : r.gzip <= r.budget
            ? `✓ ${int(r.budget - r.gzip)} left`
            : `✗ ${int(r.gzip - r.budget)} over`,
      ]),
    ),
    '',
    table(
      ['calculator build', 'raw', 'gzip', 'brotli'],
      [
        ['`yield-farming.js` (preact/compat)', int(ours.bytes), int(ours.gzip), int(ours.brotli)],
        [
          'same source on react + react-dom 19, same precompiled CSS',
          int(react.bytes),
          int(react.gzip),
          int(react.brotli),
        ],
        [
          'calculator markup and CSS on the bare DOM (the floor; the whole section above)',
          int(floor.bytes),
          int(floor.gzip),
          int(floor.brotli),
        ],
        ['react-dom build ÷ ours', times(react.bytes / ours.bytes), times(ratio), times(react.brotli / ours.brotli)],
        [
          'ours ÷ the floor',
          times(ours.bytes / floor.bytes),
          times(ours.gzip / floor.gzip),
          times(ours.brotli / floor.brotli),
        ],
      ],
    ),
    '',
    `Goal: calculator ≤ 14 KB gzip (${int(14 * 1024)}) and ≥ 5× smaller than its react-dom build — ` +
      `${int(ours.gzip)} B, ${times(ratio)} smaller: ${goal(ours.gzip <= 14 * 1024 && ratio >= 5, 'not met')}`,
  ].join('\n');
  return { rows, over, react, floor, ratio, markdown };
}
