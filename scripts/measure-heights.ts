// The widgets' heights as they render, at the widths a host gives them: each widget (and each value
// of an option that changes its size) mounted by its own script into a host of every width of
// RESERVE_WIDTHS, in headless Chromium against a fresh `wrangler dev` over the built dist/.
//   npm run build && npm run heights
// writes widgets/measured-heights.ts: for each, the few steps (from this width on, this height) that
// keep within RESERVE_TOLERANCE px of every height measured, which every snippet's reservation is
// made of (widgets/reserve.ts). demo/test/reserved-heights.test.ts measures again and fails while
// the table is stale.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startFreshDevServer } from './dev-server.ts';
import { importFromSource } from './import-from-source.ts';
import { apiDataShown, trackRequests } from './page-settled.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TABLE = `${ROOT}widgets/measured-heights.ts`;

/** One thing to measure: a widget with options (`data-*` attribute → value). */
export interface HeightCase {
  name: string;
  attributes: Record<string, string>;
}

/** What a catalog's widget says of its options that change its size. */
interface CatalogWidget {
  name: string;
  options: ReadonlyArray<{ attribute: string; heights?: Readonly<Record<string, number>> }>;
}

/** The cases of `catalog`: each widget with its defaults, and with each value of an option that changes its size. */
export function heightCases(catalog: readonly CatalogWidget[]): HeightCase[] {
  return catalog.flatMap(({ name, options }) => [
    { name, attributes: {} },
    ...options.flatMap(({ attribute, heights }) =>
      Object.keys(heights ?? {}).map((value) => ({ name, attributes: { [attribute]: value } })),
    ),
  ]);
}

/** What measuring needs of the source tree (bundled from it: it imports extensionless modules). */
interface Sources {
  widths: readonly number[];
  /** Each widget with its defaults, and with each value of an option that changes its size. */
  cases: HeightCase[];
  reserveSteps: (heights: readonly number[], widths?: readonly number[]) => Array<{ minWidth: number; height: number }>;
  heightKey: (name: string, attributes?: Record<string, string>) => string;
}

/** The catalog's cases, the widths and widgets/reserve.ts's steps. */
async function heightSources(): Promise<Sources> {
  const entry = '\0orebit-heights-catalog';
  const module = await importFromSource<{
    WIDGET_CATALOG: readonly CatalogWidget[];
    RESERVE_WIDTHS: readonly number[];
    reserveSteps: (
      heights: readonly number[],
      widths?: readonly number[],
    ) => Array<{ minWidth: number; height: number }>;
    heightKey: (name: string, attributes?: Record<string, string>) => string;
  }>(entry, [
    {
      name: 'orebit-heights-catalog',
      resolveId: (id) => (id === entry ? id : null),
      load: (id) =>
        id === entry
          ? `export { WIDGET_CATALOG } from ${JSON.stringify(`${ROOT}widgets/catalog.ts`)};\n` +
            `export { RESERVE_WIDTHS, reserveSteps, heightKey } from ${JSON.stringify(`${ROOT}widgets/reserve.ts`)};`
          : null,
    },
  ]);
  const cases = heightCases(module.WIDGET_CATALOG);
  return { widths: module.RESERVE_WIDTHS, cases, reserveSteps: module.reserveSteps, heightKey: module.heightKey };
}

/** Heights (px) measured at host widths (px), both in ascending order of width. */
export interface Measured {
  widths: number[];
  heights: number[];
}

/**
 * Measures each case on a page of `base`: the widget mounted by its script into a host as wide as
 * the widest of `widths`, once its API data shows, then narrowed to each width (two frames each,
 * for whatever a widget measures itself). With `refine`, where the height changes between two
 * widths, halving the gap finds the width from which it does, to the pixel.
 */
