// Screenshots for the docs: the full page (/) and the widget gallery (/demo/gallery.html), 1280 px
// wide, and the page's link preview image, from a fresh `wrangler dev` over the built dist/, in
// headless Chromium.
//   npm run build && node scripts/screenshots.ts
// writes docs/screenshots/full-page.png (the full page, cut at MAX_HEIGHT px),
// docs/screenshots/gallery.png and widgets/page/preview.png (the first screen at 1200 × 630, the
// size link previews show: Open Graph and Twitter cards, widgets/server/page.tsx).
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startFreshDevServer } from './dev-server.ts';
import { apiDataShown, drawAllSections } from './page-settled.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}docs/screenshots`;
const WIDTH = 1280;
// The full page is far taller than a screen; an image past this height is hard to look at and
// heavy in a repository, so the shot stops here.
const MAX_HEIGHT = 6000;

/** Scrolls through the page once, so anything that waits for the viewport (lazy widgets, images) is there. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    scrollTo(0, 0);
  });
}

async function fullPage(browser: Browser, base: string): Promise<{ path: string; height: number; clipped: boolean }> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
  await page.goto(`${base}/`);
  // The full page mounts one section per task; the footer is the last.
  await page.locator('orebit-footer').getByText('All rights reserved.').waitFor();
  await scrollThrough(page);
  await apiDataShown(page);
  await drawAllSections(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const path = `${OUT}/full-page.png`;
  await page.screenshot({
    path,
    fullPage: true,
    animations: 'disabled',
    clip: { x: 0, y: 0, width: WIDTH, height: Math.min(height, MAX_HEIGHT) },
  });
  await page.close();
  return { path, height, clipped: height > MAX_HEIGHT };
}

async function preview(browser: Browser, base: string): Promise<{ path: string }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(`${base}/`);
  await apiDataShown(page);
  const path = `${ROOT}widgets/page/preview.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await page.close();
  return { path };
}

async function gallery(browser: Browser, base: string): Promise<{ path: string }> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
  await page.goto(`${base}/demo/gallery.html?widget=referral`);
  await page.locator('#preview-status').getByText('Showing Share and Earn.').waitFor();
  await page.locator('#snippet').getByText('<script ').waitFor();
  // One option changed, so the snippet shows how options travel.
  const code = page.locator('#options').getByLabel('Referral code', { exact: true });
  await code.fill('ALICE42');
  await code.blur();
  await page.locator('#snippet').getByText('data-ref-code="ALICE42"').waitFor();
  await apiDataShown(page);
  const path = `${OUT}/gallery.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await page.close();
  return { path };
}

if (!existsSync(`${ROOT}dist/widgets/manifest.json`) || !existsSync(`${ROOT}dist/demo/gallery.js`)) {
  console.error('dist/ has no build (or one without the gallery): run `npm run build` first.');
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
const server = await startFreshDevServer();
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const full = await fullPage(browser, server.url);
  console.log(`${full.path}${full.clipped ? ` (the page is ${full.height} px tall: cut at ${MAX_HEIGHT} px)` : ''}`);
  console.log((await gallery(browser, server.url)).path);
  console.log((await preview(browser, server.url)).path);
} finally {
  await browser?.close();
  await server.stop();
}
