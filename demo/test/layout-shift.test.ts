import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { RESERVE_TOLERANCE } from '../../widgets/reserve';
import { embedSnippet } from '../../widgets/snippet';
import { browserPerFile } from './browser';
import { servePartnerPage, type PartnerPage } from './partner-page';

// A partner's page keeps its Core Web Vitals (docs/embedding.md#reserving-the-space): each snippet
// we hand out, pasted at the top of a plain blog post on another origin, moves nothing of the post
// when its widget shows. The widget's script is held until the post has painted, as on a slow
// network; then Chromium's own layout-shift entries (the inputs of CLS) are summed.

const base = inject('baseUrl');
const browser = browserPerFile();

/** The most a snippet's layout shifts may sum to (Google's "good" CLS is 0.1; our goal is 0.02). */
const MAX_SHIFT = 0.02;
const WIDTHS = [375, 1280] as const;

/** A snippet as documented, for a page whose widgets come from `base`. */
interface Snippet {
  /** The widget script it loads (held until the post has painted). */
  script: string;
  /** The widget's element once mounted. */
  host: string;
  html: (base: string) => string;
}

const script = (name: string) => `${base}/widgets/${name}.js`;

/** The snippets of the README, docs/embedding.md and the gallery (the gallery's pinned ones in gallery.test.ts's sense: same markup). */
const SNIPPETS: Record<string, Snippet> = {
  'calculator (eager)': {
    script: 'yield-farming',
    host: '[data-orebit-widget="yield-farming"]',
    html: () => embedSnippet('yield-farming', [['data-view', 'calculator']], script('yield-farming')),
  },
  'calculator (lazy)': {
    script: 'yield-farming',
    host: '[data-orebit-widget="yield-farming"]',
    html: () =>
      embedSnippet(
        'yield-farming',
        [
          ['data-view', 'calculator'],
          ['data-loading', 'lazy'],
        ],
        script('yield-farming'),
      ),
  },
  referral: {
    script: 'referral',
    host: '[data-orebit-widget="referral"]',
    html: () => embedSnippet('referral', [], script('referral')),
  },
  'referral (own code)': {
    script: 'referral',
    host: '[data-orebit-widget="referral"]',
    html: () => embedSnippet('referral', [['data-ref-code', 'ALICE42']], script('referral')),
  },
  'concierge (inline)': {
    script: 'concierge',
    host: '[data-orebit-widget="concierge"]',
    html: () => embedSnippet('concierge', [], script('concierge')),
  },
};

/** A plain blog post with `snippet` after its first paragraph, and enough article below to fill the screen. */
function post(snippet: string): string {
  const paragraph =
    '<p>Staking has become the default way for long-term holders to put idle tokens to work. Instead of selling, ' +
    'you lock your coins with a validator or a protocol and earn a yield, paid in the same token.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif;color:#222}main{max-width:680px;margin:0 auto;padding:24px 20px}h1{font-size:32px;line-height:1.2}</style>
</head><body><main><h1>How much can staking earn you?</h1>
${paragraph}
${snippet}
${paragraph.repeat(8)}
</main></body></html>`;
}

/** Sums the page's layout shifts from its start (window.shifts), each with what moved (window.shiftSources). */
function recordLayoutShifts() {
  const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
  w.shifts = 0;
  w.shiftObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) w.shifts += entry.value;
  });
  w.shiftObserver.observe({ type: 'layout-shift', buffered: true });
}

/** The shifts so far, with the observer's pending entries taken, after two frames. */
function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
    for (const entry of w.shiftObserver.takeRecords() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) w.shifts += entry.value;
    return w.shifts;
  });
}

/** Loads `snippet` in a post `width` px wide; resolves with the layout shifts from the first paint until the widget shows. */
async function shiftsOf(
  snippet: Snippet,
  width: number,
): Promise<{ shifts: number; logs: string[]; height: number; reserved: number }> {
  const served = await servePartnerPage(post(snippet.html(base)));
  pages.push(served);
  const page = await browser().newPage({ viewport: { width, height: width < 600 ? 740 : 900 } });
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.addInitScript(recordLayoutShifts);
  // The script arrives after the post's first paint, as on a slow network.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/widgets/${snippet.script}.js`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(served.origin, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const host = page.locator(snippet.host);
  const reserved = await host.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  release();
  await expect.poll(() => host.evaluate((el) => !!el.shadowRoot?.querySelector('.orebit-root'))).toBe(true);
  await page.waitForLoadState('networkidle');
  const shifts = await shiftsSoFar(page);
  const height = await host.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  await page.close();
  return { shifts, logs, height, reserved };
}
const pages: PartnerPage[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.close()));
});

describe('a snippet pasted at the top of a post', () => {
  for (const [name, snippet] of Object.entries(SNIPPETS)) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px: the post does not move when the widget shows`, async () => {
        const { shifts, logs, height, reserved } = await shiftsOf(snippet, width);
        console.log(
          `layout shift: ${name} at ${width} px: ${shifts.toFixed(4)} (reserved ${reserved} px, widget ${height} px)`,
        );
        expect(shifts).toBeLessThanOrEqual(MAX_SHIFT);
        // Below the first screen a wrong reservation moves nothing the reader sees: hold it to the table's tolerance too.
        expect(Math.abs(reserved - height), `reserved ${reserved} px, the widget ${height} px`).toBeLessThanOrEqual(
          RESERVE_TOLERANCE,
        );
        expect(logs).toEqual([]);
      });
    }
  }
});
