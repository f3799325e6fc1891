// Bench part 12: a partner's page keeps its Core Web Vitals. Each partner widget, pasted as the
// snippet we hand out (its reserving element and its pinned script, widgets/snippet.ts), in a blog
// post of two themes that ship with WordPress (the real WordPress the browser tests run,
// demo/test/wordpress/site.ts) and in a plain page on another origin, in the first screen and below
// a long article, at 375 and 1280 px, 4× CPU and a slow 4G network, loaded side by side with the same
// page without a widget: the layout shift, LCP and blocking time the widget adds; and what the
// floating concierge costs before the reader uses it (bytes from the network, main-thread work).
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { servePartnerPage, type PartnerPage } from '../../demo/test/partner-page.ts';
import { startWordPress, type WordPressSite } from '../../demo/test/wordpress/site.ts';
import { importFromSource } from '../import-from-source.ts';
import { goal, int, median, ms, table } from './table.ts';

/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes per second for CDP). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const WIDTHS = [375, 1280] as const;
const HEIGHT = { 375: 740, 1280: 900 } as const;
/** A page has settled once loaded, and for this long without a request, a long task or a layout shift. */
const QUIET_MS = 1000;
/** A load that has not settled by then is read as it is (and counted in the caption). */
const SETTLE_TIMEOUT_MS = 45_000;

/** The goals: CLS from the widget, LCP against the page without it, blocking time it adds, the floating concierge before use. */
const GOALS = { cls: 0.02, lcp: 1.05, blocking: 50, floatingBytes: 3 * 1024, floatingWork: 10 };

/** A partner widget as we hand it out. */
interface Widget {
  label: string;
  name: string;
  attributes: ReadonlyArray<readonly [string, string]>;
}

const WIDGETS: readonly Widget[] = [
  { label: 'calculator', name: 'yield-farming', attributes: [['data-view', 'calculator']] },
  {
    label: 'calculator, lazy',
    name: 'yield-farming',
    attributes: [
      ['data-view', 'calculator'],
      ['data-loading', 'lazy'],
    ],
  },
  { label: 'referral', name: 'referral', attributes: [] },
  { label: 'concierge, inline', name: 'concierge', attributes: [] },
  { label: 'concierge, floating', name: 'concierge', attributes: [['data-mode', 'floating']] },
];
const FLOATING = WIDGETS.at(-1)!;

type Placement = 'first screen' | 'below';
/** The WordPress themes: the classic one and the block theme that ship with WordPress 6.1. */
const THEMES = ['twentytwentyone', 'twentytwentythree'] as const;
type Theme = (typeof THEMES)[number];

/** One page to load: a partner page with one widget placed, or none. */
interface Case {
  page: string;
  widget: Widget | undefined;
  placement: Placement | undefined;
  /** The page's address (per width: WordPress serves one URL, the plain pages one origin each). */
  url: string;
  /** A WordPress theme to activate before loading it. */
  theme?: Theme;
}

/**
 * CLS as Chromium's layout-shift entries without recent input make it (the largest session window),
 * and blocking time: Σ (long task − 50 ms) from navigation.
 */
interface Shifted {
  cls: number;
  blocking: number;
  /** The largest shift's sources (what moved), '' when none. */
  largest: string;
}

/** What one load measured. */
interface Load {
  /** The last LCP candidate before any scroll, ms since navigation. */
  lcp: number;
  /** CLS and blocking time once the page has settled, before any scroll. */
  rest: Shifted;
  /** The same after the reader scrolled the widget (or, without one, the paragraph it would follow) into view and the page settled again. */
  scrolled: Shifted;
  /** The widget's element's top (px from the top of the document) once settled. */
  top: number;
  settled: boolean;
  /** Responses from the widgets' origin: URL, bytes on the wire (headers included), their body's gzip size (level 9; the floating concierge's only). */
  ours: Array<{ url: string; wire: number; gzip: number }>;
}

const PROSE = [
  'Staking has become the default way for long-term holders to put idle tokens to work. Instead of selling, you lock ' +
    'your coins with a validator or a protocol and earn a yield, paid in the same token.',
  'The headline APY is only half the story. What you actually earn depends on how much you stake, for how long, and ' +
    'whether the yield compounds. Lock-up periods matter too: a higher rate often comes with a longer lock.',
  'Fees matter as much as the rate: a pool that pays a little less but charges nothing to withdraw can come out ahead ' +
    'over a short term. Read the terms before you commit.',
  'As always, a yield is not a guarantee. Smart-contract risk, price swings of the token you are paid in and the lock ' +
    'period all change what you take home. Start small, and never stake what you cannot leave alone.',
];
/** Paragraphs of the long article; a widget "below" stands after them, two more paragraphs after it. */
const ARTICLE = 14;
const prose = (n: number) => PROSE[n % PROSE.length]!;

