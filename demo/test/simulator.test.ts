import type { ConsoleMessage, Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The Investment Simulator on its own demo page: the virtual balance (docs/behaviour.md#simulator), the buy and sell
// forms whose orders only go to the console (docs/behaviour.md#simulator), the performance figures and the leaderboard.

const base = inject('baseUrl');
const browser = browserPerFile();

async function openSimulator() {
  const { page, logs } = await browser().open(`${base}/demo/simulator.html`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The orders as logged: console.info's arguments, read back as values.
  const orders: unknown[][] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'info')
      void Promise.all(message.args().map((arg) => arg.jsonValue())).then((args) => orders.push(args));
  });
  const widget = page.locator('orebit-simulator');
  await expect.poll(() => widget.getByRole('heading', { level: 2 }).count()).toBe(1);
  const form = (name: 'Buy BTC' | 'Sell BTC') => widget.getByRole('form', { name });
  return {
    page,
    logs,
    requests,
    orders,
    widget,
    form,
    field: (name: 'Buy BTC' | 'Sell BTC', label: 'Amount' | 'Price') => form(name).getByLabel(label),
  };
}

/** Every form field's value, as "form/field: value". */
function fieldValues(widget: Locator) {
  return widget
    .locator('form input')
    .evaluateAll((inputs) =>
      inputs.map(
        (input) =>
          `${input.closest('form')?.querySelector('h3')?.textContent}/${(input as HTMLInputElement).name}: ${(input as HTMLInputElement).value}`,
      ),
    );
}

/** What the section shows besides the forms: balance, figures and leaderboard text. */
function staticText(widget: Locator) {
  return widget.evaluate((el) =>
    [...el.shadowRoot!.querySelectorAll('[data-testid="balance"], dl, table')].map((node) => node.textContent),
  );
}

describe('the simulator section', () => {
  it('shows the heading and the virtual balance of $100,000, and logs nothing', async () => {
    const { page, logs, widget } = await openSimulator();
    expect(await page.evaluate(() => document.querySelector('main script')?.parentElement?.localName)).toBe(
      'orebit-simulator',
    );
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Investment Simulator');
    const balance = widget.getByRole('region', { name: 'Virtual Balance' });
    expect(await balance.getByTestId('balance').textContent()).toBe('$100,000');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('starts the buy form at 1000 and the sell form at 500, both at 67234.56, as number fields', async () => {
    const { page, widget, field } = await openSimulator();
    expect(await fieldValues(widget)).toEqual([
      'Buy BTC/amount: 1000',
      'Buy BTC/price: 67234.56',
      'Sell BTC/amount: 500',
      'Sell BTC/price: 67234.56',
    ]);
    for (const name of ['Buy BTC', 'Sell BTC'] as const) {
      for (const label of ['Amount', 'Price'] as const)
        expect(await field(name, label).getAttribute('type'), `${name} ${label}`).toBe('number');
    }
    expect(await widget.getByRole('button', { name: 'Place Buy Order' }).count()).toBe(1);
    expect(await widget.getByRole('button', { name: 'Place Sell Order' }).count()).toBe(1);
    await page.close();
  });

  it('logs a buy order with what the user typed, and nothing else changes', async () => {
    const { page, widget, field, orders, logs, requests } = await openSimulator();
    const before = await staticText(widget);
    await field('Buy BTC', 'Amount').fill('2500.5');
    await field('Buy BTC', 'Price').fill('68000');
    const count = requests.length;
    await widget.getByRole('button', { name: 'Place Buy Order' }).click();
    await expect
      .poll(() => orders)
      .toEqual([['[orebit] Simulated order placed:', { side: 'buy', asset: 'BTC', amount: '2500.5', price: '68000' }]]);
    // The one line logged, and nothing else.
    expect(logs).toEqual([
      'info: [orebit] Simulated order placed: {side: buy, asset: BTC, amount: 2500.5, price: 68000}',
    ]);
    // The balance, the figures and the leaderboard stay; the fields keep what was typed.
    expect(await staticText(widget)).toEqual(before);
    expect(await widget.getByTestId('balance').textContent()).toBe('$100,000');
    expect(await fieldValues(widget)).toEqual([
      'Buy BTC/amount: 2500.5',
      'Buy BTC/price: 68000',
      'Sell BTC/amount: 500',
      'Sell BTC/price: 67234.56',
    ]);
    expect(requests.slice(count)).toEqual([]);
    await page.close();
  });

  it('logs a sell order with Enter, without validating the amount or the price', async () => {
    const { page, widget, field, orders, logs } = await openSimulator();
    // No validation (docs/behaviour.md#simulator): an empty amount and a negative price go through as typed.
    await field('Sell BTC', 'Amount').fill('');
    await field('Sell BTC', 'Price').fill('-12.5');
    await field('Sell BTC', 'Price').press('Enter');
    await expect
      .poll(() => orders)
      .toEqual([['[orebit] Simulated order placed:', { side: 'sell', asset: 'BTC', amount: '', price: '-12.5' }]]);
    // Placing the default buy order logs the defaults.
    await widget.getByRole('button', { name: 'Place Buy Order' }).click();
    await expect.poll(() => orders.length).toBe(2);
    expect(orders[1]).toEqual([
      '[orebit] Simulated order placed:',
      { side: 'buy', asset: 'BTC', amount: '1000', price: '67234.56' },
    ]);
    expect(logs).toEqual([
      'info: [orebit] Simulated order placed: {side: sell, asset: BTC, amount: , price: -12.5}',
      'info: [orebit] Simulated order placed: {side: buy, asset: BTC, amount: 1000, price: 67234.56}',
    ]);
    expect(await widget.getByTestId('balance').textContent()).toBe('$100,000');
    await page.close();
  });

  it('shows the performance figures', async () => {
    const { page, widget } = await openSimulator();
    const panel = widget.getByRole('region', { name: 'Your Performance' });
    const figures = await panel
      .locator('dl > div')
      .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));
    expect(figures).toEqual([
      ['Total P&L', '+$4,287.35'],
      ['Return', '+4.29%'],
      ['Win Rate', '64%'],
      ['Trades', '28'],
    ]);
    await page.close();
  });

  it('ranks the traders with their P&L and marks the current user "You"', async () => {
    const { page, widget } = await openSimulator();
    const table = widget.getByRole('table', { name: 'Leaderboard' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Rank', 'Trader', 'P&L']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['#1', 'WhaleWatcher', '+$24,891.20'],
      ['#2', 'SatoshiStacker', '+$18,452.75'],
      ['#3', 'DiamondHands', '+$12,306.40'],
      ['#4', 'orebit_traderYou', '+$4,287.35'],
      ['#5', 'ChainSurfer', '+$3,910.08'],
      ['#6', 'MoonMission', '-$1,245.60'],
    ]);
    // Exactly one row is the current user's, marked with the "You" badge and aria-current.
    expect(await table.getByText('You', { exact: true }).count()).toBe(1);
    const current = table.locator('tr[aria-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.getByText('You', { exact: true }).count()).toBe(1);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, in the dark and the light theme', async () => {
    const { page, widget } = await openSimulator();
    expect(await axeViolations(page)).toEqual([]);
    // Orebit.mount on a mounted element updates its options.
    await widget.evaluate((el) =>
      (window as unknown as { Orebit: { mount(el: Element, name: string, options: object): void } }).Orebit.mount(
        el,
        'simulator',
        { theme: 'light' },
      ),
    );
    await expect
      .poll(() => widget.evaluate((el) => el.shadowRoot?.querySelector('.orebit-root')?.getAttribute('data-theme')))
      .toBe('light');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
