import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePartnerCopy, type PartnerPage } from '../partner-page';
import { diffRatio, MAX_DIFF_RATIO } from '../pixels';
import { ENGINES, useEngine, type Engine, type EnginePage } from './engine';

// The host-page gallery (demo/hosts/) in Firefox and in WebKit, as hosts.test.ts does it in
// Chromium: on each hostile page the five widgets work, log nothing, raise no policy violation and
// look as on the plain reference page, within the same pixel tolerance. Each engine is compared
// with its own reference: engines draw text and edges differently, a page must not.

// One fixed Date.now() for every page of the run: the concierge shows the time of its welcome
// message and the news list relative times; both then render the same everywhere.
const NOW = Date.now();

/** The widgets of every gallery page, as CSS from the document. */
const WIDGETS = {
  calculator: '#calculator > orebit-yield-farming',
  'concierge-inline': '#concierge-inline > [data-orebit-widget="concierge"]',
  'concierge-floating': '#concierge-floating',
  referral: '#referral > orebit-referral',
  news: '#news > orebit-news',
};

interface Host {
  name: string;
  /** The page's path on the dev server, or 'partner' for the reference page served from another origin. */
  path: string;
  reference: 'reference' | 'reference-rtl';
}

const HOSTS: Host[] = [
  { name: 'aggressive', path: '/demo/hosts/aggressive.html', reference: 'reference' },
  { name: 'bootstrap', path: '/demo/hosts/bootstrap.html', reference: 'reference' },
  { name: 'tailwind', path: '/demo/hosts/tailwind.html', reference: 'reference' },
  { name: 'strict', path: '/demo/hosts/strict.html', reference: 'reference' },
  { name: 'amd', path: '/demo/hosts/amd.html', reference: 'reference' },
  // Direction is inherited into a shadow root: the RTL page is compared with the RTL reference.
  { name: 'rtl', path: '/demo/hosts/rtl.html', reference: 'reference-rtl' },
  { name: 'cross-origin', path: 'partner', reference: 'reference' },
];

/** Waits until each widget shows its content: the result, the headings, the link, the news list. */
async function widgetsShown(page: EnginePage): Promise<void> {
  const timeout = 20_000;
  await expect
    .poll(() => page.text(`${WIDGETS.calculator} >>> [data-testid="reward-tokens"]`), { timeout })
    .toBe('892 ORB');
  await expect
    .poll(() => page.count({ css: `${WIDGETS['concierge-inline']} >>> h1, h2, h3`, text: 'AI Concierge' }), { timeout })
    .toBe(1);
  await expect
    .poll(() => page.count(`${WIDGETS['concierge-floating']} >>> button[aria-label="Open Orebit AI Concierge"]`), {
      timeout,
    })
    .toBe(1);
  await expect
    .poll(
      () =>
        page.evaluateOn(
          `${WIDGETS.referral} >>> input[aria-label="Your referral link"]`,
          (el) => (el as HTMLInputElement | null)?.value ?? '',
        ),
      { timeout },
    )
    .toContain('OREBIT2024');
  await expect
    .poll(() => page.count(`${WIDGETS.news} >>> ul[aria-label="Latest news"] > li`), { timeout })
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluateOn(`${WIDGETS.news} >>> [data-testid="news-feed"]`, (el) => el?.getAttribute('aria-busy') ?? null),
    )
    .toBe('false');
}

type Shots = Record<string, Buffer>;