/** The article's paragraphs with `snippet` after the first one or after the long article. */
function article(
  snippet: string,
  placement: Placement | undefined,
  wrap: (text: string) => string,
  block: (html: string) => string,
): string {
  const parts = Array.from({ length: ARTICLE + 2 }, (_, i) => wrap(prose(i)));
  if (snippet) parts.splice(placement === 'below' ? ARTICLE : 1, 0, block(snippet));
  return parts.join('\n\n');
}

/** A plain blog post on an origin of its own, as a partner writes one. */
function plainPost(snippet: string, placement: Placement | undefined): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>How much can staking earn you?</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif;color:#222;background:#fbfaf7}header{padding:16px 20px;border-bottom:1px solid #e4e0d8;font-weight:bold}main{max-width:680px;margin:0 auto;padding:24px 20px}h1{font-size:32px;line-height:1.2}</style>
</head><body><header>The Satoshi Ledger</header><main><h1>How much can staking earn you?</h1>
${article(
  snippet,
  placement,
  (text) => `<p>${text}</p>`,
  (html) => html,
)}
</main></body></html>`;
}

/** The same article as a block-editor post: paragraph blocks, the snippet in a Custom HTML block. */
const wordpressPost = (snippet: string, placement: Placement | undefined) =>
  article(
    snippet,
    placement,
    (text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`,
    (html) => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`,
  );

/** Records the page's layout shifts, long tasks and LCP candidates into `window.vitals`, from its start. */
function recordVitals() {
  if (window !== window.top) return;
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
  };
  const vitals = {
    shifts: [] as Array<{ t: number; value: number; moved: string }>,
    longTasks: [] as number[],
    lcp: NaN,
    /** The end of the last long task or layout shift, ms since navigation. */
    last: 0,
    take() {
      shiftObserver.takeRecords().forEach(addShift);
      taskObserver.takeRecords().forEach(addTask);
      lcpObserver.takeRecords().forEach(addLcp);
    },
  };
  const addShift = (entry: PerformanceEntry) => {
    const shift = entry as Shift;
    // What moved, for the report: each source's element and its top and height before → after.
    const moved = shift.sources
      .map(({ node, previousRect: a, currentRect: b }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element
          ? `${element.localName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
          : '?';
        return `${name} top ${Math.round(a.top)}→${Math.round(b.top)}, height ${Math.round(a.height)}→${Math.round(b.height)}`;
      })
      .join('; ');
    if (!shift.hadRecentInput) vitals.shifts.push({ t: shift.startTime, value: shift.value, moved });
    vitals.last = Math.max(vitals.last, shift.startTime);
  };
  const addTask = (entry: PerformanceEntry) => {
    vitals.longTasks.push(entry.duration);
    vitals.last = Math.max(vitals.last, entry.startTime + entry.duration);
  };
  const addLcp = (entry: PerformanceEntry) => void (vitals.lcp = entry.startTime);
  const shiftObserver = new PerformanceObserver((list) => list.getEntries().forEach(addShift));
  const taskObserver = new PerformanceObserver((list) => list.getEntries().forEach(addTask));
  const lcpObserver = new PerformanceObserver((list) => list.getEntries().forEach(addLcp));
  shiftObserver.observe({ type: 'layout-shift', buffered: true });
  taskObserver.observe({ type: 'longtask', buffered: true });
  lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
  (window as unknown as { vitals: typeof vitals }).vitals = vitals;
}

type Vitals = {
  shifts: Array<{ t: number; value: number; moved: string }>;
  longTasks: number[];
  lcp: number;
  last: number;
  take(): void;
};

