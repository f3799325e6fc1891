// Bench part 3: the official page as the server renders it (/, widgets/server/page.tsx) against the
// same page rendered by its script alone (/demo/client-rendered.html, the page before server
// rendering), side by side in one run: the main thread's CPU by kind from traces at 4× CPU
// (main-thread.ts), FCP, LCP and long tasks from the same loads, style invalidations, Lighthouse
// mobile simulated and with its throttling applied (TBT as its spread), the HTML's bytes and what a
// render costs. BENCH_BASELINE=<a dist/ kept from before a change> adds that build's server page to
// the traced loads, served the same way.
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { audit, type Audit } from './lighthouse.ts';
import { KINDS, styleInvalidations, tracedLoad, type ByKind, type Load } from './main-thread.ts';
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
  /** All main-thread CPU until every section is live. */
  untilLive: number;
  longTasks: { count: number; total: number; blocking: number };
}

function medians(loads: Load[]): Medians {
  const of = (pick: (load: Load) => number) => median(loads.map(pick));
  const kinds = (side: 'beforePaint' | 'afterPaint') =>
    Object.fromEntries(KINDS.map((kind) => [kind, of((load) => load[side][kind])])) as ByKind;
  const sum = (k: ByKind) => KINDS.reduce((total, kind) => total + k[kind], 0);
  return {
    fcp: of((load) => load.fcp),
    lcp: of((load) => load.lcp),
    beforePaint: kinds('beforePaint'),
    afterPaint: kinds('afterPaint'),
    untilLive: of((load) => sum(load.beforePaint) + sum(load.afterPaint)),
    longTasks: {
      count: of((load) => load.longTasks.count),
      total: of((load) => load.longTasks.total),
      blocking: of((load) => load.longTasks.blocking),
    },
  };
}

/** The build's server render in Node (scripts/prerender.ts runs it once per build): ms per render. */
async function renderCost(runs: number): Promise<{ median: number; p95: number }> {
  const url = pathToFileURL('.cache/page-server.mjs').href;
  const { renderPage } = (await import(url)) as { renderPage: () => { html(href: string): string } };
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    renderPage().html('/sections.css');
    if (i >= 5) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: median(samples), p95: samples[Math.ceil(samples.length * 0.95) - 1]! };
}

