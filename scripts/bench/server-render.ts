// Bench part 3: the official page as the Worker serves it (/, rendered from live data by
// worker/routes/page.ts, its sections hydrated as the reader reaches them) against the same page
// rendered by its script alone (/demo/client-rendered.html, every section mounted at load), side by
// side in one run, at 4× CPU from traces (main-thread.ts), for two readers: one who stays at the top
// (main-thread CPU until the first screen is live, long tasks until the page is quiet, FCP, LCP, style
// invalidations) and one who scrolls to the footer (all CPU until every section is live); then
// Lighthouse mobile, simulated and with its throttling applied (LCP, TBT as its spread, CLS), and
// the HTML's bytes. The Worker's render itself is timed in part 9 (embed.ts).
// BENCH_BASELINE=<a dist/ kept from before a change> adds that build's static page to the traced loads.
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { audit, type Audit } from './lighthouse.ts';
import { KINDS, type ByKind } from './cpu-by-kind.ts';
import { firstScreen, styleInvalidations, tracedLoad, type StillLoad } from './main-thread.ts';
import { goal, int, median, ms, table } from './table.ts';

const PAGES = { client: '/demo/client-rendered.html', server: '/', before: '/' } as const;
type Way = keyof typeof PAGES;
const SECTIONS = 18;

/** Traced loads of each page (each in a fresh renderer), interleaved; Lighthouse loads per page and mode. */
const RUNS = Math.max(7, Number(process.env.BENCH_PAGE_RUNS ?? 7));

/** min / median / max of `values`, in ms. */
const spread = (values: number[]) => `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))}`;

/** The medians of a page's traced loads. */
interface Medians {
  fcp: number;
  lcp: number;
  beforePaint: ByKind;
  afterPaint: ByKind;
  /** Main-thread CPU until every section in the first screen is live. */
  untilFirstScreen: number;
  /** All main-thread CPU of the traced window (until quiet, or until every section is live). */
  untilLive: number;
  /** A reader who scrolls: all main-thread CPU until at the footer with every section live. */
  untilFooter: number;
  longTasks: { count: number; total: number; blocking: number };
}

const sum = (k: ByKind, only: readonly (keyof ByKind)[] = KINDS) => only.reduce((total, kind) => total + k[kind], 0);

function medians(loads: StillLoad[]): Medians {
  const of = (pick: (load: StillLoad) => number) => median(loads.map(pick));
  const kinds = (side: 'beforePaint' | 'afterPaint') =>
    Object.fromEntries(KINDS.map((kind) => [kind, of((load) => load[side][kind])])) as ByKind;
  return {
    fcp: of((load) => load.fcp),
    lcp: of((load) => load.lcp),
    beforePaint: kinds('beforePaint'),
    afterPaint: kinds('afterPaint'),
    untilFirstScreen: of((load) => load.untilFirstScreen),
    untilLive: of((load) => sum(load.beforePaint) + sum(load.afterPaint)),
    untilFooter: of((load) => load.untilFooter ?? NaN),
    longTasks: {
      count: of((load) => load.longTasks.count),
      total: of((load) => load.longTasks.total),
      blocking: of((load) => load.longTasks.blocking),
    },
  };
}

