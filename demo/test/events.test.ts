import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// The public events (docs/embedding.md#javascript-api-and-events), as a host page receives them — DOM CustomEvents bubbling from
// the widget's element and Orebit.on handlers — from each widget that has one (demo/events.html
// logs both), and Orebit.on / off semantics.

const base = inject('baseUrl');
const browser = browserPerFile();

/** Stands in for the clipboard and window.open, recording instead. */
function recordCopiesAndWindows() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } });
  window.open = () => null;
}

async function openEvents() {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.addInitScript(recordCopiesAndWindows);
  await page.goto(`${base}/demo/events.html`);
  await expect.poll(() => page.evaluate(() => window.Orebit?.instances.size ?? 0)).toBe(6);
  return { page, logs, widget: (name: string) => page.locator(`[data-orebit-widget="${name}"]`) };
}

/** The page's event log as [source, type, detail] rows, oldest first. */
async function logged(page: Page, type: string): Promise<Array<[string, unknown]>> {
  const rows = await page.locator('#log li').allTextContents();
  return rows
    .reverse()
    .map((row) => row.split(' '))
    .filter(([, t]) => t === type)
    .map(([source, , ...json]) => [source!, JSON.parse(json.join(' '))]);
}

/** Waits until `type` is logged by the DOM listener and the bus, and returns both details. */
async function expectBoth(page: Page, type: string, widget: string): Promise<unknown> {
  await expect
    .poll(async () => (await logged(page, type)).map(([source]) => source).sort(), { timeout: 10_000 })
    .toEqual(['bus', `dom:${widget}`]);
  const [[, first], [, second]] = (await logged(page, type)) as [[string, unknown], [string, unknown]];
  expect(second).toEqual(first);
  return first;
}

describe('public widget events on a host page', () => {
  it('calculator:calculate carries the inputs used and the reward shown, as DOM event and on the bus', async () => {
    const { page, widget, logs } = await openEvents();
    const calculator = widget('yield-farming');
    await calculator.getByLabel('Amount (ORB)').fill('500');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    // docs/behaviour.md#yield-farming: reward = amount × APY/100 × days/365; 500 at 89.2 % for 365 days → 446.
    expect(await expectBoth(page, 'calculator:calculate', 'yield-farming')).toEqual({
      amount: 500,
      apy: 89.2,
      days: 365,
      reward: 446,
    });
    expect(await calculator.getByTestId('reward-tokens').textContent()).toBe('446 ORB');
    expect(logs).toEqual([]);
  });

  it('referral:copy and referral:share tell what was copied and where it was shared', async () => {
    const { page, widget } = await openEvents();
    const referral = widget('referral');
    await referral.getByRole('button', { name: 'Copy link' }).click();
    expect(await expectBoth(page, 'referral:copy', 'referral')).toEqual({
      link: 'https://orebit.example/join?ref=EVENTS42',
    });
    await referral.getByRole('button', { name: 'Twitter/X', exact: true }).click();
    expect(await expectBoth(page, 'referral:share', 'referral')).toEqual({ platform: 'twitter' });
    // Instagram has no share link (docs/behaviour.md#referral): no share happens, no event.
    await referral.getByRole('button', { name: 'Instagram', exact: true }).click();
    expect((await logged(page, 'referral:share')).length).toBe(2);
  });

  it('concierge:message carries the message the reader sent', async () => {
    const { page, widget } = await openEvents();
    const concierge = widget('concierge');
    await concierge.getByLabel('Message the concierge').fill('  What is staking?  ');
    await concierge.getByRole('button', { name: 'Send' }).click();
    expect(await expectBoth(page, 'concierge:message', 'concierge')).toEqual({ text: 'What is staking?' });
  });

  it('sms:subscribe carries the plan (and not the phone number) once the subscription goes through', async () => {
    const { page, widget } = await openEvents();
    const sms = widget('sms-alerts');
    // A blank phone is refused (docs/behaviour.md#sms-alerts): no event.
    await sms.getByRole('button', { name: 'Subscribe' }).click();
    await sms.getByRole('radio', { name: 'VIP Whale' }).click();
    await sms.getByLabel('Phone number').fill('+1 (555) 010-2030');
    await sms.getByRole('button', { name: 'Subscribe' }).click();
    expect(await expectBoth(page, 'sms:subscribe', 'sms-alerts')).toEqual({ plan: 'vip' });
  });

  it('wallet:connect names the wallet once it is connected', async () => {
    const { page, widget } = await openEvents();
    await widget('wallets').getByRole('button', { name: 'Connect MetaMask', exact: true }).click();
    expect(await expectBoth(page, 'wallet:connect', 'wallets')).toEqual({ wallet: 'metamask' });
  });

  it('forum:post carries the new post’s id from the API and its title', async () => {
    const { page, widget } = await openEvents();
    const community = widget('community');
    const title = `Events test ${Date.now()}`;
    await community.getByRole('button', { name: 'New Post' }).click();
    const dialog = community.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Posted by the events test.');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    const detail = (await expectBoth(page, 'forum:post', 'community')) as { id: number; title: string };
    expect(detail.title).toBe(title);
    const posts = (await (await fetch(`${base}/api/forum/posts`)).json()) as Array<{ id: number; title: string }>;
    expect(posts.find((post) => post.title === title)?.id).toBe(detail.id);
  });
});

