import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, holdPageScript, pausedClock, reachEverySection } from './browser';
import { differingPixels } from './pixels';

// The official page as the Worker serves it, with the data it was rendered with: hydration starts
// the widgets' queries from that data (no request for it, no figure changes), and a section comes
// alive only when the reader reaches it, requesting and polling nothing before.

const base = inject('baseUrl');
const browser = browserPerFile();
const DATA_PATHS = ['/api/crypto/prices', '/api/forum/posts', '/api/forum/counts', '/api/news'] as const;

/** The page with its API requests counted by path, on a clock paused before it loads. */
async function countedPage(): Promise<{ page: Page; requests: (path: string) => number }> {
  const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(pathname);
  });
  await pausedClock(page);
  await page.goto(`${base}/`);
  return { page, requests: (path) => seen.filter((p) => p === path).length };
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
      for (const name of ['hero', 'community', 'news'])
        out.push(await page.locator(`orebit-${name}`).screenshot({ animations: 'disabled', caret: 'hide' }));
      return out;
    };
    const before = await shots();
    release();
    await reachEverySection(page);
    const after = await shots();
    expect(before.map((shot, i) => differingPixels(shot, after[i]!))).toEqual([0, 0, 0]);
    await page.close();
  });

  it('mounts and updates a section through window.Orebit before the reader reaches it', async () => {
    const { page } = await countedPage();
    await expect.poll(() => live(page, 'hero')).toBe(true);
    expect(await live(page, 'footer')).toBe(false);
    const theme = await page.evaluate(() => {
      const footer = document.querySelector<HTMLElement>('orebit-footer')!;
      window.Orebit!.mount(footer, 'footer', { theme: 'light' });
      return footer.shadowRoot!.querySelector('.orebit-root')!.getAttribute('data-theme');
    });
    expect(theme).toBe('light');
    expect(await live(page, 'footer')).toBe(true);
    await page.close();
  });
});
