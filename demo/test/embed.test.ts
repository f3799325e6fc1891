import type { Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';
import { servePartnerPage, type PartnerPage } from './partner-page';

// The embed page (/embed/<name>) framed as WordPress frames an oEmbed answer — sandbox="allow-scripts"
// without allow-same-origin, a #?secret= on the URL — on a host page with a strict CSP of its own,
// and opened at the top level.

const base = inject('baseUrl');
const browser = browserPerFile();
const SECRET = 'a1B2c3D4e5';
const CALCULATOR = `${base}/embed/yield-farming?view=calculator`;

let host: PartnerPage;
beforeAll(async () => {
  const frame = `<iframe id="embed" sandbox="allow-scripts" src="${CALCULATOR}#?secret=${SECRET}" width="640" height="300" title="Staking calculator"></iframe>`;
  host = await servePartnerPage(
    `<!doctype html><html lang="en"><head><title>A post</title></head><body><main><h1>A post</h1>${frame}</main></body></html>`,
    // No script, no style, frames from the widgets' origin only.
    { 'Content-Security-Policy': `default-src 'none'; frame-src ${base}; img-src 'none'` },
  );
});
afterAll(() => host?.close());

/** A message the host page received, as its listener saw it. */
type Received = { origin: string; data: unknown };

/** The host page, recording every message its frame posts (an init script: the page's CSP allows none of its own). */
async function openHost(): Promise<{
  page: Page;
  logs: string[];
  frame: () => Frame;
  messages: () => Promise<Received[]>;
}> {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const received: Array<{ origin: string; data: unknown }> = [];
    (window as unknown as { received: typeof received }).received = received;
    addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
  });
  await page.goto(host.origin);
  const frame = () => page.frames().find((f) => f.url().startsWith(`${base}/embed/`))!;
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${base}/embed/`))).toBe(true);
  return {
    page,
    logs,
    frame,
    messages: () => page.evaluate(() => (window as unknown as { received: Received[] }).received),
  };
}

/** The last height each protocol reported. */
function heights(messages: Received[]) {
  const parsed = messages.map(({ data }) =>
    typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : data,
  ) as Array<Record<string, unknown>>;
  const last = (match: (m: Record<string, unknown>) => boolean, read: (m: Record<string, unknown>) => unknown) =>
    parsed.filter(match).map(read).at(-1);
  return {
    wordpress: last(
      (m) => m.message === 'height' && m.secret === SECRET,
      (m) => m.value,
    ),
    iframely: last(
      (m) => m.method === 'resize',
      (m) => m.height,
    ),
    embedly: last(
      (m) => m.context === 'iframe.resize',
      (m) => m.height,
    ),
    ours: last(
      (m) => m.type === 'orebit:height' && m.widget === 'yield-farming',
      (m) => m.height,
    ),
  };
}

/** Whether the page's script has hydrated the widget (its registry holds it). */
const hydrated = (widget: Locator) =>
  widget.evaluate(
    (el) => (window as unknown as { Orebit?: { instances: Map<Element, unknown> } }).Orebit?.instances.has(el) ?? false,
  );

describe('the embed page in a sandboxed frame on a strict host page', () => {
  it('shows the calculator, calculates, and reports its height in every protocol from an opaque origin', async () => {
    const { page, logs, frame, messages } = await openHost();
    const widget = frame().locator('orebit-yield-farming');
    await expect.poll(() => widget.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    await expect.poll(() => hydrated(widget)).toBe(true);
    expect(await frame().evaluate(() => self.origin)).toBe('null');
    await widget.getByLabel('Amount (ORB)').fill('5000');
    await widget.getByRole('button', { name: 'Calculate' }).click();
    // The frame may not submit forms (no allow-forms): the page submits them itself.
    await expect.poll(() => widget.getByTestId('reward-tokens').textContent()).toBe('4,460 ORB');
    // Only the widget shows in the frame: the top-level line to the official site is hidden.
    expect(await frame().locator('footer').isVisible()).toBe(false);
    const documentHeight = () =>
      frame().evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const wide = await documentHeight();
    await expect
      .poll(async () => heights(await messages()))
      .toEqual({ wordpress: wide, iframely: wide, embedly: wide, ours: wide });
    expect((await messages()).every(({ origin }) => origin === 'null')).toBe(true);
    // Narrower, the calculator stacks its fields: taller, and every protocol says so.
    await page.evaluate(() => document.getElementById('embed')!.setAttribute('width', '320'));
    await expect.poll(documentHeight).toBeGreaterThan(wide);
    const narrow = await documentHeight();
    await expect
      .poll(async () => heights(await messages()))
      .toEqual({
        wordpress: narrow,
        iframely: narrow,
        embedly: narrow,
        ours: narrow,
      });
    expect(logs.filter((l) => !l.startsWith('debug'))).toEqual([]);
    // (After the logs: axe's own stylesheet preloading cannot read from an opaque origin, and says so.)
    expect(await axeViolations(frame())).toEqual([]);
    await page.close();
  });

  it('hydrates the nodes the server sent rather than rendering them again', async () => {
    const page = await browser().newPage();
    // Holds the widget's script until the server's nodes are marked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${base}/widgets/embed/yield-farming.js`, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load, which waits for the held script.
    await page.goto(CALCULATOR, { waitUntil: 'commit' });
    const widget = page.locator('orebit-yield-farming');
    // The parser may still be writing the root when the response has begun: wait for its field.
    await expect
      .poll(() => widget.evaluate((el) => el.shadowRoot?.querySelector('input[name="amount"]') != null))
      .toBe(true);
    await widget.evaluate((el) => {
      (el.shadowRoot!.querySelector('input[name="amount"]') as HTMLInputElement & { marked?: boolean }).marked = true;
    });
    release();
    await expect.poll(() => hydrated(widget)).toBe(true);
    // It keeps the server's stylesheet link and adopts no sheet that would restyle it.
    expect(
      await widget.evaluate((el) => [
        el.shadowRoot!.firstElementChild!.localName,
        el.shadowRoot!.adoptedStyleSheets.length,
      ]),
    ).toEqual(['link', 0]);
    expect(
      await widget.evaluate(
        (el) =>
          (el.shadowRoot!.querySelector('input[name="amount"]') as HTMLInputElement & { marked?: boolean }).marked,
      ),
    ).toBe(true);
    await page.close();
  });
});

