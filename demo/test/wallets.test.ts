import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// Wallet integration on its own demo page. The 1000 ms connect and 500 ms disconnect are timed
// with Playwright's clock, paused once the widget shows; toasts are read in <orebit-toaster>.

const base = inject('baseUrl');
const browser = browserPerFile();

const NAMES = [
  'MetaMask',
  'Trust Wallet',
  'Coinbase Wallet',
  'Phantom',
  'WalletConnect',
  'Ledger Live',
  'Binance Chain',
  'Exodus',
  'Atomic Wallet',
  'Rainbow',
  'Trezor',
  'imToken',
];

async function openWallets() {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.clock.install();
  await page.goto(`${base}/demo/wallets.html`);
  const widget = page.locator('orebit-wallets');
  await expect.poll(() => widget.getByRole('heading', { name: 'Wallet Integration' }).count()).toBe(1);
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const toasts = page.locator('orebit-toaster li');
  return {
    page,
    widget,
    logs,
    cards: widget.getByRole('list', { name: 'Supported wallets' }).locator(':scope > li'),
    card: (name: string) => widget.getByRole('listitem', { name, exact: true }),
    button: (name: string) => widget.getByRole('button', { name: new RegExp(` ${name}$`) }),
    toasts,
    /** The one toast showing, as "title — description". */
    toast: async () => {
      expect(await toasts.count()).toBe(1);
      return `${await toasts.locator('strong').textContent()} — ${await toasts.locator('p').textContent()}`;
    },
  };
}

describe('the wallet grid', () => {
  it('lists the twelve wallets in order, each with type, users, security, chains and Connect, and logs nothing', async () => {
    const { page, widget, logs, cards, card } = await openWallets();
    expect(await cards.locator('h3').allTextContents()).toEqual(NAMES);
    const metamask = card('MetaMask');
    expect(await metamask.getByText('Browser Extension').count()).toBe(1);
    expect(await metamask.getByText('30M+').count()).toBe(1);
    expect(await metamask.getByText('High', { exact: true }).count()).toBe(1);
    expect(await metamask.locator('.chains li').allTextContents()).toContain('Ethereum');
    expect(await card('Ledger Live').getByText('Maximum', { exact: true }).count()).toBe(1);
    expect(await card('Coinbase Wallet').getByText('Enterprise', { exact: true }).count()).toBe(1);
    for (const name of NAMES)
      expect(await widget.getByRole('button', { name: `Connect ${name}`, exact: true }).count(), name).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('shows a four-step setup guide and iOS and Android download buttons that do nothing', async () => {
    const { page, widget, toasts } = await openWallets();
    expect(await widget.getByRole('heading', { name: 'Setup Guide' }).count()).toBe(1);
    expect(await widget.locator('.guide ol > li').count()).toBe(4);
    const url = page.url();
    for (const name of ['Download for iOS', 'Download for Android']) {
      await widget.getByRole('button', { name }).click();
    }
    await page.clock.runFor(2_000);
    expect(await toasts.count()).toBe(0);
    expect(page.url()).toBe(url);
    await page.close();
  });
});

describe('connecting a wallet', () => {
  it('toasts "Connecting…", disables the button, and marks the wallet connected after 1000 ms with a success toast', async () => {
    const { page, card, button, toast } = await openWallets();
    await button('MetaMask').click();
    expect(await toast()).toBe('Connecting… — Connecting to MetaMask…');
    expect(await button('MetaMask').textContent()).toBe('Connecting… MetaMask');
    expect(await button('MetaMask').isDisabled()).toBe(true);
    expect(await button('MetaMask').getAttribute('aria-busy')).toBe('true');

    await page.clock.runFor(999);
    expect(await card('MetaMask').getAttribute('data-status')).toBe('connecting');
    await page.clock.runFor(1);
    expect(await card('MetaMask').getAttribute('data-status')).toBe('connected');
    expect(await card('MetaMask').getByText('Connected', { exact: true }).count()).toBe(1);
    expect(await button('MetaMask').textContent()).toBe('Disconnect MetaMask');
    // The newest toast replaces the previous one.
    expect(await toast()).toBe('Wallet Connected — MetaMask is now connected to Orebit.');
    await page.close();
  });

  it('keeps keyboard focus on the button while it connects and once it reads Disconnect', async () => {
    const { page, widget, button } = await openWallets();
    const focused = () => widget.evaluate((el) => el.shadowRoot!.activeElement?.textContent ?? null);
    await button('Trezor').focus();
    await page.keyboard.press('Enter');
    expect(await button('Trezor').isDisabled()).toBe(true);
    expect(await focused()).toBe('Connecting… Trezor');
    // A press while it connects is ignored.
    await page.keyboard.press('Enter');
    await page.clock.runFor(1_000);
    expect(await focused()).toBe('Disconnect Trezor');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('Disconnecting… Trezor');
    await page.clock.runFor(500);
    expect(await focused()).toBe('Connect Trezor');
    await page.close();
  });

  it('does nothing more when the wallet is pressed again while connecting', async () => {
    const { page, card, button, toast } = await openWallets();
    await button('Phantom').click();
    await button('Phantom').click({ force: true });
    await page.clock.runFor(1_000);
    expect(await card('Phantom').getAttribute('data-status')).toBe('connected');
    expect(await toast()).toBe('Wallet Connected — Phantom is now connected to Orebit.');
    // Nothing else is scheduled: no toast replaces the success one.
    await page.clock.runFor(1_000);
    expect(await toast()).toBe('Wallet Connected — Phantom is now connected to Orebit.');
    await page.close();
  });

  it('connects several wallets side by side', async () => {
    const { page, card, button } = await openWallets();
    await button('Trezor').click();
    await page.clock.runFor(500);
    await button('Rainbow').click();
    await page.clock.runFor(500);
    expect(await card('Trezor').getAttribute('data-status')).toBe('connected');
    expect(await card('Rainbow').getAttribute('data-status')).toBe('connecting');
    await page.clock.runFor(500);
    expect(await card('Rainbow').getAttribute('data-status')).toBe('connected');
    await page.close();
  });
});

describe('disconnecting a wallet', () => {
  it('toasts, then removes the wallet after 500 ms with another toast', async () => {
    const { page, card, button, toast } = await openWallets();
    await button('imToken').click();
    await page.clock.runFor(1_000);
    await button('imToken').click();
    expect(await toast()).toBe('Disconnecting… — Disconnecting imToken…');
    expect(await button('imToken').isDisabled()).toBe(true);
    await page.clock.runFor(499);
    expect(await card('imToken').getAttribute('data-status')).toBe('disconnecting');
    await page.clock.runFor(1);
    expect(await card('imToken').getAttribute('data-status')).toBe('idle');
    expect(await button('imToken').textContent()).toBe('Connect imToken');
    expect(await toast()).toBe('Wallet Disconnected — imToken has been disconnected.');
    await page.close();
  });
});

describe('accessibility', () => {
  // On the real clock: axe-core schedules its own timers.
  it('axe-core finds no violations on the page, nor in the widget with a wallet connected', async () => {
    const { page, logs } = await browser().open(`${base}/demo/wallets.html`);
    const widget = page.locator('orebit-wallets');
    await expect.poll(() => widget.getByRole('button', { name: 'Connect MetaMask', exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Connect MetaMask', exact: true }).click();
    await expect
      .poll(() => widget.getByRole('button', { name: 'Disconnect MetaMask' }).count(), { timeout: 5_000 })
      .toBe(1);
    // The whole page again, the success toast showing too.
    expect(await axeViolations(page)).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });
});
