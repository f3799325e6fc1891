// A partner page loaded as a first-time reader on a phone meets it: a fresh context at 4× CPU and
// Lighthouse's slow 4G, with its layout shifts, long tasks and LCP recorded from the start, the
// network watched until the page settles, and the main-thread work of one origin's code traced.
// Bench part 12 (partner-vitals.ts) loads every partner page through these.
import type { Browser, CDPSession, Page } from 'playwright-core';

/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes per second for CDP). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
export const WIDTHS = [375, 1280] as const;
const HEIGHT = { 375: 740, 1280: 900 } as const;
/** A page has settled once loaded, and for this long without a request, a long task or a layout shift. */
const QUIET_MS = 1000;
/** A load that has not settled by then is read as it is (and counted in the caption). */
const SETTLE_TIMEOUT_MS = 45_000;
export type Width = (typeof WIDTHS)[number];

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

export type Vitals = {
  shifts: Array<{ t: number; value: number; moved: string }>;
  longTasks: number[];
  lcp: number;
  last: number;
  take(): void;
};

/** CLS as web-vitals counts it: the largest session window (shifts less than 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts: ReadonlyArray<{ t: number; value: number }>): number {
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
export function watchNetwork(cdp: CDPSession, origin: string) {
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
export async function settle(page: Page, network: { quietFor(): number }): Promise<boolean> {
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
export async function throttledPage(browser: Browser, width: Width) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(recordVitals);
  return { context, page, cdp };
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
export async function floatingWork(browser: Browser, origin: string, url: string, width: Width): Promise<number> {
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
