import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// The staking calculator embedded with one script tag, in a real browser on real host pages.

const base = inject('baseUrl');
const browser = browserPerFile();

describe('the partner blog', () => {
  it('renders the calculator from one script tag inside an open shadow root in the sidebar', async () => {
    const { page, logs } = await browser().open(`${base}/demo/partner-blog.html`);
    const host = page.locator('aside orebit-yield-farming');
    await expect.poll(() => host.count()).toBe(1);
    // The host stands in the place of the script tag that loaded it, the tag inside it.
    expect(await page.evaluate(() => document.querySelector('aside script')?.parentElement?.localName)).toBe(
      'orebit-yield-farming',
    );
    expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    await expect.poll(() => host.locator('h2').textContent()).toBe('Staking Calculator');
    // The calculator view only: no pool list, no active stakes.
    expect(await host.getByText('Top Farming Opportunities').count()).toBe(0);
    expect(await host.getByText('Your Active Stakes').count()).toBe(0);
    expect(await host.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(await host.getByTestId('reward-usd').textContent()).toBe('≈ $8,920 USD');
    // Nothing was added to the host document's head, and no <style> element anywhere.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(1); // the blog's own
    expect(await host.evaluate((el) => el.shadowRoot!.querySelectorAll('style').length)).toBe(0);
    expect(await host.evaluate((el) => el.shadowRoot!.adoptedStyleSheets.length)).toBe(2);
    expect(logs.filter((l) => !l.startsWith('debug'))).toEqual([]);
    await page.close();
  });

  it('calculates 2000 ORB at 12% for 180 days as 118 ORB and $1,180, only when Calculate is pressed', async () => {
    const { page } = await browser().open(`${base}/demo/partner-blog.html`);
    const calc = page.locator('aside orebit-yield-farming');
    await calc.getByLabel('Amount (ORB)').fill('2000');
    await calc.getByLabel('APY (%)').fill('12');
    await calc.getByLabel('Duration (days)').fill('180');
    // Typing alone changes nothing.
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(await calc.getByTestId('reward-usd').textContent()).toBe('≈ $8,920 USD');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    // round(2000 × 12/100 × 180/365) = 118; × $10 = $1,180
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe(`${Math.round((2000 * 0.12 * 180) / 365)} ORB`);
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    expect(await calc.getByTestId('reward-usd').textContent()).toBe('≈ $1,180 USD');
    await page.close();
  });

  it('calculates with Enter from the keyboard and counts non-numeric input as 0', async () => {
    const { page } = await browser().open(`${base}/demo/partner-blog.html`);
    const calc = page.locator('aside orebit-yield-farming');
    const amount = calc.getByLabel('Amount (ORB)');
    await amount.fill('abc');
    await amount.press('Enter');
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('0 ORB');
    expect(await calc.getByTestId('reward-usd').textContent()).toBe('≈ $0 USD');
    await amount.fill('');
    await calc.getByLabel('APY (%)').fill('50');
    await calc.getByLabel('Duration (days)').fill('1');
    await amount.fill('730');
    await amount.press('Enter');
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('1 ORB');
    await page.close();
  });
});

describe('data-* options', () => {
  it('set the calculator defaults and warn once about a bad value', async () => {
    const { page, logs } = await browser().open(`${base}/demo/plain.html`);
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) {
        const el = document.createElement('div');
        el.dataset.orebitWidget = 'yield-farming';
        el.dataset.view = 'calculator';
        el.dataset.amount = 'lots';
        el.className = 'bad';
        document.body.append(el);
      }
      const good = document.createElement('div');
      good.id = 'good';
      good.dataset.orebitWidget = 'yield-farming';
      good.dataset.view = 'calculator';
      good.dataset.amount = '2000';
      good.dataset.apy = '12';
      good.dataset.days = '180';
      document.body.append(good);
    });
    const good = page.locator('#good');
    await expect.poll(() => good.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    expect(await good.getByLabel('Amount (ORB)').inputValue()).toBe('2000');
    for (const bad of await page.locator('.bad').all()) {
      expect(await bad.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
      expect(await bad.getByLabel('Amount (ORB)').inputValue()).toBe('1000');
    }
    expect(logs.filter((l) => l.includes('[orebit]'))).toEqual([
      'warning: [orebit] yield-farming: data-amount="lots" is not a number; using 1000.',
    ]);
    await page.close();
  });

  it('show the full section by default, with pools, the calculator and the active stakes', async () => {
    const { page } = await browser().open(`${base}/demo/plain.html`);
    await page.evaluate(() => {
      const el = document.createElement('orebit-yield-farming');
      el.id = 'full';
      document.body.append(el);
    });
    const full = page.locator('#full');
    await expect.poll(() => full.getByText('Top Farming Opportunities').count()).toBe(1);
    expect(await full.getByRole('heading', { name: 'Yield Farming & Staking' }).count()).toBe(1);
    const pools = full.locator('li:has(h4)').filter({ has: page.getByRole('button') });
    const count = await pools.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (const pool of await pools.all()) {
      const name = (await pool.locator('h4').textContent()) ?? '';
      const button = (await pool.getByRole('button').textContent()) ?? '';
      expect(button).toBe(name.includes('Staking') ? 'Stake Now' : 'Farm Now');
    }
    expect(await full.getByRole('button', { name: 'Stake Now' }).count()).toBeGreaterThanOrEqual(1);
    expect(await full.getByText('Your Active Stakes').count()).toBe(1);
    expect(await full.getByText('$9,812.30').count()).toBe(1);
    expect(await full.getByText('67 days left').count()).toBe(1);
    expect(await full.getByText('+$892.50').count()).toBe(1);
    // Risk badges in the spec's colours: low green, medium yellow, high red.
    const colours = await full.evaluate((el) =>
      Object.fromEntries(
        [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-risk]')].map((b) => [
          b.dataset.risk,
          getComputedStyle(b).color,
        ]),
      ),
    );
    expect(colours).toEqual({ low: 'rgb(34, 197, 94)', medium: 'rgb(234, 179, 8)', high: 'rgb(248, 113, 113)' });
    await page.close();
  });
});

describe('the calculator in a narrow frame', () => {
  it('fits a 21-digit reward at 280 px: nothing overflows sideways and the whole figure is shown', async () => {
    const page = await browser().newPage({ viewport: { width: 280, height: 900 } });
    await page.goto(`${base}/embed/yield-farming?view=calculator`);
    const calc = page.locator('orebit-yield-farming');
    await calc.getByLabel('Amount (ORB)').fill('123456789012345678901');
    await calc.getByLabel('APY (%)').fill('100');
    await calc.getByLabel('Duration (days)').fill('365');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    await expect
      .poll(() => calc.getByTestId('reward-tokens').textContent())
      .toMatch(/^123,456,789,012,345,\d{3},\d{3} ORB$/);
    const overflow = await calc.evaluate((host) =>
      [host, ...host.shadowRoot!.querySelectorAll('form, output, output *')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth + 0.5)
        .map((el) => el.localName),
    );
    expect(overflow).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(280);
    await page.close();
  });
});
