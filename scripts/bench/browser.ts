// Bench part 2 and the long tasks of part 3, in headless Chromium (part 4 is requests.ts) (the system one, driven by
// playwright-core as the browser tests do).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { median, ms, table, times } from './table.ts';

/** Launches the benchmark's Chromium. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });

/** A page of our own on the server's origin (answered by Playwright, so nothing is added to dist). */
export async function pageWith(
  browser: Browser,
  base: string,
  body: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${base}/bench/page.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orebit bench</title></head><body><main>${body}</main></body></html>`,
    }),
  );
  return { context, page };
}

/** Slows the page's CPU down `rate` times through the DevTools protocol. */
export async function throttle(context: BrowserContext, page: Page, rate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** One mount's times, in ms: bytes arrived → mounted, and the runtime's own share. */
interface Mount {
  total: number;
  runtime: number;
}

/** A mount-time row: the medians of one build. */
export interface MountRow {
  label: string;
  total: number;
  runtime: number;
  runs: number;
}

/**
 * One mount of `src` (a classic widget script) on an empty page under 4× CPU throttling: from the
 * moment the script's bytes have arrived (its resource timing's responseEnd: parse, compile, run
 * and render all count) to the runtime's `orebit:<name>:mounted` mark, when the content is in the
 * shadow root. Also the runtime's own share: from `orebit:<name>:script` to mounted.
 */
async function mountOnce(browser: Browser, base: string, name: string, src: string, attributes = ''): Promise<Mount> {
  const host = attributes ? `<div data-orebit-widget="${name}" ${attributes}></div>` : '';
  const { context, page } = await pageWith(browser, base, `${host}<script src="${src}" async></script>`);
  try {
    await throttle(context, page, 4);
    await page.goto(`${base}/bench/page.html`);
    await page.waitForFunction((n) => performance.getEntriesByName(`orebit:${n}:mounted`).length > 0, name);
    return await page.evaluate(
      ({ n, src }) => {
        const script = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
          e.name.endsWith(src),
        );
        const mounted = performance.getEntriesByName(`orebit:${n}:mounted`)[0]!.startTime;
        const start = performance.getEntriesByName(`orebit:${n}:script`)[0]!.startTime;
        const host = [...document.querySelectorAll('body *')].find((el) =>
          el.shadowRoot?.querySelector(`[data-widget="${n}"]`),
        );
        const content = host?.shadowRoot?.querySelector(`[data-widget="${n}"]`)?.childElementCount ?? 0;
        if (!script || content === 0) throw new Error(`${n}: no content in the shadow root at the mounted mark`);
        return { total: mounted - script.responseEnd, runtime: mounted - start };
      },
      { n: name, src },
    );
  } finally {
    await context.close();
  }
}

/**
 * Mount medians of every widget, and of the calculator on three runtimes: the shipped preact/compat
 * build, the same source on react-dom (`src.react`) and the no-framework floor (`src.dom`); `runs`
 * rounds, each round mounting every build once in turn, so that they share the machine's noise.
 */
export async function benchMount(
  browser: Browser,
  base: string,
  widgets: readonly string[],
  src: { react: string; dom: string },
  runs = 15,
): Promise<{ rows: MountRow[]; ratio: number; markdown: string }> {
  const CALCULATOR = 'data-view="calculator"';
  const builds: Array<{ label: string; name: string; src: string; attributes?: string }> = [
    ...widgets.map((name) => ({ label: `\`${name}.js\``, name, src: `/widgets/${name}.js` })),
    { label: 'yield-farming on react-dom', name: 'yield-farming', src: src.react },
    // The staking calculator alone (data-view="calculator"), as partner blogs embed it.
    {
      label: 'calculator: `yield-farming.js` (preact/compat)',
      name: 'yield-farming',
      src: '/widgets/yield-farming.js',
      attributes: CALCULATOR,
    },
    { label: 'calculator: react-dom build', name: 'yield-farming', src: src.react, attributes: CALCULATOR },
    { label: 'calculator: no framework (the floor)', name: 'yield-farming', src: src.dom, attributes: CALCULATOR },
  ];
  const samples = new Map<string, Mount[]>(builds.map((b) => [b.label, []]));
  for (let run = 0; run < runs; run++) {
    for (const build of builds)
      samples.get(build.label)!.push(await mountOnce(browser, base, build.name, build.src, build.attributes));
  }
  const rows: MountRow[] = builds.map(({ label }) => {
    const s = samples.get(label)!;
    return { label, total: median(s.map((x) => x.total)), runtime: median(s.map((x) => x.runtime)), runs: s.length };
  });
  const [ours, react, floor] = rows.slice(-3) as [MountRow, MountRow, MountRow];
  const full =
    rows.find((r) => r.label === 'yield-farming on react-dom')!.total /
    rows.find((r) => r.label === '`yield-farming.js`')!.total;
  const ratio = react.total / ours.total;
  const markdown = [
    table(
      [
        'script (4× CPU throttling)',
        'bytes arrived → mounted, median ms',
        'runtime start → mounted, median ms',
        'runs',
      ],
      rows.map((r) => [r.label, ms(r.total), ms(r.runtime), String(r.runs)]),
    ),
    '',
    `The whole yield-farming section mounts ${times(full)} faster than its react-dom build.`,
    `The calculator: react-dom ÷ preact/compat ${times(ratio)}; preact/compat ÷ no framework ${times(ours.total / floor.total)}; react-dom ÷ no framework ${times(react.total / floor.total)}.`,
    '',
    `Goal: calculator mount median ≤ 10 ms throttled and ≥ 3× faster than react-dom — ${ms(ours.total)} ms vs ${ms(react.total)} ms, ${times(ratio)} faster: ` +
      (ours.total <= 10 && ratio >= 3 ? '✓ met' : '✗ not met'),
  ].join('\n');
  return { rows, ratio, markdown };
}

