import type { Page, Request } from 'playwright-core';

/** The requests `page` has in flight, counted from this call on (so: before it navigates). */
export interface RequestTracker {
  /**
   * Resolves once no request is in flight after a frame and a task (the effects that start
   * requests have run by then), where the page's own load state 'networkidle' waits 500 ms.
   */
  settled(timeoutMs?: number): Promise<void>;
}

/** Tracks `page`'s requests from now on: call it before the page loads what it will wait for. */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  // A redirect finishes its request and issues a new one.
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
        );
        if (!inFlight.size) return;
        if (Date.now() > deadline)
          throw new Error(`still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      }
    },
  };
}

/**
 * Waits until the API data shows: the network is quiet (`requests`' settled when given, else the
 * load state 'networkidle') and nothing, in any open shadow root, is aria-busy.
 */
export async function apiDataShown(page: Page, requests?: RequestTracker): Promise<void> {
  if (requests) await requests.settled();
  else await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const busy = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('*')].some(
        (el) => el.getAttribute('aria-busy') === 'true' || (el.shadowRoot && busy(el.shadowRoot)),
      );
    return !busy(document);
  });
  // One more frame, so what the last response rendered is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Has the browser draw every section of the full page, those far from the view included: the page
 * skips drawing them (`content-visibility: auto`), which a photograph of the whole page would show
 * as empty space. Set through the CSSOM, which the page's CSP allows.
 */
export async function drawAllSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const host of document.querySelectorAll<HTMLElement>('#orebit-page > *'))
      host.style.contentVisibility = 'visible';
  });
}
