import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  browserPerFile,
  drawEverySection,
  drawn,
  holdPageScript,
  pausedClock,
  reachEverySection,
  showSection,
  steadyShot,
} from './browser';
import { differingPixels } from './pixels';

// The official page as the Worker serves it, with the data it was rendered with: hydration starts
// the widgets' queries from that data (no request for it, no figure changes), and a section comes
// alive only when the reader reaches it, requesting and polling nothing before.

const base = inject('baseUrl');
const browser = browserPerFile();
const DATA_PATHS = ['/api/crypto/prices', '/api/forum/posts', '/api/forum/counts', '/api/news'] as const;

/**
 * The page on a clock paused before it loads, with its API requests counted by path and its
 * sections' modules (/widgets/v<version>/page/<name>-<hash>.js) by section.
 */
async function countedPage(): Promise<{
  page: Page;
  requests: (path: string) => number;
  modules: (name: string) => number;
}> {
  const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  await pausedClock(page);
  await page.goto(`${base}/`);
  return {
    page,
    requests: (path) => seen.filter((p) => p === path).length,
    modules: (name) => seen.filter((p) => new RegExp(`^/widgets/v[\\d.]+/page/${name}-[\\w-]+\\.js$`).test(p)).length,
  };
}

const live = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      (window as { Orebit?: { instances: Map<Element, unknown> } }).Orebit?.instances.has(
        document.querySelector(`orebit-${name}`)!,
      ) ?? false,
    name,
  );

describe('the page the Worker rendered, hydrated', () => {
  it('asks the API for none of the data it carries while every section comes alive', async () => {
    const { page, requests } = await countedPage();
    await expect.poll(() => live(page, 'hero')).toBe(true);
    await reachEverySection(page);
    expect(DATA_PATHS.map((path) => [path, requests(path)])).toEqual(DATA_PATHS.map((path) => [path, 0]));
    await page.close();
  });

  it('brings below-the-fold sections alive only when reached: 40 s unscrolled, no forum or news request; scrolled to the forum, it polls', async () => {
    const { page, requests } = await countedPage();
    await expect.poll(() => live(page, 'hero')).toBe(true);
    expect(await live(page, 'community')).toBe(false);
    for (let second = 0; second < 40; second++) await page.clock.runFor(1_000);
    expect(requests('/api/forum/posts')).toBe(0);
    expect(requests('/api/forum/counts')).toBe(0);
    expect(requests('/api/news')).toBe(0);
    // The hero, on the first screen, polls its prices from the age of the page's data.
    expect(requests('/api/crypto/prices')).toBeGreaterThan(0);
    expect(await live(page, 'community')).toBe(false);
    await page.locator('orebit-community').scrollIntoViewIfNeeded();
    await expect.poll(() => live(page, 'community')).toBe(true);
    // Its data is over 40 s old: its first poll is due at once.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return requests('/api/forum/posts');
      })
      .toBeGreaterThan(0);
    expect(requests('/api/news')).toBe(0);
    await page.close();
  });

  it('shows the same figures, posts and articles before and after hydration, pixel for pixel', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await pausedClock(page);
    const release = await holdPageScript(page);
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('[server-rendered]').count()).toBe(18);
    await page.evaluate(() => document.fonts.ready);
    const shots = async () => {
      const out: Buffer[] = [];
      // Every section drawn once (its own height, not its stand-in), then each shot in view.
      await drawEverySection(page);
      for (const name of ['hero', 'community', 'news']) {
        out.push(await steadyShot(page.locator(`orebit-${name}`)));
      }
      return out;
    };
    const before = await shots();
    release();
    await reachEverySection(page);
    const after = await shots();
    expect(before.map((shot, i) => differingPixels(shot, after[i]!))).toEqual([0, 0, 0]);
    await page.close();
  });

  it('makes the first screen live while the rest of the page is still on its way', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    // The parser held just after the section after the first screen, by a script of the page's
    // origin that does not come.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/hold-the-parser\.js$/, async (route) => {
      await released;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route(`${base}/`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // Past the first screen (nav, hero, SMS alerts) and into the next section (mining).
      const after = html.indexOf('<orebit-lead-hunter');
      expect(after).toBeGreaterThan(0);
      await route.fulfill({
        response,
        body: `${html.slice(0, after)}<script src="/hold-the-parser.js"></script>${html.slice(after)}`,
      });
    });
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    for (const name of ['nav', 'hero', 'sms-alerts']) await expect.poll(() => live(page, name)).toBe(true);
    expect(await page.evaluate(() => [document.readyState, document.querySelector('orebit-lead-hunter')])).toEqual([
      'loading',
      null,
    ]);
    release();
    await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
    await page.close();
  });

  it('draws a section below the first screen only as it comes near, and nothing in view moves when it does', async () => {
    const { page } = await countedPage();
    await expect.poll(() => live(page, 'hero')).toBe(true);
    expect(await drawn(page.locator('orebit-hero'))).toBe(true);
    expect(await drawn(page.locator('orebit-footer'))).toBe(false);
    await page.evaluate(() => {
      (window as { shifts?: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          (window as { shifts?: number }).shifts! += shift.value;
      }).observe({ type: 'layout-shift' });
    });
    await reachEverySection(page);
    // Back at the top, the footer is far again (and may be skipped again): drawn once in view.
    await showSection(page.locator('orebit-footer'));
    expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBe(0);
    await page.close();
  });

  it('mounts and updates a section through window.Orebit before the reader reaches it, its code not loaded yet', async () => {
    const { page, modules } = await countedPage();
    await expect.poll(() => live(page, 'hero')).toBe(true);
    expect(await live(page, 'footer')).toBe(false);
    expect(modules('footer')).toBe(0);
    const theme = () =>
      page.evaluate(() =>
        document.querySelector('orebit-footer')!.shadowRoot!.querySelector('.orebit-root')!.getAttribute('data-theme'),
      );
    await page.evaluate(() => {
      const footer = document.querySelector<HTMLElement>('orebit-footer')!;
      window.Orebit!.mount(footer, 'footer', { theme: 'light' });
    });
    await expect.poll(theme).toBe('light');
    expect(await live(page, 'footer')).toBe(true);
    expect(modules('footer')).toBe(1);
    await page.evaluate(() => {
      window.Orebit!.mount(document.querySelector('orebit-footer')!, 'footer', { theme: 'dark' });
    });
    expect(await theme()).toBe('dark');
    await page.close();
  });

  it('loads a section’s code only as the reader reaches it: the footer’s module after 40 s unscrolled is not asked for', async () => {
    const { page, modules } = await countedPage();
    await expect.poll(() => live(page, 'hero')).toBe(true);
    for (let second = 0; second < 40; second++) await page.clock.runFor(1_000);
    expect(modules('footer')).toBe(0);
    expect(modules('community')).toBe(0);
    // The first screen's code is page.js itself.
    expect(modules('hero')).toBe(0);
    await page.locator('orebit-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => live(page, 'footer')).toBe(true);
    expect(modules('footer')).toBe(1);
    await page.close();
  });
});