/** CLS as web-vitals counts it: the largest session window (shifts less than 1 s apart, at most 5 s long). */
function cumulativeLayoutShift(shifts: ReadonlyArray<{ t: number; value: number }>): number {
  let largest = 0;
  let window = 0;
  let first = -Infinity;
  let previous = -Infinity;
  for (const { t, value } of shifts) {
    if (t - previous >= 1000 || t - first >= 5000) [window, first] = [0, t];
    window += value;
    previous = t;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** The network as CDP reports it for one page: requests in flight, the last activity, the widgets' origin's responses. */
function watchNetwork(cdp: CDPSession, origin: string) {
  const inFlight = new Set<string>();
  const urls = new Map<string, string>();
  const ours: Array<{ id: string; url: string; wire: number }> = [];
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('data:')) return;
    inFlight.add(requestId);
    urls.set(requestId, request.url);
    last = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    last = Date.now();
    const url = urls.get(requestId);
    if (url?.startsWith(origin)) ours.push({ id: requestId, url, wire: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    last = Date.now();
  });
  return { quietFor: () => (inFlight.size ? 0 : Date.now() - last), ours };
}

/** Waits until the page is loaded and quiet: no request, long task or layout shift for QUIET_MS. */
async function settle(page: Page, network: { quietFor(): number }): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (network.quietFor() < QUIET_MS) continue;
    const quiet = await page.evaluate(() => {
      const vitals = (window as unknown as { vitals?: Vitals }).vitals;
      return document.readyState === 'complete' && !!vitals && performance.now() - vitals.last;
    });
    if (quiet !== false && quiet >= QUIET_MS) return true;
  }
  return false;
}

/** A fresh context (a first visit: cold cache, new connections) at `width`, 4× CPU and slow 4G. */
async function throttledPage(browser: Browser, width: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(recordVitals);
  return { context, page, cdp };
}

/** One load of `c` at `width`: its vitals once settled (below: after scrolling the widget into the middle of the screen). */
async function loadOnce(browser: Browser, origin: string, c: Case, width: (typeof WIDTHS)[number]): Promise<Load> {
  const { context, page, cdp } = await throttledPage(browser, width);
  try {
    const network = watchNetwork(cdp, origin);
    await page.goto(c.url, { waitUntil: 'commit' });
    let settled = await settle(page, network);
    const read = () =>
      page.evaluate(() => {
        const vitals = (window as unknown as { vitals: Vitals }).vitals;
        vitals.take();
        const host = document.querySelector('[data-orebit-widget]');
        return {
          lcp: vitals.lcp,
          top: host ? host.getBoundingClientRect().top + scrollY : NaN,
          shifts: vitals.shifts,
          longTasks: vitals.longTasks,
        };
      });
    const shifted = ({ shifts, longTasks }: Awaited<ReturnType<typeof read>>): Shifted => ({
      cls: cumulativeLayoutShift(shifts),
      blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      largest:
        shifts.reduce<{ value: number; moved: string } | undefined>(
          (top, shift) => (!top || shift.value > top.value ? shift : top),
          undefined,
        )?.moved ?? '',
    });
    const first = await read();
    let scrolled = first;
    if (c.placement !== 'first screen') {
      // A reader who goes down to the widget (a lazy one mounts then), or to where it would stand.
      await page.evaluate((article) => {
        const spot =
          document.querySelector('[data-orebit-widget]') ??
          document.querySelectorAll('main p, .entry-content p')[article];
        spot?.scrollIntoView({ block: 'center', behavior: 'instant' });
      }, ARTICLE);
      settled = (await settle(page, network)) && settled;
      scrolled = await read();
    }
    const ours = await Promise.all(
      network.ours.map(async ({ id, url, wire }) => {
        if (c.widget !== FLOATING) return { url, wire, gzip: NaN };
        const { body, base64Encoded } = (await cdp.send('Network.getResponseBody', { requestId: id })) as {
          body: string;
          base64Encoded: boolean;
        };
        return { url, wire, gzip: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length };
      }),
    );
    return { lcp: first.lcp, rest: shifted(first), scrolled: shifted(scrolled), top: first.top, settled, ours };
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; fileName?: string; stackTrace?: Array<{ url?: string }> } };
}

/**
 * The floating concierge's main-thread work before use, in one traced load of the plain page (first
 * screen) at `width`: the main thread's tasks (4× CPU) that ran code from the widgets' origin,
 * until the page settled without any input. Tracing costs CPU of its own: these loads are apart
 * from the others.
 */
