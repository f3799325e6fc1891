// Bench part 3's main thread: one load of a page in a fresh renderer at 4× CPU, traced, read as CPU
// time by kind (parse, style, layout, script, paint) before and after the first paint and until
// every section is live, with its long tasks, FCP, LCP and (in a load of its own, since tracking
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
export interface Load {
  fcp: number;
  lcp: number;
  /** When the last section was mounted or hydrated. */
  live: number;
  beforePaint: ByKind;
  /** From the first paint until every section is live. */
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

/** Waits until `sections` sections are mounted or hydrated; the time of the last one, ms since navigation. */
async function whenLive(page: Page, sections: number): Promise<number> {
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

/**
 * One load of `path` from `dir`'s files in a fresh context (a fresh renderer) at 4× CPU, traced
 * until every one of `sections` sections is live.
 */
export async function tracedLoad(
  browser: Browser,
  base: string,
  path: string,
  dir: string,
  sections: number,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await serveFrom(page, dir);
    await throttle(context, page, 4);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${base}${path}`);
    const live = await whenLive(page, sections);
    const { fcp, lcp } = await paints(page);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const trace = await readMarks(events, live, fcp);
    return { fcp, lcp, live, ...readTrace(events, trace.fcpTs, trace.liveTs) };
  } finally {
    await context.close();
  }
}

/** The trace's clock (µs) at the first contentful paint and when the last section went live. */
async function readMarks(events: TraceEvent[], live: number, fcp: number): Promise<{ fcpTs: number; liveTs: number }> {
  const paint = events.find((e) => e.name === 'firstContentfulPaint')!;
  // navigationStart + the page's own times, on the trace's clock.
  const start = paint.ts - fcp * 1000;
  return { fcpTs: paint.ts, liveTs: start + live * 1000 };
}

/** Style invalidations from the first paint until every section is live, in one traced load of their own. */
export async function styleInvalidations(
  browser: Browser,
  base: string,
  path: string,
  dir: string,
  sections: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await serveFrom(page, dir);
    await throttle(context, page, 4);
    await browser.startTracing(page, { categories: [...CATEGORIES, INVALIDATIONS] });
    await page.goto(`${base}${path}`);
    const live = await whenLive(page, sections);
    const { fcp } = await paints(page);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const { fcpTs, liveTs } = await readMarks(events, live, fcp);
    return events.filter((e) => e.name === 'StyleRecalcInvalidationTracking' && e.ts >= fcpTs && e.ts <= liveTs).length;
  } finally {
    await context.close();
  }
}
