import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// Priority SMS Alerts on its own demo page: plan choice by mouse and keyboard, the phone check and
// the local success state. Nothing goes to the server (docs/behaviour.md#sms-alerts).

const base = inject('baseUrl');
const browser = browserPerFile();

async function openSms() {
  const { page, logs } = await browser().open(`${base}/demo/sms-alerts.html`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const widget = page.locator('orebit-sms-alerts');
  await expect.poll(() => widget.getByRole('radiogroup', { name: 'SMS plan' }).count()).toBe(1);
  return {
    page,
    logs,
    requests,
    widget,
    radio: (name: string) => widget.getByRole('radio', { name, exact: true }),
    phone: widget.getByLabel('Phone number'),
    subscribe: widget.getByRole('button', { name: 'Subscribe' }),
    toasts: page.locator('orebit-toaster li'),
  };
}

/** The plan ids whose radio is checked. */
function checkedPlans(widget: Locator) {
  return widget
    .locator('[role="radio"][aria-checked="true"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-plan')));
}

describe('the SMS alerts section', () => {
  it('shows the heading, the three plans with prices, features and the MOST POPULAR badge, and logs nothing', async () => {
    const { page, logs, widget } = await openSms();
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Priority SMS Alerts');
    const plans = await widget.getByRole('radio').evaluateAll((els) =>
      els.map((el) => ({
        name: el.querySelector('h3')?.textContent,
        price: el.querySelector('.price')?.textContent,
        features: [...el.querySelectorAll('li')].map((li) => li.textContent),
      })),
    );
    expect(plans).toEqual([
      {
        name: 'Basic Updates',
        price: 'Free',
        features: ['Weekly market updates', 'Major price alerts', 'Platform announcements'],
      },
      {
        name: 'Priority Investor',
        price: '$9.99/month',
        features: [
          'Real-time signal alerts',
          'Exclusive trading insights',
          'Priority support access',
          'Early feature access',
        ],
      },
      {
        name: 'VIP Whale',
        price: '$24.99/month',
        features: [
          'Instant whale movement alerts',
          '1-on-1 concierge support',
          'Exclusive investment opportunities',
          'Direct line to trading experts',
        ],
      },
    ]);
    expect(
      await widget.getByRole('radio', { name: 'Priority Investor' }).getByText('MOST POPULAR', { exact: true }).count(),
    ).toBe(1);
    expect(await widget.getByText('MOST POPULAR').count()).toBe(1);
    expect(await widget.getByLabel('Phone number').getAttribute('placeholder')).toBe('+1 (555) 123-4567');
    expect(
      await widget.getByText('Standard message and data rates may apply. Reply STOP to unsubscribe.').count(),
    ).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('selects Priority Investor first and another plan on click', async () => {
    const { page, widget, radio } = await openSms();
    expect(await checkedPlans(widget)).toEqual(['priority']);
    await radio('VIP Whale').click();
    expect(await checkedPlans(widget)).toEqual(['vip']);
    expect(await radio('VIP Whale').getAttribute('aria-checked')).toBe('true');
    expect(await radio('Priority Investor').getAttribute('aria-checked')).toBe('false');
    await radio('Basic Updates').click();
    expect(await checkedPlans(widget)).toEqual(['basic']);
    await page.close();
  });

  it('is one tab stop whose arrow keys move and select, wrapping around', async () => {
    const { page, widget, radio } = await openSms();
    await page.keyboard.press('Tab');
    expect(
      await radio('Priority Investor').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await checkedPlans(widget)).toEqual(['vip']);
    await page.keyboard.press('ArrowRight');
    expect(await checkedPlans(widget)).toEqual(['basic']);
    expect(await radio('Basic Updates').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(
      true,
    );
    await page.keyboard.press('ArrowLeft');
    expect(await checkedPlans(widget)).toEqual(['vip']);
    // The next Tab leaves the group for the phone field.
    await page.keyboard.press('Tab');
    expect(
      await widget.getByLabel('Phone number').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    await page.close();
  });

  it('asks for a phone when it is blank or only spaces, and stays on the form', async () => {
    const { page, widget, phone, subscribe, toasts } = await openSms();
    await subscribe.click();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().getAttribute('data-variant')).toBe('destructive');
    expect(await toasts.first().locator('strong').textContent()).toBe('Phone number required');
    expect(await toasts.first().locator('p').textContent()).toBe('Please enter your phone number to continue');
    await toasts.first().getByRole('button', { name: 'Close' }).click();

    await phone.fill('    ');
    await phone.press('Enter');
    expect(await toasts.first().locator('strong').textContent()).toBe('Phone number required');
    expect(await widget.getByTestId('sms-active').count()).toBe(0);
    expect(await widget.getByRole('radiogroup').count()).toBe(1);
    await page.close();
  });

  it('subscribes any non-blank number, shows the success toast and the active subscription, with no server call', async () => {
    const { page, widget, radio, phone, subscribe, toasts, requests, logs } = await openSms();
    await radio('VIP Whale').click();
    // No format check (docs/behaviour.md#sms-alerts): anything that is not blank goes through.
    await phone.fill('  555 not-a-number ');
    const before = requests.length;
    await subscribe.click();
    expect(await toasts.first().getAttribute('data-variant')).toBe('default');
    expect(await toasts.first().locator('strong').textContent()).toBe('Successfully subscribed!');
    expect(await toasts.first().locator('p').textContent()).toBe(
      "You'll receive VIP Whale updates at 555 not-a-number",
    );

    const active = widget.getByTestId('sms-active');
    expect(await active.getByText('Active Subscription', { exact: true }).count()).toBe(1);
    expect(await active.getByRole('heading', { level: 3 }).textContent()).toBe('VIP Whale');
    expect(await active.getByText('555 not-a-number', { exact: true }).count()).toBe(1);
    // No way back: the plans, the phone field and the button are gone; focus stays in the section.
    expect(await widget.getByRole('radiogroup').count()).toBe(0);
    expect(await widget.getByRole('button').count()).toBe(0);
    expect(await widget.getByRole('textbox').count()).toBe(0);
    expect(await active.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(requests.slice(before)).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('subscribes the default plan with Enter in the phone field, rendering the number as text', async () => {
    const { page, widget, phone, toasts } = await openSms();
    await phone.fill('<b>+1 (555) 000-1111</b>');
    await phone.press('Enter');
    expect(await toasts.first().locator('p').textContent()).toBe(
      "You'll receive Priority Investor updates at <b>+1 (555) 000-1111</b>",
    );
    expect(await widget.getByTestId('sms-active').getByText('<b>+1 (555) 000-1111</b>', { exact: true }).count()).toBe(
      1,
    );
    expect(await widget.locator('b').count()).toBe(0);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, on the form and in the success state', async () => {
    const { page, phone, subscribe, toasts } = await openSms();
    expect(await axeViolations(page)).toEqual([]);
    await phone.fill('+1 (555) 123-4567');
    await subscribe.click();
    // The runtime's toast region is not ours to check here (its <li role="status"> items trip
    // axe's list rules): close the toast, then check the page.
    await toasts.first().getByRole('button', { name: 'Close' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
