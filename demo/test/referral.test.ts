import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// Share and Earn on the affiliates' demo page: the referral link (default, data-ref-code,
// data-site-url), copy confirmation timed with Playwright's clock, share windows captured by a
// stand-in window.open, the message editor, and the rewards.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/referral.html`;
const DEFAULT_LINK = 'https://orebit.example/join?ref=OREBIT2024';

/** Records what the page copies and which windows it opens, instead of doing either. */
function recordCopiesAndWindows() {
  const w = window as unknown as { copies: string[]; opened: Array<[string, string, string]> };
  w.copies = [];
  w.opened = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void w.copies.push(text) },
  });
  window.open = (url?: string | URL, target?: string, features?: string) => {
    w.opened.push([String(url), String(target), String(features)]);
    return null;
  };
}

async function openReferral(options: { clock?: boolean } = {}) {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.addInitScript(recordCopiesAndWindows);
  if (options.clock) await page.clock.install();
  await page.goto(DEMO);
  const widget = page.locator('orebit-referral').first();
  await expect.poll(() => widget.getByRole('heading', { name: 'Share and Earn' }).count()).toBe(1);
  if (options.clock) await page.clock.pauseAt(new Date(Date.now() + 1_000));
  return { page, widget, logs };
}

/** Adds a second widget with these data-* attributes and returns it once it shows its link. */
async function addWidget(page: Page, attributes: Record<string, string>): Promise<Locator> {
  await page.evaluate((attrs) => {
    const el = document.createElement('orebit-referral');
    el.id = 'custom';
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    document.querySelector('main')!.append(el);
  }, attributes);
  const widget = page.locator('#custom');
  await expect.poll(() => widget.getByLabel('Your referral link').count()).toBe(1);
  return widget;
}

const linkOf = (widget: Locator) => widget.getByLabel('Your referral link').inputValue();
const opened = (page: Page) =>
  page.evaluate(() => (window as unknown as { opened: Array<[string, string, string]> }).opened);

describe('the referral link', () => {
  it('is the official site with OREBIT2024 by default, read-only, whatever the host page', async () => {
    const { page, widget, logs } = await openReferral();
    const field = widget.getByLabel('Your referral link');
    expect(await field.inputValue()).toBe(DEFAULT_LINK);
    expect(DEFAULT_LINK.startsWith(base)).toBe(false);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await field.click();
    await page.keyboard.type('xyz');
    expect(await field.inputValue()).toBe(DEFAULT_LINK);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('carries the affiliate code of data-ref-code and the site of data-site-url', async () => {
    const { page, logs } = await openReferral();
    expect(await linkOf(await addWidget(page, { 'data-ref-code': 'ALICE42' }))).toBe(
      'https://orebit.example/join?ref=ALICE42',
    );
    await page.locator('#custom').evaluate((el) => el.remove());
    const custom = await addWidget(page, { 'data-ref-code': 'BOB-7', 'data-site-url': 'https://partner.test/invest/' });
    expect(await linkOf(custom)).toBe('https://partner.test/invest/join?ref=BOB-7');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('falls back to the official site on a bad data-site-url, with one [orebit] warning', async () => {
    const { page, logs } = await openReferral();
    const custom = await addWidget(page, { 'data-ref-code': 'ALICE42', 'data-site-url': 'javascript:alert(1)' });
    expect(await linkOf(custom)).toBe('https://orebit.example/join?ref=ALICE42');
    // The same mistake again on the page warns no more.
    await page.evaluate(() =>
      window.Orebit!.mount(document.querySelector('main')!.appendChild(document.createElement('div')), 'referral', {
        siteUrl: 'javascript:alert(1)',
      }),
    );
    expect(logs).toEqual([
      'warning: [orebit] referral: data-site-url="javascript:alert(1)" is not an absolute http(s) URL; using "https://orebit.example".',
    ]);
    await page.close();
  });

  it('falls back to OREBIT2024 on a code that is not letters, digits, - or _', async () => {
    const { page, logs } = await openReferral();
    const custom = await addWidget(page, { 'data-ref-code': 'A B&C' });
    expect(await linkOf(custom)).toBe(DEFAULT_LINK);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^warning: \[orebit\] referral: data-ref-code="A B&C" is not a referral code/);
    await page.close();
  });
});

describe('the copy button', () => {
  it('copies the link and shows its confirmation for 2000 ms', async () => {
    const { page, widget, logs } = await openReferral({ clock: true });
    const button = widget.getByRole('button', { name: 'Copy link' });
    await button.click();
    const copied = widget.getByRole('button', { name: 'Copied' });
    await expect.poll(() => copied.count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { copies: string[] }).copies)).toEqual([DEFAULT_LINK]);
    expect(await copied.getAttribute('data-copied')).toBe('true');
    expect(await widget.getByRole('status').textContent()).toBe('Link copied');
    await page.clock.runFor(1_999);
    expect(await copied.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await copied.count()).toBe(0);
    expect(await button.count()).toBe(1);
    expect(await button.getAttribute('data-copied')).toBeNull();
    expect(await widget.getByRole('status').textContent()).toBe('');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('counts the 2000 ms again from a second copy', async () => {
    const { page, widget } = await openReferral({ clock: true });
    await widget.getByRole('button', { name: 'Copy link' }).click();
    await page.clock.runFor(1_500);
    await widget.getByRole('button', { name: 'Copied' }).click();
    await page.clock.runFor(1_999);
    expect(await widget.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    await page.clock.runFor(1);
    expect(await widget.getByRole('button', { name: 'Copy link' }).count()).toBe(1);
    await page.close();
  });

  it('copies the old way when the page has no clipboard API', async () => {
    const page = await browser().newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      const copies: string[] = ((window as unknown as { copies: string[] }).copies = []);
      document.addEventListener('copy', (e) => {
        // The path reaches into the open shadow root: its first entry is the selected field.
        copies.push((e.composedPath()[0] as HTMLInputElement).value);
      });
    });
    await page.goto(DEMO);
    const widget = page.locator('orebit-referral');
    await widget.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => widget.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { copies: string[] }).copies)).toEqual([DEFAULT_LINK]);
    await page.close();
  });
});