export async function measureHeights(
  page: Page,
  base: string,
  cases: readonly HeightCase[],
  widths: readonly number[],
  { refine = false } = {},
): Promise<Measured[]> {
  const requests = trackRequests(page);
  await page.goto(`${base}/demo/plain.html`);
  const measureAt = (width: number) =>
    page.evaluate(async (w) => {
      const host = document.getElementById('measured')!;
      host.style.width = `${w}px`;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return Math.round(host.getBoundingClientRect().height);
    }, width);
  const table: Measured[] = [];
  for (const c of cases) {
    await page.evaluate(
      async ({ name, attributes, width }) => {
        document.body.replaceChildren();
        const host = document.createElement('div');
        host.id = 'measured';
        host.style.width = `${width}px`;
        host.dataset.orebitWidget = name;
        for (const [attribute, value] of Object.entries(attributes)) host.setAttribute(attribute, value);
        document.body.append(host);
        if (!window.Orebit?.widgets.has(name)) {
          const script = document.createElement('script');
          script.src = `/widgets/${name}.js`;
          await new Promise((resolve, reject) => {
            script.onload = resolve;
            script.onerror = reject;
            document.head.append(script);
          });
        } else window.Orebit.scan(document.body);
      },
      { ...c, width: widths.at(-1)! },
    );
    await page.waitForFunction(() => !!document.getElementById('measured')?.shadowRoot?.querySelector('.orebit-root'));
    await apiDataShown(page, requests);
    const byWidth = new Map<number, number>();
    for (const width of [...widths].reverse()) byWidth.set(width, await measureAt(width));
    if (refine) {
      for (let i = 0; i + 1 < widths.length; i++) {
        let low = widths[i]!;
        let high = widths[i + 1]!;
        const after = byWidth.get(high)!;
        if (byWidth.get(low) === after) continue;
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          const height = await measureAt(middle);
          byWidth.set(middle, height);
          if (height === after) high = middle;
          else low = middle;
        }
      }
    }
    const sorted = [...byWidth].sort(([a], [b]) => a - b);
    table.push({ widths: sorted.map(([w]) => w), heights: sorted.map(([, h]) => h) });
  }
  return table;
}

/** The steps of each case as the source of widgets/measured-heights.ts. */
function tableSource(steps: Record<string, Array<{ minWidth: number; height: number }>>): string {
  const rows = Object.entries(steps)
    .map(([key, own]) => `  ${JSON.stringify(key)}: [${own.map((s) => `[${s.minWidth}, ${s.height}]`).join(', ')}],`)
    .join('\n');
  return (
    '// Generated by `npm run heights` (scripts/measure-heights.ts) from the built widgets in headless\n' +
    '// Chromium: do not edit. Per widget (and option value that changes its size): [from this host\n' +
    '// width on (px), its height (px)], measured every 8 px from 320 to 1280 px (and to the pixel\n' +
    '// where the height changes), kept within RESERVE_TOLERANCE (widgets/reserve.ts).\n' +
    '// demo/test/reserved-heights.test.ts measures again.\n\n' +
    '/** Per widget and size-changing option: its steps, [min width, height] in px, narrowest first. */\n' +
    `export const MEASURED_STEPS: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {\n${rows}\n};\n`
  );
}

if (import.meta.main) {
  if (!existsSync(`${ROOT}dist/widgets/manifest.json`)) {
    console.error('dist/ has no build: run `npm run build` first.');
    process.exit(1);
  }
  const { widths, cases, reserveSteps, heightKey } = await heightSources();
  const server = await startFreshDevServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const table = await measureHeights(page, server.url, cases, widths, { refine: true });
    const steps = Object.fromEntries(
      cases.map((c, i) => [heightKey(c.name, c.attributes), reserveSteps(table[i]!.heights, table[i]!.widths)]),
    );
    writeFileSync(TABLE, tableSource(steps));
    for (const [key, own] of Object.entries(steps))
      console.log(`${key}: ${own.map((s) => `${s.minWidth}+ ${s.height}`).join(', ')}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}