/**
 * A language's formats on their first use, at 4× CPU throttling, in a fresh page each time: the
 * pack's hand-written formats (docs/behaviour.md#locales) against Intl's, for the figures a
 * Spanish calculator shows first (a whole number and a dollar amount). The pack module is loaded
 * before the clock starts: only formatting counts.
 */
export async function benchLocaleFormats(
  browser: Browser,
  base: string,
  version: string,
  runs = 15,
): Promise<{ pack: number; intl: number; markdown: string }> {
  const samples = { pack: [] as number[], intl: [] as number[] };
  for (let run = 0; run < runs; run++) {
    for (const way of ['pack', 'intl'] as const) {
      const { context, page } = await pageWith(browser, base, '');
      try {
        await page.goto(`${base}/bench/page.html`);
        await page.evaluate(
          (url) => import(url).then((m) => void ((window as unknown as { pack: unknown }).pack = m.default)),
          `${base}/widgets/v${version}/locales/es/yield-farming.js`,
        );
        await throttle(context, page, 4);
        samples[way].push(
          await page.evaluate((way) => {
            type Pack = { whole(n: number): string; usd(n: number): string };
            const pack = (window as unknown as { pack: Pack }).pack;
            const start = performance.now();
            const text =
              way === 'pack'
                ? pack.whole(4460) + pack.usd(44_600)
                : new Intl.NumberFormat('es', { maximumFractionDigits: 0 }).format(4460) +
                  new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(
                    44_600,
                  );
            if (text !== '446044.600\u00a0US$') throw new Error(`${way}: ${text}`);
            return performance.now() - start;
          }, way),
        );
      } finally {
        await context.close();
      }
    }
  }
  const pack = median(samples.pack);
  const intl = median(samples.intl);
  const markdown = table(
    ['first use, 4× CPU throttling', 'median ms', 'runs'],
    [
      ['the es pack’s formats (hand-written)', ms(pack), String(runs)],
      ['Intl.NumberFormat for es', ms(intl), String(runs)],
    ],
  );
  return {
    pack,
    intl,
    markdown: `${markdown}\n\nIntl ÷ pack: ${times(intl / pack)} on a language's first figures; the packs keep the hand-written formats (Intl only for dates and relative times).`,
  };
}
