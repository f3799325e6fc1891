import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { WIDGET_CATALOG } from '../../widgets/catalog';
import { reservationFor, reserveCss } from '../../widgets/reserve';
import { pinnedListener, snippetFor } from '../gallery/snippet';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';
import { servePartnerPage } from './partner-page';

// The widget gallery (demo/gallery.html): every catalog widget in the picker, its
// options as a form, a live preview driven through Orebit.mount/update, the snippet (the widget's
// element holding its space, widgets/snippet.ts, and the pinned script with the manifest's
// integrity, proved on a partner page of another origin), Copy, the event log.

const base = inject('baseUrl');
const browser = browserPerFile();
const GALLERY = `${base}/demo/gallery.html`;
const DEFAULT_LINK = 'https://orebit.example/join?ref=OREBIT2024';

interface Manifest {
  version: string;
  files: Record<string, { integrity: string }>;
}

let manifest: Manifest;

beforeAll(async () => {
  manifest = await (await fetch(`${base}/widgets/manifest.json`)).json();
});

/** The pinned script of `name`, as the manifest lists it. */
const pinned = (name: string) => {
  const file = `v${manifest.version}/${name}.js`;
  return { src: `${base}/widgets/${file}`, integrity: manifest.files[file]!.integrity };
};

interface Gallery {
  page: Page;
  logs: string[];
  /** The form. */
  options: Locator;
  /** The preview box (locators pierce the widget's shadow root). */
  preview: Locator;
  snippet: Locator;
}

/**
 * Opens the gallery on `widget` and waits for its preview; leaves a marker on `window` that a
 * reload would wipe. `before` runs before the page loads (a clock, a viewport).
 */
async function openGallery(widget = 'referral', before?: (page: Page) => Promise<void>): Promise<Gallery> {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await before?.(page);
  await page.goto(`${GALLERY}?widget=${widget}`);
  const title = WIDGET_CATALOG.find((info) => info.name === widget)!.title;
  await expect.poll(() => page.locator('#preview-status').textContent()).toBe(`Showing ${title}.`);
  await expect.poll(() => page.locator('#snippet').textContent()).toMatch(/^<div data-orebit-widget="/);
  await page.evaluate(() => void ((window as unknown as { galleryMarker: string }).galleryMarker = 'not reloaded'));
  return {
    page,
    logs,
    options: page.locator('#options'),
    preview: page.locator('#preview'),
    snippet: page.locator('#snippet'),
  };
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { galleryMarker?: string }).galleryMarker);

/** Picks `name` in the widget picker and waits for its preview. */
async function pick(page: Page, name: string): Promise<void> {
  await page.getByLabel('Widget', { exact: true }).selectOption(name);
  const title = WIDGET_CATALOG.find((info) => info.name === name)!.title;
  await expect.poll(() => page.locator('#preview-status').textContent()).toBe(`Showing ${title}.`);
}

const rootBackground = (preview: Locator) =>
  preview.locator('.orebit-root').evaluate((el) => getComputedStyle(el).backgroundColor);

