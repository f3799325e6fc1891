import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// The runtime's UI kit (widgets/_runtime/ui/) on one demo page, driven with mouse and keyboard.
// Timings (docs/behaviour.md#timings) run on Playwright's fake clock: no test waits on the wall clock for them.

const base = inject('baseUrl');
const browser = browserPerFile();

interface Kit {
  page: Page;
  kit: Locator;
  logs: string[];
}

/**
 * Opens the UI kit page in a context of its own. With `clock`, time is faked from before navigation
 * and paused once the widget is there, so that only `page.clock.runFor` moves it.
 */
async function openKit({ clock = false } = {}): Promise<Kit> {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  const start = Date.now();
  if (clock) await page.clock.install({ time: start });
  await page.goto(`${base}/demo/ui-kit.html`);
  const kit = page.locator('[data-orebit-widget="ui-kit"]');
  await expect.poll(() => kit.getByRole('tablist', { name: 'Account' }).count()).toBe(1);
  if (clock) await page.clock.pauseAt(start + 60_000);
  return { page, kit, logs };
}

/** The accessible name of the focused element, looking through shadow roots. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const labels = (el as HTMLInputElement).labels;
    return el.getAttribute('aria-label') ?? labels?.[0]?.textContent?.trim() ?? el.textContent?.trim() ?? '';
  });
}

describe('Tabs', () => {
  it('moves focus and selection with the arrow keys and shows the selected panel', async () => {
    const { page, kit, logs } = await openKit();
    const tab = (name: string) => kit.getByRole('tab', { name });
    expect(await tab('Overview').getAttribute('aria-selected')).toBe('true');
    expect(await kit.getByRole('tabpanel', { name: 'Overview' }).textContent()).toBe('Your account at a glance.');

    await tab('Overview').click();
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Security');
    expect(await tab('Security').getAttribute('aria-selected')).toBe('true');
    expect(await tab('Overview').getAttribute('aria-selected')).toBe('false');
    // Only the selected panel shows, and it is the one the selected tab controls.
    expect(await kit.getByRole('tabpanel').count()).toBe(1);
    expect(await kit.getByRole('tabpanel', { name: 'Security' }).textContent()).toBe(
      'Passwords and two-factor sign-in.',
    );
    const controls = await tab('Security').getAttribute('aria-controls');
    expect(await kit.getByRole('tabpanel').getAttribute('id')).toBe(controls);
    // One tab stop for the whole list: the selected tab.
    expect(await kit.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex))).toEqual([
      -1, 0, -1,
    ]);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Overview');
    expect(await kit.getByRole('tabpanel').textContent()).toBe('Your account at a glance.');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('Billing');
    expect(await tab('Billing').getAttribute('aria-selected')).toBe('true');
    expect(await kit.getByRole('tabpanel', { name: 'Billing' }).textContent()).toBe('Invoices and payment methods.');
    // Tab leaves the list for the panel.
    await page.keyboard.press('Tab');
    expect(
      await kit.getByRole('tabpanel').evaluate((panel) => panel === (panel.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('goes to the first tab with Home and to the last with End', async () => {
    const { page, kit, logs } = await openKit();
    await kit.getByRole('tab', { name: 'Overview' }).click();
    await page.keyboard.press('End');
    expect(await focusedName(page)).toBe('Billing');
    expect(await kit.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe('true');
    expect(await kit.getByRole('tabpanel').textContent()).toBe('Invoices and payment methods.');
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toBe('Overview');
    expect(await kit.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(await kit.getByRole('tabpanel').textContent()).toBe('Your account at a glance.');
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('Dialog', () => {
  it('opens as a modal with focus on its first control and keeps Tab and Shift+Tab inside', async () => {
    const { page, kit, logs } = await openKit();
    expect(await kit.getByRole('dialog').count()).toBe(0);
    await kit.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = kit.getByRole('dialog', { name: 'Edit profile' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    const description = await dialog.getAttribute('aria-describedby');
    expect(await kit.locator(`[id="${description}"]`).textContent()).toBe('Change how others see you.');
    expect(await focusedName(page)).toBe('Display name');

    const order: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    expect(order).toEqual(['Save', 'Cancel', 'Close', 'Display name']);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Close');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Cancel');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { page, kit, logs } = await openKit();
    const opener = kit.getByRole('button', { name: 'Edit profile' });
    await opener.click();
    await kit.getByLabel('Display name').fill('Ada');
    await page.keyboard.press('Escape');
    expect(await kit.getByRole('dialog').count()).toBe(0);
    expect(await focusedName(page)).toBe('Edit profile');
    // Opened from the keyboard as well.
    await page.keyboard.press('Enter');
    expect(await kit.getByRole('dialog', { name: 'Edit profile' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await kit.getByRole('dialog').count()).toBe(0);
    expect(await focusedName(page)).toBe('Edit profile');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('closes on a click on the overlay but not on a click inside the panel', async () => {
    const { page, kit, logs } = await openKit();
    await kit.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = kit.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByRole('heading', { name: 'Edit profile' }).click();
    expect(await dialog.count()).toBe(1);
    await page.mouse.click(8, 8);
    expect(await kit.getByRole('dialog').count()).toBe(0);
    expect(await focusedName(page)).toBe('Edit profile');
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('Progress', () => {
  it('reports 40 of 0 to 100 and fills 40% of its bar', async () => {
    const { page, kit, logs } = await openKit();
    const bar = kit.getByRole('progressbar', { name: 'Upload progress' });
    expect(
      await bar.evaluate((el) => [
        el.getAttribute('aria-valuemin'),
        el.getAttribute('aria-valuemax'),
        el.getAttribute('aria-valuenow'),
      ]),
    ).toEqual(['0', '100', '40']);
    const filled = await bar.evaluate(
      (el) => el.firstElementChild!.getBoundingClientRect().width / el.getBoundingClientRect().width,
    );
    expect(filled).toBeCloseTo(0.4, 2);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('Input and Textarea', () => {
  it('are native fields that take their props, 42px tall at least, with an accent focus ring', async () => {
    const { page, kit, logs } = await openKit();
    const email = kit.getByLabel('Email');
    expect(
      await email.evaluate((el) => [
        el.localName,
        el.getAttribute('type'),
        el.getAttribute('placeholder'),
        getComputedStyle(el).minHeight,
      ]),
    ).toEqual(['input', 'email', 'you@example.com', '42px']);
    await email.fill('ada@example.com');
    expect(await email.inputValue()).toBe('ada@example.com');
    expect(await email.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');

    const message = kit.getByLabel('Message');
    expect(
      await message.evaluate((el) => [el.localName, el.getAttribute('rows'), getComputedStyle(el).minHeight]),
    ).toEqual(['textarea', '3', '42px']);
    await message.fill('Two\nlines');
    expect(await message.inputValue()).toBe('Two\nlines');
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('Tooltip', () => {
  it('opens 700 ms after the pointer rests on its trigger and hides when the pointer leaves', async () => {
    const { page, kit, logs } = await openKit({ clock: true });
    const trigger = kit.getByRole('button', { name: 'Copy link' });
    const tooltip = kit.getByRole('tooltip');
    await trigger.hover();
    await page.clock.runFor(699);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(1);
    expect(await tooltip.textContent()).toBe('Copy the link to this page');
    expect(await trigger.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.mouse.move(1, 1);
    expect(await tooltip.count()).toBe(0);
    expect(await trigger.getAttribute('aria-describedby')).toBeNull();
    expect(logs).toEqual([]);
    await page.close();
  });

  it('opens at once within 300 ms of a tooltip closing, and after the full delay later', async () => {
    const { page, kit, logs } = await openKit({ clock: true });
    const copy = kit.getByRole('button', { name: 'Copy link' });
    const share = kit.getByRole('button', { name: 'Share' });
    const tooltip = kit.getByRole('tooltip');
    await copy.hover();
    await page.clock.runFor(700);
    expect(await tooltip.textContent()).toBe('Copy the link to this page');
    // Straight to the next trigger: no delay.
    await share.hover();
    expect(await tooltip.textContent()).toBe('Share on social media');
    // Away and back within 300 ms: no delay either.
    await page.mouse.move(1, 1);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(299);
    await copy.hover();
    expect(await tooltip.textContent()).toBe('Copy the link to this page');
    // Away for 300 ms: the full delay again.
    await page.mouse.move(1, 1);
    await page.clock.runFor(300);
    await share.hover();
    await page.clock.runFor(699);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(1);
    expect(await tooltip.textContent()).toBe('Share on social media');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('opens at once on keyboard focus and hides on Escape and on blur', async () => {
    const { page, kit, logs } = await openKit({ clock: true });
    const tooltip = kit.getByRole('tooltip');
    await kit.getByRole('tabpanel').focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Copy link');
    expect(await tooltip.textContent()).toBe('Copy the link to this page');
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await tooltip.textContent()).toBe('Share on social media');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Release notes');
    expect(await tooltip.count()).toBe(0);
    // A click focuses its trigger without showing the tip.
    await kit.getByRole('button', { name: 'Copy link' }).click();
    await page.mouse.move(1, 1);
    expect(await tooltip.count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('ScrollArea', () => {
  /** What the user sees of the thumb: shown, hidden, or fading between the two. */
  const thumb = (kit: Locator) =>
    kit.locator('[data-part="thumb"]').evaluate((el) => {
      if (el.getAnimations().length > 0) return 'fading';
      return getComputedStyle(el).opacity === '0' ? 'hidden' : 'shown';
    });

  it('shows its thumb while it scrolls and hides it 600 ms after the last scroll', async () => {
    const { page, kit, logs } = await openKit({ clock: true });
    const region = kit.getByRole('region', { name: 'Release notes' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await thumb(kit)).toBe('hidden');
    // Scroll with the keyboard and wait until the (smooth) scroll has ended.
    await region.evaluate((el) => {
      el.addEventListener('scrollend', () => el.setAttribute('data-test-scrolled', ''), { once: true });
    });
    await region.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => region.getAttribute('data-test-scrolled')).toBe('');
    expect(await region.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect.poll(() => thumb(kit)).toBe('shown');
    expect(
      await kit.locator('[data-part="thumb"]').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42),
    ).toBeGreaterThan(0);
    await page.clock.runFor(599);
    expect(await thumb(kit)).toBe('shown');
    await page.clock.runFor(1);
    await expect.poll(() => thumb(kit)).toBe('hidden');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('shows its thumb while the pointer is over it and hides it 600 ms after it leaves', async () => {
    const { page, kit, logs } = await openKit({ clock: true });
    const region = kit.getByRole('region', { name: 'Release notes' });
    await region.hover();
    await expect.poll(() => thumb(kit)).toBe('shown');
    await page.clock.runFor(5_000);
    expect(await thumb(kit)).toBe('shown');
    await page.mouse.move(1, 1);
    await page.clock.runFor(599);
    expect(await thumb(kit)).toBe('shown');
    await page.clock.runFor(1);
    await expect.poll(() => thumb(kit)).toBe('hidden');
    expect(logs).toEqual([]);
    await page.close();
  });
});
