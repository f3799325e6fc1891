import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// Premium subscription on its own demo page: prices per billing period (docs/behaviour.md#premium), plan choice, the
// payment method tabs by mouse and keyboard, and the order summary. Nothing goes to the server (docs/behaviour.md#premium).

const base = inject('baseUrl');
const browser = browserPerFile();

/** The plans' prices in USD (docs/behaviour.md#premium). */
const SPEC_PRICES = {
  Basic: { monthly: '$9.99', yearly: '$99.99', savings: '$19.89' },
  Premium: { monthly: '$24.99', yearly: '$249.99', savings: '$49.89' },
  Elite: { monthly: '$49.99', yearly: '$499.99', savings: '$99.89' },
};

async function openPremium() {
  const { page, logs } = await browser().open(`${base}/demo/premium.html`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const widget = page.locator('orebit-premium');
  await expect.poll(() => widget.getByRole('heading', { level: 2 }).count()).toBe(1);
  return {
    page,
    logs,
    requests,
    widget,
    plan: (name: string) => widget.getByRole('listitem', { name, exact: true }),
    billing: (name: 'Monthly' | 'Yearly') =>
      widget.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: new RegExp(`^${name}`) }),
    summary: widget.getByTestId('order-summary'),
  };
}

/** Each plan card: name, price with its suffix, the savings line and the badge (null when absent). */
function planCards(widget: Locator) {
  return widget.locator('[data-plan]').evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector('h3')?.textContent,
      price: card.querySelector('.price')?.textContent,
      savings: card.querySelector('.savings')?.textContent ?? null,
      badge: card.querySelector('.badge')?.textContent ?? null,
    })),
  );
}

/** The order summary as { field: text }. */
function summaryFields(summary: Locator) {
  return summary
    .locator('dd[data-field]')
    .evaluateAll((dds) => Object.fromEntries(dds.map((dd) => [dd.getAttribute('data-field'), dd.textContent])));
}

/** Which plans' buttons are pressed, as "name: button text". */
function planButtons(widget: Locator) {
  return widget
    .locator('[data-plan] > button')
    .evaluateAll((buttons) =>
      buttons.map(
        (b) =>
          `${b.closest('[data-plan]')?.querySelector('h3')?.textContent}: ${b.firstChild?.textContent}${b.getAttribute('aria-pressed') === 'true' ? ' *' : ''}`,
      ),
    );
}

