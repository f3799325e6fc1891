import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { trackRequests } from '../../scripts/page-settled.ts';

// How the layout-shift tests watch a partner's post while a widget arrives: Chromium's own
// layout-shift entries (what CLS sums), with the widget's script held until the post has painted,
// as on a slow network.

/** The most a widget's layout shifts may sum to on a partner's page (Google's "good" CLS is 0.1; our goal is 0.02). */
export const MAX_LAYOUT_SHIFT = 0.02;

/** Sums the page's layout shifts from its start (window.shifts), as CLS counts them (none after an input). */
export function recordLayoutShifts() {
  const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
  w.shifts = 0;
  w.shiftObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) w.shifts += entry.value;
  });
  w.shiftObserver.observe({ type: 'layout-shift', buffered: true });
}

/** The shifts so far, after two frames, with the observer's pending entries taken. */
export function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
    for (const entry of w.shiftObserver.takeRecords() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) w.shifts += entry.value;
    return w.shifts;
  });
}

/** What a widget's arrival did to the post. */
export interface Arrival {
  /** The layout shifts from the first paint until the widget showed, its data in. */
  shifts: number;
  /** The host's height once the post had painted, before the script ran: what its snippet reserved. */
  reserved: number;
  /** The host's height with the widget shown. */
  height: number;
}

/**
 * Opens `url` on `page` with the script matching `script` (a route glob) held until the page's first
 * contentful paint, then lets it through and waits for the widget in `host` (the first match) to
 * show and the network to settle.
 */
export async function widgetArrival(page: Page, url: string, script: string, host: string): Promise<Arrival> {
  await page.addInitScript(recordLayoutShifts);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  const requests = trackRequests(page);
  // A deferred script (WordPress's) holds DOMContentLoaded back, not the first paint.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const element = page.locator(host).first();
  const heightOf = () => element.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  const reserved = await heightOf();
  release();
  await expect.poll(() => element.evaluate((el) => !!el.shadowRoot?.querySelector('.orebit-root'))).toBe(true);
  await requests.settled();
  const shifts = await shiftsSoFar(page);
  return { shifts, reserved, height: await heightOf() };
}
