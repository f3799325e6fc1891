// Bench part 3's main thread: one load of a page in a fresh renderer at 4× CPU, traced, read as CPU
// time by kind (parse, style, layout, script, paint) before and after the first paint, until the
// first screen is live and until the page is quiet (a reader at the top) or every section is live
// (a reader who scrolls to the footer), with its long tasks, FCP, LCP and (in a load of its own, since tracking
// them costs CPU) the style invalidations after the first paint.
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { throttle } from './browser.ts';

/** What the main thread spends its time on ('other': the tasks' own time outside any traced event, navigation, messages). */
export const KINDS = ['parse', 'style', 'layout', 'script', 'paint', 'other'] as const;
type Kind = (typeof KINDS)[number];

/** Trace events by kind; an event of no kind counts as its nearest ancestor's. */
const KIND_OF: Record<string, Kind> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  'V8.GC_SCAVENGER': 'script',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  PaintImage: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
};

/** ms of main-thread CPU per kind. */
export type ByKind = Record<Kind, number>;

/** One traced load's figures (ms since navigation, or ms of CPU). */
interface Load {
  fcp: number;
  lcp: number;
  /** The end of the traced window: the page quiet (a reader at the top) or every section live (a reader who scrolls). */
  live: number;
  beforePaint: ByKind;
  /** From the first paint to the end of the window. */
  afterPaint: ByKind;
  longTasks: { count: number; total: number; blocking: number };
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];
const INVALIDATIONS = 'disabled-by-default-devtools.timeline.invalidationTracking';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Serves the page's files from `dir` (a build's dist/) through the browser's request routing; the
 * API and anything not in `dir` go to the server. Every page of part 3 is served this way, so a
 * build kept from before a change loads exactly as the current one does.
 */
async function serveFrom(page: Page, dir: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (path.startsWith('/api/') || !statSync(file, { throwIfNoEntry: false })?.isFile()) return route.continue();
    await route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
}

const empty = (): ByKind => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as ByKind;

/** The renderer's main thread in `events`: the one that painted the page's first contentful paint. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  return { pid: fcp.pid, tid: main?.tid ?? fcp.tid };
}

/** Reads one load's trace: CPU by kind on either side of the first paint, until `liveTs` (µs). */
function readTrace(
  events: TraceEvent[],
  fcpTs: number,
  liveTs: number,
): Pick<Load, 'beforePaint' | 'afterPaint' | 'longTasks'> {
  const { pid, tid } = mainThread(events);
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts < liveTs)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const beforePaint = empty();
  const afterPaint = empty();
  const longTasks = { count: 0, total: 0, blocking: 0 };
  // Self time: an event's duration less its children's, counted under its own kind or its nearest ancestor's.
  const stack: Array<{ end: number; kind: Kind | undefined; self: number; after: boolean }> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      (done.after ? afterPaint : beforePaint)[done.kind ?? 'other'] += Math.max(0, done.self) / 1000;
    }
  };
  for (const event of slices) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur!;
    if (!parent && event.name === 'RunTask' && event.dur! >= 50_000) {
      longTasks.count++;
      longTasks.total += event.dur! / 1000;
      if (event.ts >= fcpTs) longTasks.blocking += (event.dur! - 50_000) / 1000;
    }
    stack.push({
      end: event.ts + event.dur!,
      kind: KIND_OF[event.name] ?? parent?.kind,
      self: event.dur!,
      after: parent?.after ?? event.ts >= fcpTs,
    });
  }
  close(Infinity);
  return { beforePaint, afterPaint, longTasks };
}

/**
 * The sections in the first screen of `path` (hosts whose box meets the 1280 × 900 viewport at the
 * top of the page), read once from an untraced load after it settled: the traced loads then wait on
 * their marks alone, since asking for boxes while a page loads forces layouts the page would not do.
 */
export async function firstScreen(browser: Browser, base: string, path: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    return await page.evaluate(() =>
      [...(document.getElementById('orebit-page')?.children ?? [])]
        .filter((host) => {
          const box = host.getBoundingClientRect();
          return host.localName.startsWith('orebit-') && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
        })
        .map((host) => host.localName.slice('orebit-'.length)),
    );
  } finally {
    await context.close();
  }
}

