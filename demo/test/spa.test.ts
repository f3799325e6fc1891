import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { countLeftovers, mountAndRemove, trackTimersAndListeners } from './spa-probes';

// The SPA demo page: widgets mounted and removed again and again, as a single-page app does when
// it navigates, through custom elements and through Orebit.mount / destroy. What is left behind
// is counted through the registry (instances, query-cache polls, bus handlers) and through
// stand-ins for setTimeout and window/document listeners that the page gets before any script.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/spa.html`;
const WIDGETS = ['hero', 'news', 'community', 'concierge', 'referral', 'yield-farming', 'wallets'];

/** Mounts counted by the lifecycle test, half through elements and half through Orebit.mount. */
const MOUNTS = 500;
const BATCH = 10;

/**
 * Heap growth allowed between the warm-up round and the end, after a forced GC. Measured here:
 * +0.3 MB after 500 mounts and +0.45 MB after 1500 (JIT code and feedback, user-timing marks):
 * growth that levels off. A mounted widget's tree is ~17 KB; keeping each removed tree alive (one
 * listener or poller closure holding it would) measured +8.4 MB over 500 mounts. 1.5 MB sits
 * between the two with room for a loaded machine: it fails on a leak of ~3 KB per mount.
 */
const HEAP_TOLERANCE = 1.5 * 1024 * 1024;

/** What is alive on the page, as the registry and the stand-ins count it. */
function leftovers(page: Page) {
  return page.evaluate(countLeftovers);
}

async function openSpa(options: { clock?: boolean } = {}) {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  if (options.clock) await page.clock.install();
  // After the clock, so the stand-ins wrap the clock's timers.
  await page.addInitScript(trackTimersAndListeners);
  await page.goto(DEMO);
  await expect
    .poll(() => page.locator('orebit-hero').evaluate((el) => el.shadowRoot?.querySelector('.orebit-root') != null), {
      timeout: 15_000,
    })
    .toBe(true);
  // Every module script has defined its widget.
  await expect
    .poll(() => page.evaluate((names) => names.every((n) => window.Orebit?.widgets.has(n)), WIDGETS), {
      timeout: 15_000,
    })
    .toBe(true);
  return { page, logs };
}

/** Shows `name` in the SPA's view, the way its router does. */
async function route(page: Page, name: string) {
  await page.evaluate((n) => (location.hash = n), name);
  await expect
    .poll(() =>
      page.locator(`#view > orebit-${name}`).evaluate((el) => el.shadowRoot?.querySelector('.orebit-root') != null),
    )
    .toBe(true);
}

