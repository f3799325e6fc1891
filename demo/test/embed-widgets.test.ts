import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WIDGET_CATALOG } from '../../widgets/catalog';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';
import { servePartnerPage, type PartnerPage } from './partner-page';
import { GROWS_WITH_DATA } from './section-texts';

// Every widget's embed page (/embed/<name>), framed as WordPress frames an oEmbed answer — 640 px
// wide, sandbox="allow-scripts" without allow-same-origin — on a host page with a strict CSP, and
// opened at the top level: no console message, no axe violation, and the frame's height in the
// oEmbed answer (what a host that listens for no message keeps) is near the height the page reports.

const base = inject('baseUrl');
const browser = browserPerFile();

/** Every widget's page, and the calculator alone (an option that changes the widget's size). */
const PAGES = [
  ...WIDGET_CATALOG.map(({ name }) => ({ name, query: '' })),
  { name: 'yield-farming', query: 'view=calculator' },
];

/** How far the page's own height may be from the oEmbed answer's: lists load, text wraps. */
const HEIGHT_TOLERANCE = 0.2;

let host: PartnerPage;
beforeAll(async () => {
  // The lists' first reads seed the samples (the heights were measured with them): done here, once,
  // so that no widget's first fetch waits on a cold store.
  for (const list of ['/api/news', '/api/forum/posts']) expect((await fetch(`${base}${list}`)).status).toBe(200);
  host = await servePartnerPage(
    '<!doctype html><html lang="en"><head><title>A post</title></head><body><main><h1>A post</h1>' +
      '<iframe sandbox="allow-scripts" width="640" height="300" title="A widget"></iframe></main></body></html>',
    { 'Content-Security-Policy': `default-src 'none'; frame-src ${base}; img-src 'none'` },
  );
});
afterAll(() => host?.close());

const consoleOf = (logs: string[]) => logs.filter((line) => !line.startsWith('debug'));

describe('every widget’s embed page', () => {
  it.each(PAGES)(
    '$name $query: framed 640 px wide in a sandbox, near the oEmbed answer’s height, quiet and accessible',
    async ({ name, query }) => {
      const url = `${base}/embed/${name}${query ? `?${query}` : ''}`;
      const answer = (await (await fetch(`${base}/oembed?url=${encodeURIComponent(url)}`)).json()) as {
        height: number;
      };
      const page = await browser().newPage();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        const heights: number[] = [];
        (window as unknown as { heights: number[] }).heights = heights;
        addEventListener('message', (event) => {
          const data = event.data as { type?: string; height?: number };
          if (data?.type === 'orebit:height' && typeof data.height === 'number') heights.push(data.height);
        });
      });
      await page.goto(host.origin);
      // The host's CSP allows no script of its own; the test sets the frame's address.
      await page.evaluate((src) => void (document.querySelector('iframe')!.src = src), url);
      const reported = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0);
      if (GROWS_WITH_DATA.has(name))
        await expect.poll(reported).toBeGreaterThanOrEqual(answer.height * (1 - HEIGHT_TOLERANCE));
      else
        await expect
          .poll(async () => Math.abs((await reported()) - answer.height) / answer.height)
          .toBeLessThanOrEqual(HEIGHT_TOLERANCE);
      expect(consoleOf(logs)).toEqual([]);
      const frame = page.frames().find((f) => f.url().startsWith(url))!;
      expect(await axeViolations(frame)).toEqual([]);
      await page.close();

      const top = await browser().open(url);
      await expect.poll(() => top.page.locator(`orebit-${name}`).count()).toBe(1);
      expect(await axeViolations(top.page)).toEqual([]);
      expect(consoleOf(top.logs)).toEqual([]);
      await top.page.close();
    },
  );
});