/** Waits until each of the `names` sections is mounted or hydrated; the time of the last one, ms since navigation. */
async function whenFirstScreenLive(page: Page, names: string[]): Promise<number> {
  const handle = await page.waitForFunction(
    (names) => {
      const times = names.map((name) => performance.getEntriesByName(`orebit:${name}:mounted`, 'mark')[0]?.startTime);
      return times.every((t) => t !== undefined) && Math.max(...(times as number[]));
    },
    names,
    { timeout: 120_000, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Waits until the page is quiet for a reader who does nothing: loaded, and for a second neither a
 * long task nor a newly live section; the time it went quiet, ms since navigation.
 */
async function whenQuiet(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) last = Math.max(last, task.startTime + task.duration);
        }).observe({ type: 'longtask', buffered: true });
        let live = window.Orebit?.instances.size ?? 0;
        const poll = () => {
          const now = window.Orebit?.instances.size ?? 0;
          if (now !== live) [live, last] = [now, performance.now()];
          if (document.readyState === 'complete' && performance.now() - last >= 1000) resolve(last);
          else setTimeout(poll, 100);
        };
        poll();
      }),
  );
}

/**
 * A reader who scrolls from the top to the footer, three quarters of a screen a step, a frame and
 * a tenth of a second apart; then waits until all of `sections` sections are live. The time the last
 * one went live, ms since navigation.
 */
async function scrollToFooter(page: Page, sections: number): Promise<number> {
  await page.evaluate(async () => {
    const root = document.documentElement;
    while (scrollY + innerHeight < root.scrollHeight - 1) {
      scrollTo({ top: scrollY + innerHeight * 0.75, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    }
  });
  await page.waitForFunction((n) => (window.Orebit?.instances.size ?? 0) >= n, sections, { timeout: 120_000 });
  // A last frame, so the task that mounted the last section has ended.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return page.evaluate(() =>
    Math.max(
      ...performance
        .getEntriesByType('mark')
        .filter((m) => /^orebit:.*:mounted$/.test(m.name))
        .map((m) => m.startTime),
    ),
  );
}

/** FCP and the last LCP candidate, ms since navigation. */
const paints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1)!.startTime })).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

/** A reader who stays at the top of the page, or one who scrolls to the footer. */
export type Reader = 'still' | 'scroll';

/** One traced load as a reader who stays at the top sees it. */
export interface StillLoad extends Load {
  /** Main-thread CPU until every section in the first screen is live (ms). */
  untilFirstScreen: number;
}

const sum = (k: ByKind) => KINDS.reduce((total, kind) => total + k[kind], 0);

/**
 * One load of `path` in a fresh context (a fresh renderer) at 4× CPU, traced: for a `still` reader
 * until the page is quiet (with the CPU until the first screen is live), for a `scroll` reader until
 * every one of `sections.all` sections is live (`sections.first`: those of the first screen). Given `dir` (a build's dist/), the page's files come from it.
 */
export async function tracedLoad(
  browser: Browser,
  base: string,
  path: string,
  dir: string | undefined,
  reader: Reader,
  sections: { all: number; first: string[] },
): Promise<StillLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    if (dir) await serveFrom(page, dir);
    await throttle(context, page, 4);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${base}${path}`);
    const firstScreen = await whenFirstScreenLive(page, sections.first);
    const live = reader === 'still' ? await whenQuiet(page) : await scrollToFooter(page, sections.all);
    const { fcp, lcp } = await paints(page);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const { fcpTs, at } = clock(events, fcp);
    const first = readTrace(events, fcpTs, at(firstScreen));
    return {
      fcp,
      lcp,
      live,
      untilFirstScreen: sum(first.beforePaint) + sum(first.afterPaint),
      ...readTrace(events, fcpTs, at(live)),
    };
  } finally {
    await context.close();
  }
}

/** The trace's clock (µs) at the first contentful paint, and a page time (ms since navigation) on it. */
function clock(events: TraceEvent[], fcp: number): { fcpTs: number; at: (ms: number) => number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint')!;
  // navigationStart + the page's own times, on the trace's clock.
  const start = paint.ts - fcp * 1000;
  return { fcpTs: paint.ts, at: (ms) => start + ms * 1000 };
}

/** Style invalidations from the first paint until the page is quiet for a reader at the top, in one traced load of their own. */
export async function styleInvalidations(
  browser: Browser,
  base: string,
  path: string,
  dir: string | undefined,
  first: string[],
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    if (dir) await serveFrom(page, dir);
    await throttle(context, page, 4);
    await browser.startTracing(page, { categories: [...CATEGORIES, INVALIDATIONS] });
    await page.goto(`${base}${path}`);
    await whenFirstScreenLive(page, first);
    const quiet = await whenQuiet(page);
    const { fcp } = await paints(page);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const { fcpTs, at } = clock(events, fcp);
    return events.filter((e) => e.name === 'StyleRecalcInvalidationTracking' && e.ts >= fcpTs && e.ts <= at(quiet))
      .length;
  } finally {
    await context.close();
  }
}