describe('Orebit.on and off', () => {
  async function calculate(widget: Locator) {
    await widget.getByRole('button', { name: 'Calculate' }).click();
  }

  it('stop calling a handler after off, and a throwing handler stops neither the others nor the widget', async () => {
    const { page, widget, logs } = await openEvents();
    await page.evaluate(() => {
      const w = window as unknown as { calls: string[]; counted: (d: unknown) => void };
      w.calls = [];
      w.counted = () => w.calls.push('counted');
      window.Orebit!.on('calculator:calculate', () => {
        throw new Error('analytics is down');
      });
      window.Orebit!.on('calculator:calculate', w.counted);
      window.Orebit!.on('calculator:calculate', (detail) => w.calls.push(`reward ${detail.reward}`));
    });
    const calculator = widget('yield-farming');
    await calculator.getByLabel('Amount (ORB)').fill('2000');
    await calculate(calculator);
    expect(await calculator.getByTestId('reward-tokens').textContent()).toBe('1,784 ORB');
    expect(await page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual([
      'counted',
      'reward 1784',
    ]);
    expect(logs.filter((line) => line.includes('analytics is down'))).toHaveLength(1);
    expect(logs.find((line) => line.includes('analytics is down'))).toContain(
      '[orebit] An Orebit.on("calculator:calculate") handler failed',
    );

    await page.evaluate(() =>
      window.Orebit!.off('calculator:calculate', (window as unknown as { counted: (d: unknown) => void }).counted),
    );
    await calculate(calculator);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { calls: string[] }).calls))
      .toEqual(['counted', 'reward 1784', 'reward 1784']);
  });

  it('keep toasts and navigation working when a page handler throws on every event', async () => {
    const { page, widget, logs } = await openEvents();
    await page.evaluate(() => {
      window.Orebit!.on('*', () => {
        throw new Error('tracker crashed');
      });
    });
    // A blank phone: the runtime's own toast event, through the same bus (its text: docs/behaviour.md#sms-alerts).
    await widget('sms-alerts').getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.locator('orebit-toaster li').first().textContent()).toContain('Phone number required');
    expect(logs.some((line) => line.includes('[orebit] An Orebit.on("toast") handler failed'))).toBe(true);
  });

  it('hand every listener the same detail, frozen', async () => {
    const { page, widget } = await openEvents();
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      document.addEventListener('calculator:calculate', (event) => {
        const detail = (event as CustomEvent<{ reward: number }>).detail;
        Reflect.set(detail, 'reward', 0);
        w.seen.push(Object.isFrozen(detail) ? 'frozen' : 'changeable');
      });
      window.Orebit!.on('calculator:calculate', (detail) => w.seen.push(`reward ${detail.reward}`));
    });
    await widget('yield-farming').getByRole('button', { name: 'Calculate' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
      .toEqual(['frozen', 'reward 892']);
  });

  it('let a DOM listener on the widget’s element hear only that widget', async () => {
    const { page, widget } = await openEvents();
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[] };
      w.heard = [];
      const referral = document.querySelector('[data-orebit-widget="referral"]')!;
      referral.addEventListener('calculator:calculate', () => w.heard.push('referral heard the calculator'));
      const calculator = document.querySelector('[data-orebit-widget="yield-farming"]')!;
      calculator.addEventListener('calculator:calculate', (event) =>
        w.heard.push(`${event.type} from ${(event.target as HTMLElement).dataset.orebitWidget}`),
      );
    });
    await calculate(widget('yield-farming'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
      .toEqual(['calculator:calculate from yield-farming']);
  });
});
