import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// Theming (docs/embedding.md#theming): data-theme light|dark|auto (auto follows prefers-color-scheme), the --orebit-*
// tokens, and a live re-style when the attribute changes: no remount, the reader's input kept.

const base = inject('baseUrl');
const browser = browserPerFile();

const DARK_BG = 'rgb(11, 16, 32)';
const LIGHT_BG = 'rgb(255, 255, 255)';

async function openCalculator(): Promise<{ page: Page; logs: string[] }> {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(`${base}/demo/plain.html`);
  await expect
    .poll(() => page.locator('orebit-yield-farming').getByRole('button', { name: 'Calculate' }).count())
    .toBe(1);
  return { page, logs };
}

/** The widget root's background and text colours, and how often the widget has mounted. */
function look(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('orebit-yield-farming')!;
    const root = host.shadowRoot!.querySelector('.orebit-root')!;
    const style = getComputedStyle(root);
    return {
      background: style.backgroundColor,
      color: style.color,
      mounts: performance.getEntriesByName('orebit:yield-farming:mounted').length,
    };
  });
}

/** Marks the amount field's DOM node, so a remount (a new node) would show. */
async function markField(page: Page) {
  await page
    .locator('orebit-yield-farming')
    .getByLabel('Amount (ORB)')
    .evaluate((el) => ((el as unknown as { marked: boolean }).marked = true));
}

async function fieldIsTheSame(page: Page): Promise<boolean> {
  return page
    .locator('orebit-yield-farming')
    .getByLabel('Amount (ORB)')
    .evaluate((el) => (el as unknown as { marked?: boolean }).marked === true);
}

describe('theming', () => {
  it('re-styles live when data-theme changes: same nodes, the reader’s input kept, no remount', async () => {
    const { page, logs } = await openCalculator();
    expect(await look(page)).toMatchObject({ background: DARK_BG, mounts: 1 });
    const amount = page.locator('orebit-yield-farming').getByLabel('Amount (ORB)');
    await amount.fill('1234');
    await markField(page);

    await page.evaluate(() => document.querySelector('orebit-yield-farming')!.setAttribute('data-theme', 'light'));
    await expect.poll(async () => (await look(page)).background).toBe(LIGHT_BG);
    expect((await look(page)).color).toBe('rgb(15, 23, 42)');
    expect(await amount.inputValue()).toBe('1234');
    expect(await fieldIsTheSame(page)).toBe(true);

    await page.evaluate(() => document.querySelector('orebit-yield-farming')!.setAttribute('data-theme', 'dark'));
    await expect.poll(async () => (await look(page)).background).toBe(DARK_BG);
    expect(await fieldIsTheSame(page)).toBe(true);
    expect((await look(page)).mounts).toBe(1);
    expect(logs).toEqual([]);
  });

  it('follows the reader’s colour scheme with data-theme="auto", live as it changes', async () => {
    const { page } = await openCalculator();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => document.querySelector('orebit-yield-farming')!.setAttribute('data-theme', 'auto'));
    await expect.poll(async () => (await look(page)).background).toBe(LIGHT_BG);
    await markField(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await look(page)).background).toBe(DARK_BG);
    expect(await fieldIsTheSame(page)).toBe(true);
  });

  it('takes the theme from Orebit.mount / update options too, in place', async () => {
    const { page } = await openCalculator();
    await markField(page);
    await page.evaluate(() => {
      const host = document.querySelector('orebit-yield-farming')!;
      window.Orebit!.mount(host, 'yield-farming', { theme: 'light' });
    });
    await expect.poll(async () => (await look(page)).background).toBe(LIGHT_BG);
    expect(await fieldIsTheSame(page)).toBe(true);
    expect((await look(page)).mounts).toBe(1);
  });

  it('applies the documented --orebit-* tokens set on the host page', async () => {
    const { page } = await openCalculator();
    await page.addStyleTag({
      content:
        'orebit-yield-farming{--orebit-accent:rgb(200, 0, 100);--orebit-background:rgb(1, 2, 3);--orebit-surface:rgb(4, 5, 6);--orebit-text:rgb(250, 250, 240);--orebit-radius:3px;--orebit-font:Georgia, serif}',
    });
    const styled = await page.evaluate(() => {
      const shadow = document.querySelector('orebit-yield-farming')!.shadowRoot!;
      const root = getComputedStyle(shadow.querySelector('.orebit-root')!);
      const button = getComputedStyle(shadow.querySelector('button[type=submit]')!);
      const card = getComputedStyle(shadow.querySelector('form')!);
      return {
        background: root.backgroundColor,
        text: root.color,
        font: root.fontFamily,
        accent: button.backgroundColor,
        surface: card.backgroundColor,
        radius: card.borderTopLeftRadius,
      };
    });
    expect(styled).toEqual({
      background: 'rgb(1, 2, 3)',
      text: 'rgb(250, 250, 240)',
      font: 'Georgia, serif',
      accent: 'rgb(200, 0, 100)',
      surface: 'rgb(4, 5, 6)',
      radius: '3px',
    });
  });
});