async function floatingWork(
  browser: Browser,
  origin: string,
  url: string,
  width: (typeof WIDTHS)[number],
): Promise<number> {
  const { context, page, cdp } = await throttledPage(browser, width);
  try {
    const network = watchNetwork(cdp, origin);
    await browser.startTracing(page, {
      categories: ['-*', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'],
    });
    await page.goto(url, { waitUntil: 'commit' });
    await settle(page, network);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const ours = (e: TraceEvent) => {
      const data = e.args?.data;
      return [data?.url, data?.fileName, data?.stackTrace?.[0]?.url].some((u) => u?.startsWith(origin));
    };
    // The renderer's main thread: where the widget's script was evaluated.
    const main = events.find((e) => e.name === 'EvaluateScript' && ours(e));
    if (!main) throw new Error('the widget’s script was not evaluated in the traced load');
    const slices = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    let total = 0;
    let task: TraceEvent | undefined;
    let counted = false;
    for (const event of slices) {
      if (event.name === 'RunTask' && (!task || event.ts >= task.ts + task.dur!)) [task, counted] = [event, false];
      if (task && !counted && event !== task && event.ts < task.ts + task.dur! && ours(event)) {
        total += task.dur! / 1000;
        counted = true;
      }
    }
    return total;
  } finally {
    await context.close();
  }
}

/** How the part runs: `loads` of each case (at least 5 for the goals), `log` for progress. */
interface VitalsOptions {
  loads: number;
  log: (what: string) => void;
}

/**
 * Bench part 12. `base`: the running Worker (the widgets' origin). WordPress is started here (on
 * the system's MariaDB when one runs, else on one of its own) and stopped when done, with the plain
 * pages' servers.
 */
export async function benchPartnerVitals(
  browser: Browser,
  base: string,
  { loads, log }: VitalsOptions,
): Promise<{ markdown: string }> {
  // widgets/snippet.ts imports its siblings without extensions: bundled first, as bytes.ts does with the budgets.
  const { embedSnippet } = await importFromSource<typeof import('../../widgets/snippet.ts')>('widgets/snippet.ts');
  const manifest = (await (await fetch(`${base}/widgets/manifest.json`)).json()) as {
    version: string;
    files: Record<string, { integrity: string } | undefined>;
  };
  /** The snippet we hand out: the reserving element, then the pinned script with its integrity. */
  const snippet = (widget: Widget) => {
    const file = `v${manifest.version}/${widget.name}.js`;
    return embedSnippet(widget.name, widget.attributes, `${base}/widgets/${file}`, [
      ['integrity', manifest.files[file]!.integrity],
      ['crossorigin', 'anonymous'],
    ]);
  };
  const placed: Array<[Widget | undefined, Placement | undefined]> = [
    [undefined, undefined],
    ...WIDGETS.flatMap((w) => (['first screen', 'below'] as const).map((p): [Widget, Placement] => [w, p])),
  ];

  log('partner vitals: the plain pages and WordPress');
  const servers: PartnerPage[] = [];
  let site: WordPressSite | undefined;
  try {
    const cases: Case[] = [];
    for (const [widget, placement] of placed) {
      const served = await servePartnerPage(plainPost(widget ? snippet(widget) : '', placement));
      servers.push(served);
      cases.push({ page: 'plain', widget, placement, url: served.origin });
    }
    site = await startWordPress();
    const posts = await site.createPosts(
      placed.map(([widget, placement]) => ({
        title: 'How much can staking earn you?',
        content: wordpressPost(widget ? snippet(widget) : '', placement),
      })),
    );
    for (const theme of THEMES)
      placed.forEach(([widget, placement], i) =>
        cases.push({ page: theme, theme, widget, placement, url: posts[i]!.url }),
      );

    // Warm the Worker and PHP (a first request compiles), so that no measured load pays for it.
    for (const c of cases) await fetch(c.url);
    for (const widget of WIDGETS) await fetch(`${base}/widgets/v${manifest.version}/${widget.name}.js`);

    const samples = new Map<string, Load[]>();
    const key = (c: Case, width: number) => `${c.page} ${width} ${c.widget?.label ?? '–'} ${c.placement ?? ''}`;
    const pages = [...new Set(cases.map((c) => c.page))];
    const total = cases.length * WIDTHS.length * loads;
    let done = 0;
    for (let round = 0; round < loads; round++) {
      for (const name of pages) {
        const ofPage = cases.filter((c) => c.page === name);
        if (ofPage[0]!.theme) await site.switchTheme(ofPage[0]!.theme);
        for (const width of WIDTHS) {
          // Each round starts at another case, so that no case always follows the same one.
          const order = ofPage.map((_, i) => ofPage[(i + round) % ofPage.length]!);
          for (const c of order) {
            const load = await loadOnce(browser, base, c, width);
            samples.set(key(c, width), [...(samples.get(key(c, width)) ?? []), load]);
            done++;
          }
          log(`partner vitals: round ${round + 1}/${loads}, ${name} at ${width} px (${done}/${total} loads)`);
        }
      }
    }

    log('partner vitals: the floating concierge’s main-thread work (traced loads)');
    const floatingUrl = cases.find(
      (c) => c.page === 'plain' && c.widget === FLOATING && c.placement === 'first screen',
    )!.url;
    const work: Record<number, number[]> = { 375: [], 1280: [] };
    for (let round = 0; round < loads; round++)
      for (const width of WIDTHS) work[width]!.push(await floatingWork(browser, base, floatingUrl, width));

    return { markdown: report(cases, samples, key, work, loads) };
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await site?.stop();
  }
}

const THEME_NAMES: Record<string, string> = {
  plain: 'plain page',
  twentytwentyone: 'Twenty Twenty-One',
  twentytwentythree: 'Twenty Twenty-Three',
};

/** "+4.2 %" / "−3.1 %": `value` against `base`. */
const change = (value: number, base: number) => {
  const percent = (value / base - 1) * 100;
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)} %`;
};

/** The part's tables: per page, width, widget and placement; then the floating concierge before use. */
function report(
  cases: Case[],
  samples: Map<string, Load[]>,
  key: (c: Case, width: number) => string,
  work: Record<number, number[]>,
  loads: number,
): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  const met = { cls: 0, lcp: 0, blocking: 0 };
  let compared = 0;
  for (const page of [...new Set(cases.map((c) => c.page))])
    for (const width of WIDTHS) {
      const ofPage = cases.filter((c) => c.page === page);
      const without = samples.get(
        key(
          ofPage.find((c) => !c.widget)!,
          width,
        ),
      )!;
      /** The page's own figures: at rest (for a widget in the first screen), and scrolled down (for one below). */
      const own = (when: 'rest' | 'scrolled') => ({
        cls: Math.max(...without.map((l) => l[when].cls)),
        blocking: median(without.map((l) => l[when].blocking)),
      });
      const ownLcp = median(without.map((l) => l.lcp));
      rows.push([
        THEME_NAMES[page]!,
        `${width}`,
        '**without a widget**',
        'at rest; scrolled down',
        `${own('rest').cls.toFixed(3)}; ${own('scrolled').cls.toFixed(3)}`,
        '',
        `${int(ownLcp)} (${int(Math.min(...without.map((l) => l.lcp)))}–${int(Math.max(...without.map((l) => l.lcp)))})`,
        '',
        `${ms(own('rest').blocking)}; ${ms(own('scrolled').blocking)} (own)`,
        '',
      ]);
      for (const c of ofPage.filter((c) => c.widget)) {
        const s = samples.get(key(c, width))!;
        const when = c.placement === 'below' ? 'scrolled' : 'rest';
        const cls = Math.max(...s.map((l) => l[when].cls));
        const fromWidget = Math.max(0, cls - own(when).cls);
        const lcp = median(s.map((l) => l.lcp));
        const added = median(s.map((l) => l[when].blocking)) - own(when).blocking;
        const ok = { cls: fromWidget <= GOALS.cls, lcp: lcp <= ownLcp * GOALS.lcp, blocking: added <= GOALS.blocking };
        compared++;
        for (const name of ['cls', 'lcp', 'blocking'] as const) if (ok[name]) met[name]++;
        const top = median(s.map((l) => l.top));
        if (!ok.cls) {
          const worst = s.reduce((a, b) => (b[when].cls > a[when].cls ? b : a));
          notes.push(
            `- ${THEME_NAMES[page]}, ${width} px, ${c.widget!.label} ${c.placement}: CLS ${worst[when].cls.toFixed(3)}; ` +
              `its largest shift moved ${worst[when].largest}.`,
          );
        }
        rows.push([
          THEME_NAMES[page]!,
          `${width}`,
          c.widget!.label,
          `${c.placement}${Number.isFinite(top) ? ` (${int(top)})` : ''}`,
          cls.toFixed(3),
          goal(ok.cls, fromWidget.toFixed(3)),
          `${int(lcp)} (${change(lcp, ownLcp)})`,
          goal(ok.lcp, change(lcp, ownLcp)),
          ms(added),
          goal(ok.blocking, `${ms(added)} ms`),
        ]);
      }
    }
  const unsettled = [...samples.values()].flat().filter((l) => !l.settled).length;
  const vitals = table(
    [
      'page',
      'px',
      'widget',
      'placed (its top, px)',
      'CLS, worst load',
      'CLS from the widget ≤ 0.02',
      'LCP median, ms (vs without; without: min–max)',
      'LCP ≤ +5 %',
      'blocking time added, median ms',
      'added ≤ 50 ms',
    ],
    rows,
  );

  // The floating concierge before use: every response from the widgets' origin while the page loads and settles, no input.
  const bytesRows: string[][] = [];
  let worstBytes = 0;
  for (const c of cases.filter((c) => c.widget === FLOATING))
    for (const width of WIDTHS) {
      const s = samples.get(key(c, width))!;
      const gzip = median(s.map((l) => l.ours.reduce((sum, r) => sum + r.gzip, 0)));
      const wire = median(s.map((l) => l.ours.reduce((sum, r) => sum + r.wire, 0)));
      worstBytes = Math.max(worstBytes, gzip);
      const files = [...new Set(s.flatMap((l) => l.ours.map((r) => new URL(r.url).pathname)))];
      bytesRows.push([THEME_NAMES[c.page]!, `${width}`, c.placement!, int(gzip), int(wire), files.join(', ')]);
    }
  const workMedian = Math.max(...WIDTHS.map((w) => median(work[w]!)));
  const floatingTable = table(
    ['page', 'px', 'placed', 'gzip B (bodies, level 9)', 'on the wire B (headers too)', 'from our origin'],
    bytesRows,
  );
  return [
    `${loads} loads of each page (a fresh context each: cold cache, new connections), interleaved, at 4× CPU and slow 4G ` +
      '(CDP: 150 ms RTT, 1.6 Mbps down, 750 kbps up), 375 × 740 and 1280 × 900. Each widget is pasted as the snippet we ' +
      'hand out (its reserving element and its pinned script with integrity) after the first paragraph ("first screen") ' +
      `or after a ${ARTICLE}-paragraph article ("below"), in a plain page on an origin of its own and in a block-editor ` +
      'post (Custom HTML block) of WordPress 6.1 in Twenty Twenty-One and Twenty Twenty-Three. A load is read once the ' +
      'page has settled: loaded, then 1 s without a request, a long task or a layout shift; below, the reader then ' +
      'scrolls the widget into the middle of the screen (the page without a widget: the paragraph it would follow) and ' +
      'the page settles again' +
      (unsettled ? ` (${unsettled} of the loads did not settle within 45 s and were read as they were).` : '.'),
    '',
    'CLS: the largest session window of layout-shift entries without recent input, worst load; from the widget: that ' +
      'minus the worst of the page without it (at rest for the first screen, scrolled down for below). LCP: the last ' +
      'candidate before any scroll, median. Blocking time: Σ (long task − 50 ms) from navigation until settled, median, ' +
      'minus the median of the page without the widget (likewise at rest or scrolled down).',
    '',
    vitals,
    '',
    `Goals met: CLS from the widget ≤ 0.02 in ${met.cls} of ${compared} cases; LCP ≤ +5 % in ${met.lcp}; blocking ` +
      `time added ≤ 50 ms in ${met.blocking}.`,
    ...(notes.length ? ['', 'Where a widget shifted the page (the worst load):', '', ...notes] : []),
    '',
    'The floating concierge before use (no input; every response from our origin until the page settled, medians of ' +
      'the loads above):',
    '',
    floatingTable,
    '',
    `Bytes from our origin before use ≤ 3 KB gzip: ${goal(worstBytes <= GOALS.floatingBytes, `${int(worstBytes)} B`)}. ` +
      `Main-thread work before use (the tasks that ran our code, 4× CPU; ${loads} traced loads of the plain page, first ` +
      `screen, at each width, medians): 375 px ${ms(median(work[375]!))} ms, 1280 px ${ms(median(work[1280]!))} ms; ` +
      `≤ 10 ms: ${goal(workMedian <= GOALS.floatingWork, `${ms(workMedian)} ms`)}.`,
  ].join('\n');
}