describe('the premium section', () => {
  it('shows the three plans with the spec monthly prices and badges, and logs nothing', async () => {
    const { page, logs, widget, billing } = await openPremium();
    expect(await page.evaluate(() => document.querySelector('main script')?.parentElement?.localName)).toBe(
      'orebit-premium',
    );
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Premium Subscription');
    expect(await billing('Monthly').getAttribute('aria-pressed')).toBe('true');
    expect(await billing('Yearly').getAttribute('aria-pressed')).toBe('false');
    expect(await planCards(widget)).toEqual([
      { name: 'Basic', price: `${SPEC_PRICES.Basic.monthly}/month`, savings: null, badge: null },
      { name: 'Premium', price: `${SPEC_PRICES.Premium.monthly}/month`, savings: null, badge: 'Most Popular' },
      { name: 'Elite', price: `${SPEC_PRICES.Elite.monthly}/month`, savings: null, badge: 'Best Value' },
    ]);
    expect(await widget.locator('[data-plan="premium"] li').count()).toBeGreaterThan(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('labels yearly billing "Save 20%" and switches to the yearly prices with 12 × monthly − yearly saved, and back', async () => {
    const { page, widget, billing } = await openPremium();
    expect(await billing('Yearly').textContent()).toBe('YearlySave 20%');
    await billing('Yearly').click();
    expect(await billing('Yearly').getAttribute('aria-pressed')).toBe('true');
    expect(await billing('Monthly').getAttribute('aria-pressed')).toBe('false');
    expect(await planCards(widget)).toEqual([
      {
        name: 'Basic',
        price: `${SPEC_PRICES.Basic.yearly}/year`,
        savings: `Save ${SPEC_PRICES.Basic.savings} a year`,
        badge: null,
      },
      {
        name: 'Premium',
        price: `${SPEC_PRICES.Premium.yearly}/year`,
        savings: `Save ${SPEC_PRICES.Premium.savings} a year`,
        badge: 'Most Popular',
      },
      {
        name: 'Elite',
        price: `${SPEC_PRICES.Elite.yearly}/year`,
        savings: `Save ${SPEC_PRICES.Elite.savings} a year`,
        badge: 'Best Value',
      },
    ]);
    await billing('Monthly').click();
    expect((await planCards(widget)).map((card) => card.price)).toEqual([
      '$9.99/month',
      '$24.99/month',
      '$49.99/month',
    ]);
    await page.close();
  });

  it('selects Premium first, and Choose Plan selects another plan, which then reads "Selected Plan"', async () => {
    const { page, widget, plan } = await openPremium();
    expect(await planButtons(widget)).toEqual(['Basic: Choose Plan', 'Premium: Selected Plan *', 'Elite: Choose Plan']);
    await plan('Elite').getByRole('button', { name: 'Choose Plan Elite' }).click();
    expect(await planButtons(widget)).toEqual(['Basic: Choose Plan', 'Premium: Choose Plan', 'Elite: Selected Plan *']);
    // Choosing the selected plan again keeps it selected.
    await plan('Elite').getByRole('button', { name: 'Selected Plan Elite' }).click();
    expect(await planButtons(widget)).toEqual(['Basic: Choose Plan', 'Premium: Choose Plan', 'Elite: Selected Plan *']);
    await widget.getByRole('button', { name: 'Choose Plan Basic' }).press('Enter');
    expect(await planButtons(widget)).toEqual(['Basic: Selected Plan *', 'Premium: Choose Plan', 'Elite: Choose Plan']);
    await page.close();
  });

  it('sums up the selected plan and billing, with the savings when yearly and the two guarantees', async () => {
    const { page, plan, billing, summary } = await openPremium();
    expect(await summary.getByRole('heading', { level: 3 }).textContent()).toBe('Order Summary');
    expect(await summaryFields(summary)).toEqual({
      plan: 'Premium',
      billing: 'Monthly',
      price: '$24.99/month',
      total: '$24.99',
    });
    await billing('Yearly').click();
    expect(await summaryFields(summary)).toEqual({
      plan: 'Premium',
      billing: 'Yearly',
      price: '$249.99/year',
      savings: '$49.89',
      total: '$249.99',
    });
    await plan('Elite').getByRole('button').click();
    expect(await summaryFields(summary)).toEqual({
      plan: 'Elite',
      billing: 'Yearly',
      price: '$499.99/year',
      savings: '$99.89',
      total: '$499.99',
    });
    await billing('Monthly').click();
    await plan('Basic').getByRole('button').click();
    expect(await summaryFields(summary)).toEqual({
      plan: 'Basic',
      billing: 'Monthly',
      price: '$9.99/month',
      total: '$9.99',
    });
    expect(await summary.getByRole('list', { name: 'Guarantees' }).getByRole('listitem').allTextContents()).toEqual([
      '30-day money-back',
      'cancel anytime',
    ]);
    // The spec's lower-case wording starts its line in upper case, by CSS only.
    const firstLetter = await summary
      .getByText('cancel anytime')
      .evaluate((el) => getComputedStyle(el, '::first-letter').textTransform);
    expect(firstLetter).toBe('uppercase');
    await page.close();
  });

  it('makes no request when Complete Purchase is pressed, and nothing changes', async () => {
    const { page, widget, summary, requests, logs } = await openPremium();
    const before = await summaryFields(summary);
    const url = page.url();
    const count = requests.length;
    await widget.getByRole('button', { name: 'Complete Purchase' }).click();
    expect(requests.slice(count)).toEqual([]);
    expect(await summaryFields(summary)).toEqual(before);
    expect(page.url()).toBe(url);
    expect(await page.locator('orebit-toaster li').count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('the payment method tabs', () => {
  /** The tab names, the selected one starred. */
  const tabState = (widget: Locator) =>
    widget
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => `${tab.textContent}${tab.getAttribute('aria-selected') === 'true' ? ' *' : ''}`),
      );
  /** The methods in the visible panel. */
  const visibleMethods = (widget: Locator) => widget.locator('[role="tabpanel"]:not([hidden]) li').allTextContents();

  it('show Cards first and each tab its methods on click', async () => {
    const { page, widget } = await openPremium();
    expect(await widget.getByRole('tablist', { name: 'Payment method type' }).count()).toBe(1);
    expect(await tabState(widget)).toEqual(['Cards *', 'Digital', 'Crypto']);
    expect(await visibleMethods(widget)).toEqual(['Visa', 'Mastercard', 'American Express']);
    await widget.getByRole('tab', { name: 'Digital' }).click();
    expect(await tabState(widget)).toEqual(['Cards', 'Digital *', 'Crypto']);
    expect(await visibleMethods(widget)).toEqual(['PayPal', 'Apple Pay', 'Google Pay', 'Stripe']);
    await widget.getByRole('tab', { name: 'Crypto' }).click();
    expect(await visibleMethods(widget)).toEqual(['Bitcoin', 'Ethereum', 'USDC', 'BNB']);
    expect(await widget.getByRole('tabpanel').getByText('Visa').isVisible()).toBe(false);
    await page.close();
  });

  it('are one tab stop whose arrow keys, Home and End move and select', async () => {
    const { page, widget } = await openPremium();
    await widget.getByRole('tab', { name: 'Cards' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabState(widget)).toEqual(['Cards', 'Digital *', 'Crypto']);
    expect(
      await widget
        .getByRole('tab', { name: 'Digital' })
        .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    await page.keyboard.press('End');
    expect(await visibleMethods(widget)).toEqual(['Bitcoin', 'Ethereum', 'USDC', 'BNB']);
    await page.keyboard.press('ArrowRight');
    expect(await tabState(widget)).toEqual(['Cards *', 'Digital', 'Crypto']);
    await page.keyboard.press('ArrowLeft');
    expect(await tabState(widget)).toEqual(['Cards', 'Digital', 'Crypto *']);
    await page.keyboard.press('Home');
    expect(await visibleMethods(widget)).toEqual(['Visa', 'Mastercard', 'American Express']);
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    expect(
      await widget
        .locator('[role="tabpanel"]:not([hidden])')
        .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, monthly and yearly, on another tab', async () => {
    const { page, widget, billing } = await openPremium();
    expect(await axeViolations(page)).toEqual([]);
    await billing('Yearly').click();
    await widget.getByRole('tab', { name: 'Crypto' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('has no violations in the light theme either', async () => {
    const { page, widget } = await openPremium();
    // Orebit.mount on a mounted element updates its options.
    await widget.evaluate((el) =>
      (window as unknown as { Orebit: { mount(el: Element, name: string, options: object): void } }).Orebit.mount(
        el,
        'premium',
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