describe('the widget gallery', () => {
  it('lists every catalog widget and mounts each in the preview, one at a time', async () => {
    const { page, logs, preview } = await openGallery('nav');
    const listed = await page
      .getByLabel('Widget', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(listed).toEqual(WIDGET_CATALOG.map((info) => info.name));
    expect(listed).toHaveLength(18);
    for (const info of WIDGET_CATALOG) {
      await pick(page, info.name);
      await expect.poll(() => preview.locator(`[data-widget="${info.name}"]`).count()).toBe(1);
      // The widget before it is destroyed: one mounted widget on the page.
      expect(await page.evaluate(() => window.Orebit!.instances.size)).toBe(1);
    }
    expect(await notReloaded(page)).toBe('not reloaded');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('re-styles the preview when the theme changes, without reloading the page', async () => {
    const { page, logs, preview, snippet } = await openGallery('referral');
    expect(await rootBackground(preview)).toBe('rgb(11, 16, 32)');
    await page.getByRole('radio', { name: 'light', exact: true }).check();
    await expect.poll(() => rootBackground(preview)).toBe('rgb(255, 255, 255)');
    expect(await snippet.textContent()).toContain(' data-theme="light"');
    await page.getByRole('radio', { name: 'dark', exact: true }).check();
    await expect.poll(() => rootBackground(preview)).toBe('rgb(11, 16, 32)');
    expect(await snippet.textContent()).not.toContain('data-theme');
    expect(await notReloaded(page)).toBe('not reloaded');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('offers the language: the preview speaks it and the snippet carries it', async () => {
    const { page, logs, preview, snippet } = await openGallery('referral');
    await page.getByRole('radio', { name: 'ko', exact: true }).check();
    const korean = JSON.parse(readFileSync('widgets/referral/locales/ko.json', 'utf8')).messages['Share and Earn'];
    await expect.poll(() => preview.locator('h2').first().textContent()).toBe(korean);
    expect(await preview.locator('.orebit-root').getAttribute('lang')).toBe('ko');
    expect(await snippet.textContent()).toContain(' data-locale="ko"');
    await page.getByRole('radio', { name: 'ar', exact: true }).check();
    await expect.poll(() => preview.locator('.orebit-root').getAttribute('dir')).toBe('rtl');
    expect(await snippet.textContent()).toContain(' data-locale="ar"');
    await page.getByRole('radio', { name: 'en', exact: true }).check();
    await expect.poll(() => preview.locator('h2').first().textContent()).toBe('Share and Earn');
    expect(await snippet.textContent()).not.toContain('data-locale');
    expect(await notReloaded(page)).toBe('not reloaded');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('puts the referral code into the preview’s link and the snippet', async () => {
    const { page, logs, options, preview, snippet } = await openGallery('referral');
    const link = preview.getByLabel('Your referral link');
    expect(await link.inputValue()).toBe(DEFAULT_LINK);
    await options.getByLabel('Referral code', { exact: true }).fill('ALICE42');
    await expect.poll(() => link.inputValue()).toBe('https://orebit.example/join?ref=ALICE42');
    expect(await snippet.textContent()).toContain(' data-ref-code="ALICE42"');
    await options.getByLabel('Site URL', { exact: true }).fill('https://partner.test/invest/');
    await expect.poll(() => link.inputValue()).toBe('https://partner.test/invest/join?ref=ALICE42');
    expect(await snippet.textContent()).toContain(
      ' data-ref-code="ALICE42" data-site-url="https://partner.test/invest"',
    );
    expect(await notReloaded(page)).toBe('not reloaded');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('passes the calculator view and starting amount to the preview', async () => {
    const { page, logs, options, preview, snippet } = await openGallery('yield-farming');
    expect(await preview.getByRole('heading', { name: 'Yield Farming & Staking' }).count()).toBe(1);
    await options.getByRole('radio', { name: 'calculator', exact: true }).check();
    await expect.poll(() => preview.getByRole('heading', { name: 'Yield Farming & Staking' }).count()).toBe(0);
    expect(await preview.getByRole('heading', { name: 'Staking Calculator' }).count()).toBe(1);
    await options.getByLabel('Starting amount (tokens)', { exact: true }).fill('2000');
    await expect.poll(() => preview.locator('input[name="amount"]').inputValue()).toBe('2000');
    // 2000 ORB at the default 89.2% for 365 days.
    expect(await preview.getByTestId('reward-tokens').textContent()).toBe('1,784 ORB');
    expect(await snippet.textContent()).toBe(
      '<div data-orebit-widget="yield-farming" data-view="calculator" data-amount="2000">' +
        // The calculator alone, not the section: its measured steps (widgets/measured-heights.ts).
        `<div style="${reserveCss(reservationFor('yield-farming', { 'data-view': 'calculator' })!)}"></div></div>\n` +
        `<script src="${pinned('yield-farming').src}" integrity="${pinned('yield-farming').integrity}" crossorigin="anonymous" async></script>`,
    );
    // The same options as an embed page and a frame of it, which serves the calculator at 2000, the
    // frame sized for the calculator alone, not the whole section (whose frame is over 1,300 px).
    const url = `${base}/embed/yield-farming?view=calculator&amount=2000`;
    expect(await page.locator('#embed-url').textContent()).toBe(url);
    const frame = (await page.locator('#embed-frame').textContent())!;
    expect(frame).toMatch(
      new RegExp(
        `^<iframe src="${url.replace('&', '&amp;').replace(/[?.]/g, '\\$&')}" width="640" height="\\d+" title="Yield farming and staking calculator — Orebit" loading="lazy" style="border:0;width:100%;max-width:640px"></iframe>$`,
      ),
    );
    expect(Number(/height="(\d+)"/.exec(frame)![1])).toBeLessThan(600);
    const embedded = await (await fetch(url)).text();
    expect(embedded).toContain('data-testid="reward-tokens">1,784 ORB<');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('shows the preview’s height at this width, for data-height, and follows it when the view changes', async () => {
    const { page, options } = await openGallery('yield-farming');
    const measured = () =>
      page.locator('#preview [data-orebit-widget]').evaluate((host) => Math.round(host.getBoundingClientRect().height));
    const shown = async () => Number((await page.locator('#preview-size').textContent())?.match(/^(\d+) px tall/)?.[1]);
    await expect.poll(shown).toBe(await measured());
    const full = await measured();
    await options.getByRole('radio', { name: 'calculator', exact: true }).check();
    await expect.poll(shown).toBeLessThan(full);
    expect(await shown()).toBe(await measured());
    await page.close();
  });

  it('logs calculator:calculate, newest first, when Calculate is pressed in the preview', async () => {
    const { page, logs, preview } = await openGallery('yield-farming');
    const events = page.getByRole('list', { name: 'Event log' }).getByRole('listitem');
    expect(await events.count()).toBe(0);
    await preview.locator('input[name="amount"]').fill('500');
    await preview.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => events.count()).toBe(1);
    expect(await events.first().textContent()).toMatch(
      /calculator:calculate +\{"amount":500,"apy":89\.2,"days":365,"reward":446\}$/,
    );
    await preview.locator('input[name="amount"]').fill('2000');
    await preview.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => events.count()).toBe(2);
    expect(await events.first().textContent()).toContain('"amount":2000');
    await page.getByRole('button', { name: 'Clear log' }).click();
    expect(await events.count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('leaves values equal to the default out of the snippet, the widget’s own lazy height too', async () => {
    const { page, logs, options, preview, snippet } = await openGallery('referral');
    const { height } = WIDGET_CATALOG.find((info) => info.name === 'referral')!;
    await options.getByRole('radio', { name: 'lazy', exact: true }).check();
    const element = /^<div data-orebit-widget="referral" data-loading="lazy"><div style="padding-top:calc\(/;
    await expect.poll(() => snippet.textContent()).toMatch(element);
    // A lazy widget in view mounts: the preview still shows it.
    expect(await preview.getByLabel('Your referral link').inputValue()).toBe(DEFAULT_LINK);
    const reserved = options.getByLabel('Reserved height (px)', { exact: true });
    expect(await reserved.getAttribute('placeholder')).toBe(String(height));
    await reserved.fill(String(height));
    await options.getByLabel('Referral code', { exact: true }).fill('OREBIT2024');
    await options.getByLabel('Site URL', { exact: true }).fill('https://orebit.example/');
    expect(await snippet.textContent()).toMatch(element);
    await reserved.fill('900');
    // The height given is what the element holds, at any width.
    await expect
      .poll(() => snippet.textContent())
      .toMatch(
        /^<div data-orebit-widget="referral" data-loading="lazy" data-height="900"><div style="padding-top:900px"><\/div><\/div>\n/,
      );
    // An embed page never loads lazily; its height is the frame's.
    expect(await page.locator('#embed-url').textContent()).toBe(`${base}/embed/referral?height=900`);
    expect(await page.locator('#embed-frame').textContent()).toContain(' height="900" ');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('keeps a floating concierge, launcher and open chat, inside the preview box', async () => {
    const { page, logs, options, preview, snippet } = await openGallery('concierge');
    await options.getByRole('radio', { name: 'floating', exact: true }).check();
    const launcher = preview.getByRole('button', { name: 'Open Orebit AI Concierge' });
    await expect.poll(() => launcher.count()).toBe(1);
    await launcher.click();
    const chat = preview.getByRole('dialog', { name: 'Orebit AI Concierge' });
    await expect.poll(() => chat.count()).toBe(1);
    const box = (await preview.boundingBox())!;
    for (const part of [preview.getByRole('button', { name: 'Close the chat' }), chat]) {
      const { x, y, width, height } = (await part.boundingBox())!;
      expect(x >= box.x && y >= box.y && x + width <= box.x + box.width && y + height <= box.y + box.height).toBe(true);
    }
    // A launcher in the corner takes no room in the post: nothing to reserve.
    expect(await snippet.textContent()).toMatch(
      /^<div data-orebit-widget="concierge" data-mode="floating"><\/div>\n<script /,
    );
    expect(logs).toEqual([]);
    await page.close();
  });

  it('gives the pinned URL with the manifest’s integrity in the snippet', async () => {
    const { page, logs, snippet } = await openGallery('referral');
    const { src, integrity } = pinned('referral');
    expect(src).toBe(`${base}/widgets/v${manifest.version}/referral.js`);
    expect(integrity).toMatch(/^sha384-/);
    expect(await snippet.textContent()).toBe(snippetFor('referral', { src, integrity }, []));
    expect(await snippet.textContent()).toMatch(
      new RegExp(
        `\\n<script src="${src}" integrity="${integrity.replace(/[+/]/g, '\\$&')}" crossorigin="anonymous" async></script>$`,
      ),
    );
    await pick(page, 'concierge');
    expect(await snippet.textContent()).toBe(snippetFor('concierge', pinned('concierge'), []));
    expect(logs).toEqual([]);
    await page.close();
  });

  it('gives a snippet that loads on a partner page of another origin with the chosen options', async () => {
    const { page, options, snippet } = await openGallery('referral');
    await options.getByLabel('Referral code', { exact: true }).fill('PARTNER_7');
    await page.getByRole('radio', { name: 'light', exact: true }).check();
    await expect.poll(() => snippet.textContent()).toContain('data-ref-code="PARTNER_7"');
    const code = (await snippet.textContent())!;
    await page.close();

    const partner = await servePartnerPage(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner blog</title><link rel="icon" href="data:,"></head><body><main><h1>Join with my code</h1>${code}</main></body></html>`,
    );
    try {
      expect(partner.origin).not.toBe(new URL(base).origin);
      const { page: blog, logs } = await browser().open(partner.origin);
      const widget = blog.locator('[data-orebit-widget="referral"]');
      await expect.poll(() => widget.getByLabel('Your referral link').count()).toBe(1);
      expect(await widget.getByLabel('Your referral link').inputValue()).toBe(
        'https://orebit.example/join?ref=PARTNER_7',
      );
      expect(await rootBackground(widget)).toBe('rgb(255, 255, 255)');
      // The script came from the pinned URL and passed its integrity check (a failed one logs an error).
      expect(await blog.evaluate(() => [...document.scripts].map((s) => s.src))).toEqual([pinned('referral').src]);
      expect(logs).toEqual([]);
      await blog.close();
    } finally {
      await partner.close();
    }
  });

  it('copies exactly the snippet and shows Copied for 2 seconds', async () => {
    const { page, logs, options, snippet } = await openGallery('referral', async (p) => {
      await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await p.clock.install();
    });
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await options.getByLabel('Referral code', { exact: true }).fill('COPY-ME');
    await expect.poll(() => snippet.textContent()).toContain('data-ref-code="COPY-ME"');
    const copy = page.getByRole('button', { name: /^Cop(y|ied)$/ });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.locator('#copy-status').textContent()).toBe('Snippet copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
    await page.clock.runFor(1_900);
    expect(await copy.textContent()).toBe('Copied');
    await page.clock.runFor(100);
    await expect.poll(() => copy.textContent()).toBe('Copy');
    expect(await page.locator('#copy-status').textContent()).toBe('');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('flags invalid values beside their field and leaves them out of the preview and the snippet', async () => {
    const { page, logs, options, preview, snippet } = await openGallery('referral');
    const code = options.getByLabel('Referral code', { exact: true });
    await code.fill('ALICE42');
    await expect.poll(() => snippet.textContent()).toContain('data-ref-code="ALICE42"');
    await code.fill('BAD CODE');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(
      await options.getByText('A referral code is 1–40 letters, digits, - or _, with no spaces.').isVisible(),
    ).toBe(true);
    // The field's description names the problem for assistive tech too.
    expect(await code.evaluate((el) => (el as HTMLInputElement).getAttribute('aria-describedby'))).toContain('-error');
    expect(await snippet.textContent()).not.toContain('data-ref-code');
    expect(await preview.getByLabel('Your referral link').inputValue()).toBe(DEFAULT_LINK);

    const api = options.getByLabel('API base', { exact: true });
    await api.fill('not a url');
    await expect.poll(() => api.getAttribute('aria-invalid')).toBe('true');
    expect(await options.getByText('Enter an absolute http(s) URL, e.g. https://api.example.com.').isVisible()).toBe(
      true,
    );
    expect(await snippet.textContent()).not.toContain('data-api');

    await code.fill('BOB_7');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBeNull();
    await expect
      .poll(() => preview.getByLabel('Your referral link').inputValue())
      .toBe('https://orebit.example/join?ref=BOB_7');
    expect(await snippet.textContent()).toContain(' data-ref-code="BOB_7"');
    // The widget never saw the invalid values: no [orebit] warning.
    expect(logs).toEqual([]);
    await page.close();
  });

  it('works from the keyboard: picker, options and Copy', async () => {
    const { page, logs, snippet } = await openGallery('referral', async (p) => {
      await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    });
    await page.getByLabel('Widget', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('#preview-status').textContent()).toBe('Showing Dashboard.');
    await page.getByRole('radio', { name: 'dark', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => snippet.textContent()).toContain(' data-theme="light"');
    await page.getByRole('button', { name: 'Copy', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
    expect(logs).toEqual([]);
    await page.close();
  });

  it('has no axe violations and fits 375 px and 1280 px wide screens', async () => {
    for (const width of [1280, 375]) {
      const { page, logs } = await openGallery('referral', (p) => p.setViewportSize({ width, height: 800 }));
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('radio', { name: 'light', exact: true }).check();
      await page.getByLabel('Referral code', { exact: true }).fill('NOT VALID');
      expect(await axeViolations(page)).toEqual([]);
      expect(logs).toEqual([]);
      await page.close();
    }
  });

  it('gives a frame that shows the whole widget in a 320 to 640 px column with no script, and copies the link, the frame and the resize script exactly', async () => {
    for (const [widget, set] of [
      [
        'yield-farming',
        async (p: Page) => p.locator('#options').getByRole('radio', { name: 'calculator', exact: true }).check(),
      ],
      ['referral', async () => {}],
    ] as const) {
      const { page, logs } = await openGallery(widget, (p) =>
        p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base }),
      );
      await set(page);
      await expect.poll(() => page.locator('#embed-url').textContent()).toContain(`/embed/${widget}`);
      const frame = (await page.locator('#embed-frame').textContent())!;
      // Pasted where no script of the host runs, in a column 320 px wide and in one 640 px wide.
      for (const width of [320, 640]) {
        const host = await browser().newPage({ viewport: { width: width + 40, height: 900 } });
        await host.route(`${base}/frame-host.html`, (route) =>
          route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>post</title></head><body style="margin:20px"><div style="width:${width}px">${frame.replace(' loading="lazy"', '')}</div></body></html>`,
          }),
        );
        await host.goto(`${base}/frame-host.html`);
        const embedded = host.frames().find((f) => f.url().startsWith(`${base}/embed/`))!;
        await expect
          .poll(() => embedded.locator(`orebit-${widget}`).evaluate((el) => el.getBoundingClientRect().height))
          .toBeGreaterThan(100);
        const [inner, outer] = await embedded.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
        expect(inner, `${widget} at ${width} px`).toBeLessThanOrEqual(outer!);
        await host.close();
      }
      // Where the host runs scripts: the release's pinned listener, with its integrity.
      expect(await page.locator('#embed-listener').textContent()).toBe(pinnedListener(manifest, base));
      // Each Copy button copies exactly its box's text: no stray line break.
      for (const [button, box] of [
        ['Copy link', '#embed-url'],
        ['Copy frame', '#embed-frame'],
        ['Copy script', '#embed-listener'],
      ] as const) {
        await page.locator('[aria-labelledby="embed-link-title"]').getByRole('button', { name: button }).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()))
          .toBe(await page.locator(box).textContent());
      }
      expect(await page.locator('#copy-frame-status').textContent()).toBe('Frame copied to the clipboard.');
      expect(logs).toEqual([]);
      await page.close();
    }
  });
});