export async function benchServerRender(browser: Browser, base: string): Promise<{ markdown: string }> {
  const baseline = process.env.BENCH_BASELINE;
  const ways: Way[] = baseline ? ['client', 'server', 'before'] : ['client', 'server'];
  const dirs: Record<Way, string> = { client: 'dist', server: 'dist', before: baseline ?? '' };
  const html = {} as Record<Way, { bytes: number; gzip: number }>;
  for (const way of ['client', 'server'] as const) {
    const body = Buffer.from(await (await fetch(`${base}${PAGES[way]}`)).arrayBuffer());
    html[way] = { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  // Interleaved, so a busy moment of a shared machine falls on every page.
  const loads = Object.fromEntries(ways.map((way) => [way, [] as Load[]])) as Record<Way, Load[]>;
  for (let run = 0; run < RUNS; run++)
    for (const way of ways) loads[way].push(await tracedLoad(browser, base, PAGES[way], dirs[way], SECTIONS));
  const traced = Object.fromEntries(ways.map((way) => [way, medians(loads[way])])) as Record<Way, Medians>;
  const invalidations = {} as Record<Way, number>;
  for (const way of ways) invalidations[way] = await styleInvalidations(browser, base, PAGES[way], dirs[way], SECTIONS);

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
  const cost = await renderCost(30);

  const c = traced.client;
  const s = traced.server;
  const b = baseline ? traced.before : undefined;
  // Two decimals: these ratios are held to goals such as 0.6× and 0.8×.
  const ratio = (from: number, to: number) => (Number.isFinite(to / from) ? `${(to / from).toFixed(2)}×` : '–');
  const sum = (k: ByKind, only: readonly (keyof ByKind)[] = KINDS) => only.reduce((total, kind) => total + k[kind], 0);
  const row = (label: string, pick: (m: Medians) => number, digits = ms) => [
    label,
    digits(pick(c)),
    digits(pick(s)),
    ratio(pick(c), pick(s)),
    ...(b ? [digits(pick(b)), ratio(pick(b), pick(s))] : []),
  ];
  const rows = [
    ...KINDS.map((kind) => row(`CPU before the first paint: ${kind} ms`, (m) => m.beforePaint[kind])),
    row('CPU before the first paint: all ms', (m) => sum(m.beforePaint)),
    ...KINDS.map((kind) =>
      row(`CPU after the first paint until every section is live: ${kind} ms`, (m) => m.afterPaint[kind]),
    ),
    row('CPU after the first paint: style + layout ms', (m) => sum(m.afterPaint, ['style', 'layout'])),
    row('CPU after the first paint: all ms', (m) => sum(m.afterPaint)),
    // Where the first paint falls moves layout from one side of it to the other from load to load.
    row(
      'style + layout, the whole load until every section is live ms',
      (m) => sum(m.beforePaint, ['style', 'layout']) + sum(m.afterPaint, ['style', 'layout']),
    ),
    row('main-thread CPU until every section is live ms', (m) => m.untilLive),
    row('FCP ms', (m) => m.fcp),
    row('LCP ms', (m) => m.lcp),
    row(
      'long tasks (count)',
      (m) => m.longTasks.count,
      (n) => n.toFixed(1),
    ),
    row('long tasks (total ms)', (m) => m.longTasks.total),
    row('long tasks after the first paint beyond 50 ms (the trace’s TBT) ms', (m) => m.longTasks.blocking),
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
  const cpu = s.untilLive / c.untilLive;
  const styleLayout = b && sum(s.afterPaint, ['style', 'layout']) / sum(b.afterPaint, ['style', 'layout']);
  const lcp = median(pick(way('server', 'applied'), 'lcp')) / median(pick(way('client', 'applied'), 'lcp'));
  const longTasks = s.longTasks.total / c.longTasks.total;
  const cls = Math.max(...(['simulated', 'applied'] as const).flatMap((mode) => pick(way('server', mode), 'cls')));
  const tbt = [median(pick(way('server', 'simulated'), 'tbt')), median(pick(way('client', 'simulated'), 'tbt'))];
  const markdown = [
    `Traced loads at 4× CPU, each in a fresh renderer, ${RUNS} of each page interleaved; medians. ` +
      `Style invalidations after the first paint until every section is live, one traced load each: ` +
      ways.map((w) => `${w} ${int(invalidations[w])}`).join(', ') +
      '.',
    '',
    table(
      [
        '',
        'client-rendered',
        'server-rendered',
        'server ÷ client',
        ...(b ? ['server-rendered, baseline build', 'now ÷ baseline'] : []),
      ],
      rows,
    ),
    '',
    `Lighthouse mobile, ${RUNS} loads of each page in each mode, interleaved:`,
    '',
    table(['', 'client-rendered', 'server-rendered'], lighthouseRows),
    '',
    `Render: ${ms(cost.median)} ms median, ${ms(cost.p95)} ms p95 per render of the 18 sections (Node, at build time; ` +
      'the Worker serves the result as a static file: no render per request). ' +
      `HTML: ${int(html.client.bytes)} B (${int(html.client.gzip)} gzip) → ${int(html.server.bytes)} B (${int(html.server.gzip)} gzip).`,
    '',
    'Goals, the server-rendered page against the client-rendered one in this run:',
    '',
    table(
      ['goal', 'measured', ''],
      [
        [
          'main-thread CPU until every section is live ≤ 0.8× the client page’s',
          fixed(cpu),
          goal(cpu <= 0.8, fixed(cpu)),
        ],
        [
          'style + layout after the first paint ≤ 0.6× the baseline build’s',
          styleLayout === undefined ? 'no BENCH_BASELINE' : fixed(styleLayout),
          styleLayout === undefined ? '–' : goal(styleLayout <= 0.6, fixed(styleLayout)),
        ],
        ['LCP ≤ 0.75× (Lighthouse, throttling applied)', fixed(lcp), goal(lcp <= 0.75, fixed(lcp))],
        ['long tasks ≤ 0.5× (total ms, traces)', fixed(longTasks), goal(longTasks <= 0.5, fixed(longTasks))],
        ['CLS 0 (Lighthouse, both modes)', cls.toFixed(3), goal(cls === 0, cls.toFixed(3))],
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
