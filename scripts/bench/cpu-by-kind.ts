// Bench part 3's traces read as main-thread CPU (main-thread.ts loads the pages): each trace event
// of the renderer's main thread by kind (parse, style, layout, script, paint, other), on either side
// of the first contentful paint, with the long tasks, on the trace's own clock.

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
  /** The end of the traced window: the page quiet (a reader at the top) or every section live (a reader who scrolls). */
  live: number;
  beforePaint: ByKind;
  /** From the first paint to the end of the window. */
  afterPaint: ByKind;
  longTasks: { count: number; total: number; blocking: number };
}

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

export const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];
export const INVALIDATIONS = 'disabled-by-default-devtools.timeline.invalidationTracking';

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
export function readTrace(
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

export const sum = (k: ByKind) => KINDS.reduce((total, kind) => total + k[kind], 0);

/** The trace's clock (µs) at the first contentful paint, and a page time (ms since navigation) on it. */
export function clock(events: TraceEvent[], fcp: number): { fcpTs: number; at: (ms: number) => number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint')!;
  // navigationStart + the page's own times, on the trace's clock.
  const start = paint.ts - fcp * 1000;
  return { fcpTs: paint.ts, at: (ms) => start + ms * 1000 };
}