/** Opens a gallery page, waits for its widgets, sizes the viewport to hold all of it and the floating panel, and takes each widget's picture. */
async function shoot(engine: Engine, url: string): Promise<{ shots: Shots; logs: string[] }> {
  const page = await engine.open(url);
  try {
    await widgetsShown(page);
    expect(await page.evaluate(() => window.Orebit?.instances.size)).toBe(5);
    // Room for the whole page: nothing scrolls for the pictures, the launcher covers nothing.
    const height = Math.max(900, (await page.evaluate(() => document.documentElement.scrollHeight)) + 100);
    await page.setViewport({ width: 1280, height });
    await expect.poll(() => page.evaluate(() => innerHeight)).toBe(height);
    const inline = ['calculator', 'concierge-inline', 'referral', 'news'] as const;
    const pictures = await page.screenshots(inline.map((widget) => WIDGETS[widget]));
    const shots: Shots = Object.fromEntries(inline.map((widget, i) => [widget, pictures[i]!]));
    // The floating panel in a desktop-sized window: smaller pictures, the same panel.
    await page.setViewport({ width: 1280, height: 900 });
    await expect.poll(() => page.evaluate(() => innerHeight)).toBe(900);
    const floating = WIDGETS['concierge-floating'];
    await page.click(`${floating} >>> button[aria-label="Open Orebit AI Concierge"]`);
    const panel = `${floating} >>> [role="dialog"][aria-label="Orebit AI Concierge"]`;
    await expect.poll(() => page.visible(panel)).toBe(true);
    await expect.poll(() => page.count({ css: `${panel} *`, text: 'Online & Ready to Help' })).toBeGreaterThan(0);
    const [open, launcher] = await page.screenshots([panel, `${floating} >>> button[aria-label="Close the chat"]`]);
    shots['concierge-floating panel'] = open!;
    shots['concierge-floating launcher'] = launcher!;
    return { shots, logs: await page.logs() };
  } finally {
    await page.close();
  }
}

describe.each(ENGINES)('%s', (name) => {
  const engine = useEngine(name, { now: NOW });
  let partner: PartnerPage;
  const references = new Map<string, Shots>();
  const measured: string[] = [];

  beforeAll(async () => {
    // The reference page served from another origin, its scripts and stylesheet from the Worker.
    partner = await servePartnerCopy(`${engine().base}/demo/hosts/reference.html`);
  });
  afterAll(async () => {
    await partner?.close();
    if (measured.length)
      console.info(`[${name} hosts] ${measured.length} widget renderings compared\n${measured.join('\n')}`);
  });

  /** The engine's own reference pictures of `page`, taken once. */
  async function reference(page: Host['reference']): Promise<Shots> {
    if (!references.has(page)) {
      const { shots, logs } = await shoot(engine(), `${engine().base}/demo/hosts/${page}.html`);
      expect(logs).toEqual([]);
      references.set(page, shots);
    }
    return references.get(page)!;
  }

  for (const host of HOSTS) {
    it(`${host.name}: every widget renders, logs nothing, raises no violation and looks as on the reference`, async () => {
      const expected = await reference(host.reference);
      const url = host.path === 'partner' ? `${partner.origin}/` : `${engine().base}${host.path}`;
      const { shots, logs } = await shoot(engine(), url);
      expect(Object.keys(shots)).toEqual(Object.keys(expected));
      const failures: string[] = [];
      for (const [widget, shot] of Object.entries(shots)) {
        const { ratio, size } = diffRatio(shot, expected[widget]!, widget.endsWith('launcher'));
        // HOSTS_SHOTS=<dir>: keep the screenshots, to look at a difference.
        if (process.env.HOSTS_SHOTS) {
          writeFileSync(`${process.env.HOSTS_SHOTS}/${name}-${host.name}-${widget}.png`, shot);
          writeFileSync(`${process.env.HOSTS_SHOTS}/${name}-${host.reference}-${widget}.png`, expected[widget]!);
        }
        measured.push(
          `  ${host.name.padEnd(13)} ${widget.padEnd(28)} ${size.padEnd(11)} ${(ratio * 100).toFixed(4)} %`,
        );
        if (ratio > MAX_DIFF_RATIO) failures.push(`${widget}: ${(ratio * 100).toFixed(2)} % of ${size} px differ`);
      }
      expect(failures).toEqual([]);
      expect(logs).toEqual([]);
      // Up to two pages (the first test of a reference takes it too), each pictured until it holds still.
    }, 180_000);
  }
});