describe('the embed page at the top level', () => {
  it('is a small page of its own linking to the official site, with no console message and no axe violation', async () => {
    const { page, logs } = await browser().open(CALCULATOR);
    const widget = page.locator('orebit-yield-farming');
    await expect.poll(() => hydrated(widget)).toBe(true);
    expect(await page.title()).toBe('Yield farming and staking calculator — Orebit');
    expect(await page.getByRole('link', { name: 'Orebit' }).getAttribute('href')).toBe('https://orebit.example/');
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(logs.filter((l) => !l.startsWith('debug'))).toEqual([]);
    await page.close();
  });

  it('renders another language in the browser from its pack', async () => {
    const { page, logs } = await browser().open(`${base}/embed/yield-farming?view=calculator&locale=es`);
    const widget = page.locator('orebit-yield-farming');
    await expect.poll(() => widget.getByRole('heading', { name: 'Calculadora de staking' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(logs.filter((l) => !l.startsWith('debug'))).toEqual([]);
    await page.close();
  });

  it('warns once about an option it does not take and once about a value the widget does not take', async () => {
    const { page, logs } = await browser().open(`${base}/embed/yield-farming?view=sideways&colour=red`);
    const widget = page.locator('orebit-yield-farming');
    await expect.poll(() => hydrated(widget)).toBe(true);
    expect(await widget.getByText('Top Farming Opportunities').count()).toBe(1);
    const warnings = logs.filter((l) => l.startsWith('warning'));
    expect(warnings).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('"colour"'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('data-view="sideways"'))).toHaveLength(1);
    await page.close();
  });
});
