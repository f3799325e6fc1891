// What a page logged, recorded by the page itself: WebKitWebDriver speaks classic WebDriver only and
// cannot read the console, so a script the page runs before its own records console messages,
// uncaught errors, failed loads and CSP / Trusted Types violations where the test can read them.

/** The page keeps its log under Symbol.for(LOG_KEY): no host page or widget sees it as a global. (capturePageLog spells it out: it runs as source.) */
export const LOG_KEY = 'orebit.engines.logs';

/**
 * Runs in the page before any of its scripts. `now`: a fixed Date.now() (ms), as Playwright's
 * clock.setFixedTime does (timers keep running); the concierge's message times and the news'
 * relative times then render the same on every page of a run.
 */
export function capturePageLog(now: number | null): void {
  const logs: string[] = [];
  Object.defineProperty(window, Symbol.for('orebit.engines.logs'), { value: logs });
  const text = (args: unknown[]) =>
    args
      .map((a) => {
        if (a instanceof Error) return a.message;
        if (typeof a === 'string') return a;
        try {
          return JSON.stringify(a);
        } catch {
          return String(a);
        }
      })
      .join(' ');
  // console.debug is left out, as in the Chromium tests.
  for (const type of ['error', 'warn', 'log', 'info'] as const) {
    const original = console[type];
    console[type] = function (...args: unknown[]) {
      logs.push(`${type === 'warn' ? 'warning' : type}: ${text(args)}`);
      return original.apply(this, args);
    };
  }
  addEventListener(
    'error',
    (e) => {
      // Capture phase: a script or stylesheet that failed to load fires on its element, not on window.
      if (e.target === window) logs.push(`pageerror: ${e.message}`);
      else if (e.target instanceof Element)
        logs.push(`failed to load: ${e.target.getAttribute('src') ?? e.target.getAttribute('href')}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (e) =>
    logs.push(`pageerror: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`),
  );
  // Violations inside shadow roots reach the document too (the event is composed).
  document.addEventListener(
    'securitypolicyviolation',
    (e) =>
      logs.push(
        `error: [violation] ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`,
      ),
    true,
  );
  if (now !== null) {
    const NativeDate = Date;
    class FixedDate extends NativeDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(now!);
        else super(...(args as [number]));
      }
      static override now() {
        return now!;
      }
    }
    window.Date = FixedDate as DateConstructor;
  }
}
