import type { Page } from 'playwright-core';

/** Waits until the API data shows: the network is quiet and nothing, in any open shadow root, is aria-busy. */
export async function apiDataShown(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
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