describe('the message editor and share buttons', () => {
  it('starts empty showing the default text, shares the default text while empty, and Use Default fills it in', async () => {
    const { page, widget, logs } = await openReferral();
    const editor = widget.getByLabel('Your message');
    const placeholder = (await editor.getAttribute('placeholder'))!;
    expect(await editor.inputValue()).toBe('');
    expect(placeholder).toMatch(/Orebit/);

    await widget.getByRole('button', { name: 'Telegram' }).click();
    await editor.fill('Hello there');
    await editor.fill('   ');
    await widget.getByRole('button', { name: 'Telegram' }).click();
    const texts = (await opened(page)).map(([url]) => new URL(url).searchParams.get('text'));
    expect(texts).toEqual([placeholder, placeholder]);

    await widget.getByRole('button', { name: 'Use Default' }).click();
    expect(await editor.inputValue()).toBe(placeholder);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('opens each platform in a 600×400 window with the message and link; Instagram and Discord open nothing', async () => {
    const { page, widget, logs } = await openReferral();
    const message = 'Earn 5% & more with #Orebit? Yes!';
    await widget.getByLabel('Your message').fill(message);
    const buttons = widget.getByRole('list').filter({ hasText: 'Discord' }).getByRole('button');
    expect(await buttons.allTextContents()).toEqual([
      'Twitter/X',
      'Facebook',
      'LinkedIn',
      'Reddit',
      'Telegram',
      'WhatsApp',
      'Instagram',
      'Discord',
    ]);
    for (const button of await buttons.all()) await button.click();
    const windows = await opened(page);
    expect(windows.map(([, target, features]) => [target, features])).toEqual(
      Array(6).fill(['_blank', 'width=600,height=400,noopener,noreferrer']),
    );
    const m = encodeURIComponent(message);
    const u = encodeURIComponent(DEFAULT_LINK);
    expect(windows.map(([url]) => url)).toEqual([
      `https://twitter.com/intent/tweet?text=${m}&url=${u}`,
      `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${m}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      `https://www.reddit.com/submit?url=${u}&title=${m}`,
      `https://t.me/share/url?url=${u}&text=${m}`,
      `https://wa.me/?text=${m}%20${u}`,
    ]);
    expect(new URL(windows[0]![0]).searchParams.get('text')).toBe(message);
    expect(page.context().pages()).toHaveLength(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('shares an affiliate’s own link', async () => {
    const { page } = await openReferral();
    const custom = await addWidget(page, { 'data-ref-code': 'ALICE42' });
    await custom.getByRole('button', { name: 'WhatsApp' }).click();
    const windows = await opened(page);
    expect(windows).toHaveLength(1);
    expect(new URL(windows[0]![0]).searchParams.get('text')).toMatch(/ https:\/\/orebit\.example\/join\?ref=ALICE42$/);
    await page.close();
  });
});

describe('the rewards', () => {
  it('show the progress bar, the five tiers, the three bonuses and the 5% commission', async () => {
    const { page, widget } = await openReferral();
    const bar = widget.getByRole('progressbar', { name: 'Progress to the next reward tier' });
    expect([await bar.getAttribute('aria-valuenow'), await bar.getAttribute('aria-valuemax')]).toEqual(['3', '5']);
    expect(await widget.getByText('3 of 5 referrals to Bronze ($50)').count()).toBe(1);
    const tiers = await widget
      .getByRole('list', { name: 'Reward tiers' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.textContent));
    expect(tiers).toEqual([
      '1 referral · Welcome Bonus$5',
      '5 referrals · Bronze$50',
      '15 referrals · Silver + Premium access$200',
      '50 referrals · Gold + priority on Orebit Miner$750',
      '100 referrals · Diamond + revenue share$2,000',
    ]);
    const bonuses = await widget
      .getByRole('list', { name: 'Bonus opportunities' })
      .getByRole('listitem')
      .allTextContents();
    expect(bonuses).toEqual([
      'Weekend Bonus2x rewards on referrals made on weekends',
      'Social Share Bonus$2 per engaged social share',
      'Premium Upgrade Bonus$10 when a referral upgrades to Premium',
    ]);
    expect(await widget.getByText(/^Plus 5% commission/).count()).toBe(1);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, in the dark and the light theme', async () => {
    const { page, widget } = await openReferral();
    await widget.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => widget.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() =>
      window.Orebit!.mount(document.querySelector('orebit-referral')!, 'referral', { theme: 'light' }),
    );
    await expect.poll(() => widget.locator('[data-theme="light"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
