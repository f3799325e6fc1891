import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The page's one toast region (docs/behaviour.md#toasts: 1 at a time, 5000 ms, swipe right 50 px, F8), timed
// with Playwright's clock rather than sleeps.

const base = inject('baseUrl');
const browser = browserPerFile();

async function openToasts() {
  const page = await browser().newPage();
  await page.clock.install();
  await page.goto(`${base}/demo/toasts.html`);
  // From here on, time only moves when the test says so.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const demo = page.locator('[data-orebit-widget="toast-demo"]');
  const region = page.locator('orebit-toaster').getByRole('region', { name: 'Notifications (F8)' });
  const toasts = page.locator('orebit-toaster li');
  // The region is made by an effect of the demo widget's first render, which preact runs after a
  // frame: on a loaded machine that frame may not have come before the clock paused, so the clock
  // moves on, a frame at a time, until the region is there.
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return region.count();
    })
    .toBe(1);
  return { page, demo, region, toasts };
}

describe('toasts', () => {
  it('show one at a time, for 5000 ms, announced to screen readers', async () => {
    const { page, demo, region, toasts } = await openToasts();
    // The announcer is in place before the first toast, so that one is read as well.
    expect(await region.locator('ol').getAttribute('aria-live')).toBe('polite');
    await demo.getByRole('button', { name: 'Show default' }).click();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().locator('strong').textContent()).toBe('Saved');

    await demo.getByRole('button', { name: 'Show destructive' }).click();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().locator('strong').textContent()).toBe('Error');
    expect(await toasts.first().getAttribute('data-variant')).toBe('destructive');

    await page.clock.runFor(4_999);
    expect(await toasts.count()).toBe(1);
    await page.clock.runFor(2);
    await expect.poll(() => toasts.count()).toBe(0);
    await page.close();
  });

  it('take toasts any widget sends on the bus, once the region exists', async () => {
    const { page, demo, toasts } = await openToasts();
    await demo.getByRole('button', { name: 'Show default' }).click();
    await demo.getByRole('button', { name: 'Emit on the bus' }).click();
    expect(await toasts.first().locator('strong').textContent()).toBe('From the bus');
    expect(await page.locator('orebit-toaster').count()).toBe(1);
    await page.close();
  });

  it('close with their button, and with a swipe right past 50 px but not a shorter one', async () => {
    const { page, demo, toasts } = await openToasts();
    await demo.getByRole('button', { name: 'Show default' }).click();
    await toasts.first().getByRole('button', { name: 'Close' }).click();
    expect(await toasts.count()).toBe(0);

    await demo.getByRole('button', { name: 'Show default' }).click();
    const swipe = async (dx: number) => {
      const box = (await toasts.first().boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + dx / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
      await page.mouse.up();
    };
    await swipe(40);
    expect(await toasts.count()).toBe(1);
    await swipe(60);
    expect(await toasts.count()).toBe(0);
    await page.close();
  });

  it('are announced once: the list is the only live region, its toasts carry no live role of their own', async () => {
    const { page, demo, toasts } = await openToasts();
    const liveRegions = () =>
      page
        .locator('orebit-toaster')
        .evaluate(
          (el) => el.shadowRoot!.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]').length,
        );
    for (const name of ['Show default', 'Show destructive']) {
      await demo.getByRole('button', { name }).click();
      expect(await toasts.count()).toBe(1);
      expect(await liveRegions(), name).toBe(1);
    }
    await page.close();
  });

  it('F8 focuses the notification region, before any toast was shown and after', async () => {
    const { page, demo, region, toasts } = await openToasts();
    const focused = () =>
      page.locator('orebit-toaster').evaluate((el) => el.shadowRoot!.activeElement?.getAttribute('aria-label') ?? null);
    await expect.poll(() => region.count()).toBe(1);
    expect(await toasts.count()).toBe(0);
    await page.keyboard.press('F8');
    expect(await focused()).toBe('Notifications (F8)');
    await demo.getByRole('button', { name: 'Show default' }).click();
    expect(await focused()).toBe(null);
    await page.keyboard.press('F8');
    expect(await focused()).toBe('Notifications (F8)');
    await page.close();
  });

  it('pass axe-core while showing, both variants', async () => {
    const { page } = await browser().open(`${base}/demo/toasts.html`);
    for (const name of ['Show default', 'Show destructive']) {
      await page.locator('[data-orebit-widget="toast-demo"]').getByRole('button', { name }).click();
      await expect.poll(() => page.locator('orebit-toaster li').count()).toBe(1);
      expect(await axeViolations(page, [['orebit-toaster']]), name).toEqual([]);
    }
    await page.close();
  });
});