/** Mounts and removes `count` widgets, `BATCH` at a time, through elements or Orebit.mount (spa-probes.ts). */
function cycle(page: Page, way: 'element' | 'mount', from: number, count: number) {
  return page.evaluate(mountAndRemove, { way, from, count, names: WIDGETS, batch: BATCH });
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  // Twice: the first collection can leave objects that finalizers only then release.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

describe('widgets in a single-page app', () => {
  it('mount through the router and free everything when it routes away', async () => {
    const { page, logs } = await openSpa();
    // Let the hero's first price answer arrive, so only polls are scheduled from here on.
    await expect.poll(() => page.evaluate(() => window.Orebit!.queries?.activeTimers())).toBe(1);
    const before = await leftovers(page);
    expect(before.instances).toBe(1);
    for (const name of [...WIDGETS.slice(1), 'hero']) await route(page, name);
    await route(page, 'news');
    expect(await page.locator('#view > *').count()).toBe(1);
    expect(await page.evaluate(() => window.Orebit!.instances.size)).toBe(1);
    // News is the only widget left: one poll (news), none for the hero's prices or the forum.
    await expect.poll(() => page.evaluate(() => window.Orebit!.queries!.activeTimers()), { timeout: 15_000 }).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it(`leave no instance, poller, timer, bus handler or listener and a flat heap after ${MOUNTS} mounts and removals`, async () => {
    const { page, logs } = await openSpa();
    // Empty the view, then a warm-up round of every widget both ways: code paths compiled, the
    // query cache filled with its three answers, shared sheets grown to hold every class.
    await page.evaluate(() => document.getElementById('view')!.replaceChildren());
    expect(await cycle(page, 'element', 0, WIDGETS.length)).toBe(WIDGETS.length);
    expect(await cycle(page, 'mount', 0, WIDGETS.length)).toBe(WIDGETS.length);
    await expect.poll(() => leftovers(page), { timeout: 15_000 }).toMatchObject({ instances: 0, polls: 0, timers: [] });
    const warm = await leftovers(page);
    const heapWarm = await heapAfterGc(page);

    let rendered = 0;
    for (let from = 0; from < MOUNTS / 2; from += 50) {
      rendered += await cycle(page, 'element', from, 50);
      rendered += await cycle(page, 'mount', from, 50);
    }
    expect(rendered).toBe(MOUNTS);

    // Fetches still in flight end, and preact's after-paint timers run; then nothing is left.
    await expect.poll(() => leftovers(page), { timeout: 15_000 }).toEqual({ ...warm, timers: [] });
    expect(warm).toMatchObject({ instances: 0, polls: 0 });
    // The only bus handler left is the page's toast region's (a toast-raising widget creates it once).
    expect(warm.busHandlers).toBe(warm.toastRegion);
    // Window and document listeners: those the page had after the warm-up (the query cache's
    // visibilitychange, the registry's own), not one more.
    const heapEnd = await heapAfterGc(page);
    expect(heapEnd - heapWarm, `heap ${heapWarm} → ${heapEnd} bytes`).toBeLessThan(HEAP_TOLERANCE);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('timers a widget started', () => {
  it('are cleared when the concierge is removed before its reply, and nothing fires later', async () => {
    const { page, logs } = await openSpa({ clock: true });
    await route(page, 'concierge');
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const widget = page.locator('orebit-concierge');
    const input = widget.getByLabel('Message the concierge');
    await input.fill('What is Orebit?');
    await input.press('Enter');
    await expect.poll(() => widget.getByRole('status', { name: 'The concierge is typing' }).count()).toBe(1);
    // The reply is due in 1000–2000 ms.
    expect((await leftovers(page)).timers.filter((ms) => ms >= 1_000 && ms <= 2_000)).toHaveLength(1);
    await page.evaluate(() => document.getElementById('view')!.replaceChildren());
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(0);
    // Preact runs useEffect cleanups after the next paint, as React does: let one frame pass.
    await page.clock.runFor(100);
    expect((await leftovers(page)).timers.filter((ms) => ms >= 1_000 && ms <= 2_000)).toEqual([]);
    const fired = await page.evaluate(
      () => (window as unknown as { tracked: { fired: number[] } }).tracked.fired.length,
    );
    await page.clock.runFor(10_000);
    expect(
      await page.evaluate(
        (n) =>
          (window as unknown as { tracked: { fired: number[] } }).tracked.fired.slice(n).filter((ms) => ms >= 1_000),
        fired,
      ),
    ).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('are cleared when the referral widget is removed while "Copied" shows', async () => {
    const { page, logs } = await openSpa({ clock: true });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async () => undefined },
      });
    });
    await route(page, 'referral');
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const widget = page.locator('orebit-referral');
    await widget.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => widget.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect((await leftovers(page)).timers).toContain(2_000);
    await page.evaluate(() => document.getElementById('view')!.replaceChildren());
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(0);
    // Preact runs useEffect cleanups after the next paint, as React does: let one frame pass.
    await page.clock.runFor(100);
    expect((await leftovers(page)).timers).not.toContain(2_000);
    await page.clock.runFor(5_000);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('are cleared when the wallets widget is removed while connecting: no "Wallet Connected" toast follows', async () => {
    const { page, logs } = await openSpa({ clock: true });
    await route(page, 'wallets');
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const widget = page.locator('orebit-wallets');
    await widget.getByRole('button', { name: 'Connect MetaMask', exact: true }).click();
    const toasts = page.locator('orebit-toaster li strong');
    await expect.poll(() => toasts.allTextContents()).toEqual(['Connecting…']);
    expect((await leftovers(page)).timers).toContain(1_000);
    await page.evaluate(() => document.getElementById('view')!.replaceChildren());
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(0);
    // Preact runs useEffect cleanups after the next paint, as React does: let one frame pass.
    await page.clock.runFor(100);
    // The page's toast region keeps its own timers (5000 ms shown); the widget's 1000 ms is gone.
    expect((await leftovers(page)).timers).not.toContain(1_000);
    await page.clock.runFor(2_000);
    expect(await toasts.allTextContents()).toEqual(['Connecting…']);
    expect(logs).toEqual([]);
    await page.close();
  });
});
