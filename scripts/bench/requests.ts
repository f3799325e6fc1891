// Bench part 4, in headless Chromium (browser.ts launches it): the API GETs a page makes over 95 s
// of Playwright's clock.
import type { Browser, Page, Request } from 'playwright-core';
import { pageWith } from './browser.ts';
import { table } from './table.ts';

/** Counts /api GETs by path while Playwright's clock runs `seconds`, letting each answer arrive. */
async function countApiGets(page: Page, seconds: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let inflight = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request: Request) => {
    if (!isApi(request)) return;
    const path = new URL(request.url()).pathname;
    counts[path] = (counts[path] ?? 0) + 1;
    inflight++;
  });
  const done = (request: Request) => {
    if (isApi(request)) inflight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const settle = async () => {
    for (let i = 0; i < 400 && inflight > 0; i++) await new Promise((r) => setTimeout(r, 5));
  };
  for (let t = 0; t < seconds; t++) {
    await page.clock.runFor(1_000);
    await settle();
  }
  return counts;
}

/** Waits until the page's first API calls have been answered. */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * Part 4: GETs per page over 95 s of Playwright's clock — the hero plus three more price readers,
 * the same page hidden, and the full page (forum and news too).
 */
export async function benchRequests(
  browser: Browser,
  base: string,
): Promise<{ rows: Array<[string, string, number, string]>; markdown: string }> {
  const SECONDS = 95;
  const rows: Array<[string, string, number, string]> = [];

  {
    const { context, page } = await pageWith(
      browser,
      base,
      '<orebit-hero></orebit-hero>'.repeat(4) + '<script src="/widgets/hero.js" async></script>',
    );
    await page.clock.install();
    await page.goto(`${base}/bench/page.html`);
    await loaded(page);
    const counts = await countApiGets(page, SECONDS);
    rows.push([
      '4 hero instances, visible',
      '/api/crypto/prices',
      counts['/api/crypto/prices'] ?? 0,
      'one per 30 s: 3 (plus the first load)',
    ]);

    // Hidden: the browser says so (visibilityState, visibilitychange) and every poller stops.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await countApiGets(page, SECONDS);
    rows.push(['same page, tab hidden', '/api/crypto/prices', hidden['/api/crypto/prices'] ?? 0, '0']);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const back = await countApiGets(page, 5);
    rows.push([
      'shown again (first 5 s)',
      '/api/crypto/prices',
      back['/api/crypto/prices'] ?? 0,
      '1 (stale data refreshed)',
    ]);
    await context.close();
  }

  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${base}/`);
    await loaded(page);
    const counts = await countApiGets(page, SECONDS);
    rows.push(['full page', '/api/crypto/prices', counts['/api/crypto/prices'] ?? 0, '3 (one per 30 s)']);
    rows.push(['full page', '/api/forum/posts', counts['/api/forum/posts'] ?? 0, '3 (one per 30 s)']);
    rows.push(['full page', '/api/forum/counts', counts['/api/forum/counts'] ?? 0, '3 (one per 30 s)']);
    rows.push(['full page', '/api/news', counts['/api/news'] ?? 0, '1 (one per 60 s)']);
    await context.close();
  }

  const markdown = table(
    ['page (95 s of Playwright clock after load)', 'endpoint', 'GETs', 'expected'],
    rows.map(([scenario, path, n, expected]) => [scenario, `\`${path}\``, String(n), expected]),
  );
  return { rows, markdown };
}