export async function benchServerRender(browser: Browser, base: string): Promise<{ markdown: string }> {
  const baseline = process.env.BENCH_BASELINE;
  const ways: Way[] = baseline ? ['client', 'server', 'before'] : ['client', 'server'];
  // The client and server pages come from the Worker (the live render at /); a baseline from its files.
  const dirs: Record<Way, string | undefined> = { client: undefined, server: undefined, before: baseline };
  const html = {} as Record<Way, { bytes: number; gzip: number }>;
  for (const way of ['client', 'server'] as const) {
    const body = Buffer.from(await (await fetch(`${base}${PAGES[way]}`)).arrayBuffer());
    html[way] = { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  const sections = { all: SECTIONS, first: await firstScreen(browser, base, PAGES.server) };
  // Interleaved, so a busy moment of a shared machine falls on every page and reader.
  const still = Object.fromEntries(ways.map((way) => [way, [] as StillLoad[]])) as Record<Way, StillLoad[]>;
  const scroll = Object.fromEntries(ways.map((way) => [way, [] as StillLoad[]])) as Record<Way, StillLoad[]>;
  for (let run = 0; run < RUNS; run++)
    for (const way of ways) {
      still[way].push(await tracedLoad(browser, base, PAGES[way], dirs[way], 'still', sections));
      scroll[way].push(await tracedLoad(browser, base, PAGES[way], dirs[way], 'scroll', sections));
    }
  const atTop = Object.fromEntries(ways.map((way) => [way, medians(still[way])])) as Record<Way, Medians>;
  const toFooter = Object.fromEntries(ways.map((way) => [way, medians(scroll[way])])) as Record<Way, Medians>;
  const invalidations = {} as Record<Way, number>;
  for (const way of ways)
    invalidations[way] = await styleInvalidations(browser, base, PAGES[way], dirs[way], sections.first);

  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_LAUNCHER_FLAGS, logLevel: 'error' });
  // Lighthouse mobile in both modes: simulated (its default, what PageSpeed Insights reports) and
  // with its throttling applied while the page loads. One load's TBT varies threefold here, so TBT
  // is shown as its spread over every load, never as a lone median.
  const modes = {
    simulated: (url: string) => audit(chrome.port, url, undefined),
    applied: (url: string) => audit(chrome.port, url, undefined, 'devtools'),
  };
  type Mode = keyof typeof modes;
  const audits = { client: { simulated: [], applied: [] }, server: { simulated: [], applied: [] } } as Record<
    'client' | 'server',
    Record<Mode, Audit[]>
  >;
  try {
    for (let run = 0; run < RUNS; run++)
      for (const mode of ['simulated', 'applied'] as const)
        for (const way of ['client', 'server'] as const)
          audits[way][mode].push(await modes[mode](`${base}${PAGES[way]}`));
  } finally {
    chrome.kill();
  }

  // Two decimals: these ratios are held to goals such as 0.5× and 0.6×.
  const ratio = (from: number, to: number) => (Number.isFinite(to / from) ? `${(to / from).toFixed(2)}×` : '–');
  const rowsOf =
    (m: Record<Way, Medians>) =>
    (label: string, pick: (m: Medians) => number, digits = ms) => [
      label,
      digits(pick(m.client)),
      digits(pick(m.server)),
      ratio(pick(m.client), pick(m.server)),
      ...(baseline ? [digits(pick(m.before)), ratio(pick(m.before), pick(m.server))] : []),
    ];
  const top = rowsOf(atTop);
  const footer = rowsOf(toFooter);
  const count = (n: number) => n.toFixed(1);
  const rows = [
    top('a reader at the top: main-thread CPU until the first screen is live ms', (m) => m.untilFirstScreen),
    ...KINDS.map((kind) =>
      top(`a reader at the top: CPU before the first paint: ${kind} ms`, (m) => m.beforePaint[kind]),
    ),
    top('a reader at the top: CPU before the first paint: all ms', (m) => sum(m.beforePaint)),
    ...KINDS.map((kind) =>
      top(`a reader at the top: CPU after the first paint until quiet: ${kind} ms`, (m) => m.afterPaint[kind]),
    ),
    top('a reader at the top: CPU after the first paint until quiet: all ms', (m) => sum(m.afterPaint)),
    top('a reader at the top: all main-thread CPU until quiet ms', (m) => m.untilLive),
    top('a reader at the top: long tasks (count)', (m) => m.longTasks.count, count),
    top('a reader at the top: long tasks (total ms)', (m) => m.longTasks.total),
    top(
      'a reader at the top: long tasks after the first paint beyond 50 ms (the trace’s TBT) ms',
      (m) => m.longTasks.blocking,
    ),
    top('FCP ms', (m) => m.fcp),
    top('LCP ms', (m) => m.lcp),
    footer(
      'a reader who scrolls to the footer: all main-thread CPU until every section is live ms',
      (m) => m.untilLive,
    ),
    footer(
      'a reader who scrolls to the footer: all main-thread CPU until at the footer with every section live ms',
      (m) => m.untilFooter,
    ),
    footer(
      'a reader who scrolls to the footer: style + layout ms',
      (m) => sum(m.beforePaint, ['style', 'layout']) + sum(m.afterPaint, ['style', 'layout']),
    ),
    footer('a reader who scrolls to the footer: long tasks (total ms)', (m) => m.longTasks.total),
  ];
  const way = (name: 'client' | 'server', mode: Mode) => audits[name][mode];
  const pick = (list: Audit[], key: keyof Audit) => list.map((a) => a[key]);
  const lighthouseRows = (['simulated', 'applied'] as const).flatMap((mode) => [
    [
      `${mode}: TBT ms (min / median / max)`,
      spread(pick(way('client', mode), 'tbt')),
      spread(pick(way('server', mode), 'tbt')),
    ],
    [
      `${mode}: LCP ms (median)`,
      ms(median(pick(way('client', mode), 'lcp'))),
      ms(median(pick(way('server', mode), 'lcp'))),
    ],
    [
      `${mode}: FCP ms (median)`,
      ms(median(pick(way('client', mode), 'fcp'))),
      ms(median(pick(way('server', mode), 'fcp'))),
    ],
    [
      `${mode}: CLS (max)`,
      Math.max(...pick(way('client', mode), 'cls')).toFixed(3),
      Math.max(...pick(way('server', mode), 'cls')).toFixed(3),
    ],
  ]);

  const fixed = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–');
  const c = atTop.client;
  const s = atTop.server;
  const firstRatio = s.untilFirstScreen / c.untilFirstScreen;
  const longTasks = s.longTasks.total / c.longTasks.total;
  const scrolled = toFooter.server.untilLive / toFooter.client.untilLive;
  const wholeScroll = toFooter.server.untilFooter / toFooter.client.untilFooter;
  const lcp = median(pick(way('server', 'applied'), 'lcp')) / median(pick(way('client', 'applied'), 'lcp'));
  const cls = Math.max(...(['simulated', 'applied'] as const).flatMap((mode) => pick(way('server', mode), 'cls')));
  const tbt = [median(pick(way('server', 'simulated'), 'tbt')), median(pick(way('client', 'simulated'), 'tbt'))];
  const markdown = [
    `Traced loads at 4× CPU, 1280 × 900, each in a fresh renderer, ${RUNS} of each page for each reader, interleaved; medians. ` +
      'A reader at the top stays there until the page is quiet (loaded, and a second without a long task or a newly live section); ' +
      'a reader who scrolls moves three quarters of a screen every frame and a tenth of a second down to the footer, ' +
      'and the trace ends when every section is live and the reader is at the footer. ' +
      `The first screen: ${sections.first.join(', ')}. ` +
      `Style invalidations after the first paint until quiet, one traced load each: ` +
      ways.map((w) => `${w} ${int(invalidations[w])}`).join(', ') +
      '.',
    '',
    table(
      [
        '',
        'client-rendered',
        'server-rendered',
        'server ÷ client',
        ...(baseline ? ['baseline build', 'now ÷ baseline'] : []),
      ],
      rows,
    ),
    '',
    `Lighthouse mobile, ${RUNS} loads of each page in each mode, interleaved:`,
    '',
    table(['', 'client-rendered', 'server-rendered'], lighthouseRows),
    '',
    `HTML: ${int(html.client.bytes)} B (${int(html.client.gzip)} gzip) → ${int(html.server.bytes)} B (${int(html.server.gzip)} gzip), ` +
      'the server page with its live data; the Worker’s render of it is timed in part 9.',
    '',
    'Goals, the server-rendered page against the client-rendered one in this run:',
    '',
    table(
      ['goal', 'measured', ''],
      [
        [
          'main-thread CPU until the first screen is live ≤ 0.6× the client page’s',
          fixed(firstRatio),
          goal(firstRatio <= 0.6, fixed(firstRatio)),
        ],
        [
          'long tasks ≤ 0.5× (total ms, a reader at the top)',
          fixed(longTasks),
          goal(longTasks <= 0.5, fixed(longTasks)),
        ],
        ['LCP ≤ 0.75× (Lighthouse, throttling applied)', fixed(lcp), goal(lcp <= 0.75, fixed(lcp))],
        ['CLS 0 (Lighthouse, both modes)', cls.toFixed(3), goal(cls === 0, cls.toFixed(3))],
        [
          'a reader who scrolls to the footer: all CPU until every section is live ≤ 1.0×',
          fixed(scrolled),
          goal(scrolled <= 1, fixed(scrolled)),
        ],
        [
          'the same reader, all CPU until at the footer with every section live (the same window for both pages; no goal of its own)',
          fixed(wholeScroll),
          '',
        ],
        [
          'simulated TBT median ≤ the client page’s',
          `${ms(tbt[0]!)} vs ${ms(tbt[1]!)} ms`,
          goal(tbt[0]! <= tbt[1]!, `${ms(tbt[0]!)} ms`),
        ],
        [
          'HTML ≤ 40 KB gzip',
          `${int(html.server.gzip)} B`,
          goal(html.server.gzip <= 40 * 1024, `${int(html.server.gzip)} B`),
        ],
      ],
    ),
  ].join('\n');
  return { markdown };
}
