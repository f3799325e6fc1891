import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { WIDGET_CATALOG } from '../../widgets/catalog';
import { browserPerFile } from './browser';

// Lazy loading (docs/embedding.md#lazy-loading): data-loading="lazy" mounts a widget when it nears the viewport, holding its
// reserved height until then so nothing shifts; eager stays the default (the full page).

const base = inject('baseUrl');
/** The far widget's data-height in demo/lazy.html: its height in that page's 760 px column. */
const RESERVED = 2150;
const browser = browserPerFile();

/** Sums the page's layout shifts (the CLS inputs) from the start. */
function recordLayoutShifts() {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) w.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openArticle(): Promise<{ page: Page; newsRequests: string[]; logs: string[] }> {
  const page = await browser().newPage();
  const newsRequests: string[] = [];
  const logs: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/news') newsRequests.push(req.url());
  });
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.addInitScript(recordLayoutShifts);
  await page.goto(`${base}/demo/lazy.html`);
  await expect.poll(() => page.locator('#near').getByRole('button', { name: 'Calculate' }).count()).toBe(1);
  return { page, newsRequests, logs };
}

/** Whether the host's widget has mounted (its root exists) and the host's height. */
function state(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const host = document.querySelector(sel)!;
    return {
      mounted: !!host.shadowRoot?.querySelector('.orebit-root'),
      height: Math.round(host.getBoundingClientRect().height),
    };
  }, selector);
}

describe('lazy loading', () => {
  it('mounts a lazy widget in the first screen at once', async () => {
    const { page } = await openArticle();
    expect((await state(page, '#near')).mounted).toBe(true);
  });

  it('holds a far widget’s reserved height, with no request, until the reader scrolls near; then mounts it with no layout shift', async () => {
    const { page, newsRequests, logs } = await openArticle();
    // Let the page settle: nothing below the fold mounts by itself.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await state(page, '#far')).toEqual({ mounted: false, height: RESERVED });
    expect(newsRequests).toEqual([]);
    // From here on: the shifts lazy mounting could cause. (The first screen's own, as the async
    // scripts arrive after the first paint, are the host page's to reserve; docs/embedding.md#lazy-loading.)
    await page.evaluate(() => ((window as unknown as { shifts: number }).shifts = 0));
    const afterTop = await page.evaluate(() => document.getElementById('after')!.getBoundingClientRect().top + scrollY);

    // Scroll down as a reader does, a wheel step at a time, until the news widget shows.
    const news = page.locator('#far');
    // Two frames after each step, as a reader's wheel gives them: intersection observers report in a
    // frame's rendering steps, so a loaded machine cannot run several steps into one report.
    for (let step = 0; step < 40 && !(await state(page, '#far')).mounted; step++) {
      await page.mouse.wheel(0, 200);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await expect.poll(() => news.getByRole('heading', { level: 2 }).textContent()).toBe('News & Updates');
    // It mounted before it came into view: 300 px ahead of the viewport's bottom at most.
    const farTop = await page.evaluate(() => document.getElementById('far')!.getBoundingClientRect().top - innerHeight);
    expect(farTop).toBeGreaterThan(0);
    expect(farTop).toBeLessThanOrEqual(300);
    // Its request leaves from an effect after the mount, and Playwright hears of it a moment
    // later: wait for it rather than expect it to have been reported already.
    await expect.poll(() => newsRequests.length).toBe(1);

    await news.scrollIntoViewIfNeeded();
    await expect.poll(() => news.getByRole('heading', { level: 3, name: 'Live Market Feed' }).count()).toBe(1);
    expect(newsRequests).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    // The text after it moved by no more than the difference between the reserved and real height.
    const real = await page.evaluate(() => document.getElementById('far')!.getBoundingClientRect().height);
    const movedBy =
      (await page.evaluate(() => document.getElementById('after')!.getBoundingClientRect().top + scrollY)) - afterTop;
    expect(movedBy).toBeCloseTo(real - RESERVED, 1);
    expect(logs).toEqual([]);
  });

  it('never mounts a lazy widget destroyed before it came near', async () => {
    const { page, newsRequests } = await openArticle();
    await page.evaluate(() => window.Orebit!.instances.get(document.getElementById('far')!)!.handle.destroy());
    await page.evaluate(() => document.getElementById('after')!.scrollIntoView());
    // Intersection observers report in the frame's rendering steps: two frames later, any has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await state(page, '#far')).mounted).toBe(false);
    expect(newsRequests).toEqual([]);
  });

  it('is lazy through Orebit.mount options too, with the height given there', async () => {
    const { page } = await openArticle();
    const placeholder = await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'late';
      document.getElementById('after')!.after(host);
      window.Orebit!.mount(host, 'news', { loading: 'lazy', height: 700 });
      return { mounted: !!host.shadowRoot!.querySelector('.orebit-root'), height: host.getBoundingClientRect().height };
    });
    expect(placeholder).toEqual({ mounted: false, height: 700 });
    await page.evaluate(() => document.getElementById('late')!.scrollIntoView());
    await expect.poll(async () => (await state(page, '#late')).mounted).toBe(true);
  });

  it('holds the calculator’s own height for a lazy calculator alone, not its whole section’s, until it mounts', async () => {
    const { page } = await openArticle();
    const held = await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'late-calculator';
      host.dataset.view = 'calculator';
      host.dataset.loading = 'lazy';
      document.getElementById('after')!.after(host);
      window.Orebit!.mount(host, 'yield-farming');
      return { mounted: !!host.shadowRoot!.querySelector('.orebit-root'), height: host.getBoundingClientRect().height };
    });
    const yieldFarming = WIDGET_CATALOG.find((info) => info.name === 'yield-farming')!;
    const calculator = yieldFarming.options.find((o) => o.key === 'view')!.heights!.calculator!;
    expect(held).toEqual({ mounted: false, height: calculator });
    expect(calculator).toBeLessThan(yieldFarming.height / 2);
    await page.evaluate(() => document.getElementById('late-calculator')!.scrollIntoView());
    await expect.poll(async () => (await state(page, '#late-calculator')).mounted).toBe(true);
  });

  it('stays eager by default: the page of widgets mounted by their script mounts every section without scrolling', async () => {
    // (The official page at / is server-rendered and hydrates each section as it is reached: page.test.ts.)
    const page = await browser().newPage();
    await page.goto(`${base}/demo/client-rendered.html`);
    await expect.poll(() => page.evaluate(() => window.Orebit?.instances.size), { timeout: 15_000 }).toBe(18);
    const unmounted = await page.evaluate(() =>
      [...document.querySelectorAll('#orebit-page > *')]
        .filter((el) => el.localName.startsWith('orebit-') && !el.shadowRoot?.querySelector('.orebit-root'))
        .map((el) => el.localName),
    );
    expect(unmounted).toEqual([]);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});
