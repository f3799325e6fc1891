// Bench part 3's main thread: one load of a page in a fresh renderer at 4× CPU, traced, read as CPU
// time by kind (parse, style, layout, script, paint) before and after the first paint, until the
// first screen is live and until the page is quiet (a reader at the top) or every section is live
// (a reader who scrolls to the footer), with its long tasks, FCP, LCP and (in a load of its own, since tracking
// them costs CPU) the style invalidations after the first paint.
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { throttle } from './browser.ts';
import { CATEGORIES, clock, INVALIDATIONS, readTrace, sum, type Load, type TraceEvent } from './cpu-by-kind.ts';

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
 * one went live, and the time the reader reached the footer, ms since navigation.
 */
async function scrollToFooter(page: Page, sections: number): Promise<{ live: number; atFooter: number }> {
  const atFooter = await page.evaluate(async () => {
    const root = document.documentElement;
    while (scrollY + innerHeight < root.scrollHeight - 1) {
      scrollTo({ top: scrollY + innerHeight * 0.75, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    }
    return performance.now();
  });
  await page.waitForFunction((n) => (window.Orebit?.instances.size ?? 0) >= n, sections, { timeout: 120_000 });
  // A last frame, so the task that mounted the last section has ended.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const live = await page.evaluate(() =>
    Math.max(
      ...performance
        .getEntriesByType('mark')
        .filter((m) => /^orebit:.*:mounted$/.test(m.name))
        .map((m) => m.startTime),
    ),
  );
  return { live, atFooter };
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
  /**
   * A reader who scrolls: main-thread CPU until the reader is at the footer and every section is
   * live (ms). The client-rendered page's sections are all live before the reader is halfway down,
   * so its window until every section is live leaves out the rest of the scroll, which the
   * server-rendered page's includes: this window is the same for both.
   */
  untilFooter?: number;
}

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
    const scrolled = reader === 'scroll' ? await scrollToFooter(page, sections.all) : undefined;
    const live = scrolled?.live ?? (await whenQuiet(page));
    const { fcp, lcp } = await paints(page);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const { fcpTs, at } = clock(events, fcp);
    const cpu = (until: number) => {
      const span = readTrace(events, fcpTs, at(until));
      return sum(span.beforePaint) + sum(span.afterPaint);
    };
    return {
      fcp,
      lcp,
      live,
      untilFirstScreen: cpu(firstScreen),
      ...(scrolled && { untilFooter: cpu(Math.max(scrolled.live, scrolled.atFooter)) }),
      ...readTrace(events, fcpTs, at(live)),
    };
  } finally {
    await context.close();
  }
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
