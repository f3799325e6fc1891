import { writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { servePartnerCopy, type PartnerPage } from './partner-page';
import { diffRatio, MAX_DIFF_RATIO } from './pixels';

// The host-page gallery (demo/hosts/): the same five widgets — the staking calculator, the inline
// and the floating concierge, referral and news — on hostile host pages: aggressive !important CSS,
// Bootstrap 5, Tailwind's preflight, a nonce-based CSP with Trusted Types, an AMD loader with
// foreign globals and extended prototypes, a right-to-left page with a 200% root font size, and a
// page of another origin. On each the widgets must work, log nothing, raise no policy violation
// and look as on the reference page, pixel for pixel within a small tolerance.

const base = inject('baseUrl');
const browser = browserPerFile();

// One fixed instant for every page of the run: the concierge shows the time of its welcome
// message and the news list relative times ("5 min ago"); both then render the same everywhere.
const NOW = new Date();

/** The widgets of every gallery page: how to find each host and what shows it is rendered. */
type Widget = 'calculator' | 'concierge-inline' | 'concierge-floating' | 'referral' | 'news';

interface Host {
  name: string;
  /** The page's URL (a function: the cross-origin page's server starts in beforeAll). */
  url: () => string;
  /** The reference page it is compared with. */
  reference: 'reference' | 'reference-rtl';
}

let partner: PartnerPage;
let partnerUrl: string;

const gallery = (name: string) => `${base}/demo/hosts/${name}.html`;
const HOSTS: Host[] = [
  { name: 'aggressive', url: () => gallery('aggressive'), reference: 'reference' },
  { name: 'bootstrap', url: () => gallery('bootstrap'), reference: 'reference' },
  { name: 'tailwind', url: () => gallery('tailwind'), reference: 'reference' },
  {
    name: 'strict',
    url: () => gallery('strict'),
    reference: 'reference',
  },
  { name: 'amd', url: () => gallery('amd'), reference: 'reference' },
  // Direction is inherited into a shadow root (`all: initial` keeps it): the widgets mirror, so the
  // RTL page is compared with the RTL reference; what it checks is that the 200% root font size
  // and the page's line-height reach nothing inside.
  { name: 'rtl', url: () => gallery('rtl'), reference: 'reference-rtl' },
  { name: 'cross-origin', url: () => partnerUrl, reference: 'reference' },
];

beforeAll(async () => {
  // The reference page served from another origin (a port of its own on loopback: Chromium's local
  // network access rules refuse a page Playwright fulfils loading from 127.0.0.1), with the
  // widget scripts and the stylesheet taken from the Worker.
  partner = await servePartnerCopy(gallery('reference'));
  expect(await (await fetch(partner.origin)).text()).toContain(`src="${base}/widgets/news.js"`);
  partnerUrl = `${partner.origin}/`;
});

afterAll(async () => {
  await partner?.close();
});

interface OpenHost {
  page: Page;
  logs: string[];
  widgets: Record<Widget, Locator>;
  /** The API calls the page made, with the Origin they carried. */
  apiCalls: Array<{ url: string; origin: string | null }>;
}

/** Opens `url` with the clock fixed, every console message and every CSP or Trusted Types violation recorded. */
async function openRecorded(url: string): Promise<Omit<OpenHost, 'widgets'>> {
  const page = await browser().newPage();
  const logs: string[] = [];
  const apiCalls: OpenHost['apiCalls'] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    // allHeaders(): the Origin the network stack added too.
    if (new URL(r.url()).pathname.startsWith('/api/'))
      void r.allHeaders().then((h) => apiCalls.push({ url: r.url(), origin: h['origin'] ?? null }));
  });
  // Violations inside shadow roots reach the document too (the event is composed).
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        console.error(
          `[violation] ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`,
        ),
      true,
    );
  });
  await page.clock.setFixedTime(NOW);
  await page.goto(url);
  return { page, logs, apiCalls };
}

/** Opens a gallery page (as openRecorded) and waits until each widget shows its content. */
async function openHost(url: string): Promise<OpenHost> {
  const { page, logs, apiCalls } = await openRecorded(url);
  const widgets: Record<Widget, Locator> = {
    calculator: page.locator('#calculator > orebit-yield-farming'),
    'concierge-inline': page.locator('#concierge-inline > [data-orebit-widget="concierge"]'),
    'concierge-floating': page.locator('#concierge-floating'),
    referral: page.locator('#referral > orebit-referral'),
    news: page.locator('#news > orebit-news'),
  };
  try {
    await widgetsShown(widgets);
  } catch (error) {
    throw new Error(`${url}: the widgets did not all show. The page logged:\n${logs.join('\n')}`, { cause: error });
  }
  // Every widget in one shadow root of its own, the page's one registry knowing all five.
  expect(await page.evaluate(() => window.Orebit?.instances.size)).toBe(5);
  // Room for the whole page and the floating panel below it: nothing is scrolled for a screenshot,
  // and the floating launcher covers none of the other widgets.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.max(900, height + 760) });
  return { page, logs, widgets, apiCalls };
}

/** Waits until each widget shows its content: the result, the headings, the link, the news list. */
async function widgetsShown(widgets: Record<Widget, Locator>): Promise<void> {
  await expect
    .poll(() => widgets.calculator.getByTestId('reward-tokens').textContent(), { timeout: 20_000 })
    .toBe('892 ORB');
  await expect
    .poll(() => widgets['concierge-inline'].getByRole('heading', { name: 'AI Concierge', exact: true }).count(), {
      timeout: 20_000,
    })
    .toBe(1);
  await expect
    .poll(() => widgets['concierge-floating'].getByRole('button', { name: 'Open Orebit AI Concierge' }).count(), {
      timeout: 20_000,
    })
    .toBe(1);
  await expect
    .poll(() => widgets.referral.getByLabel('Your referral link').inputValue(), { timeout: 20_000 })
    .toContain('OREBIT2024');
  await expect
    .poll(() => widgets.news.getByRole('list', { name: 'Latest news' }).getByRole('listitem').count(), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await expect.poll(() => widgets.news.getByTestId('news-feed').getAttribute('aria-busy')).toBe('false');
}

type Shots = Record<string, Buffer>;

/** Screenshots of each widget: the four inline hosts, then the floating panel opened and its launcher. */
async function screenshots({ widgets }: OpenHost): Promise<Shots> {
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  const shots: Shots = {};
  for (const name of ['calculator', 'concierge-inline', 'referral', 'news'] as const)
    shots[name] = await widgets[name].screenshot(options);
  const floating = widgets['concierge-floating'];
  await floating.getByRole('button', { name: 'Open Orebit AI Concierge' }).click();
  const panel = floating.getByRole('dialog', { name: 'Orebit AI Concierge' });
  await expect.poll(() => panel.isVisible()).toBe(true);
  await expect.poll(() => panel.getByText('Online & Ready to Help').count()).toBe(1);
  shots['concierge-floating panel'] = await panel.screenshot(options);
  shots['concierge-floating launcher'] = await floating
    .getByRole('button', { name: 'Close the chat' })
    .screenshot(options);
  return shots;
}

const references = new Map<string, Promise<Shots>>();

/** The reference screenshots of `name`, taken once per run. */
function referenceShots(name: Host['reference']): Promise<Shots> {
  if (!references.has(name)) {
    references.set(
      name,
      (async () => {
        const host = await openHost(gallery(name));
        expect(host.logs).toEqual([]);
        const shots = await screenshots(host);
        await host.page.close();
        return shots;
      })(),
    );
  }
  return references.get(name)!;
}

// What each comparison measured, printed at the end of the file.
const measured: Array<{ page: string; widget: string; size: string; diff: string }> = [];

afterAll(() => {
  if (measured.length === 0) return;
  const max = Math.max(...measured.map((m) => Number.parseFloat(m.diff)));
  console.info(
    `[hosts] ${measured.length} widget renderings compared, max diff ${max.toFixed(4)} %\n${measured.map((m) => `  ${m.page.padEnd(13)} ${m.widget.padEnd(28)} ${m.size.padEnd(11)} ${m.diff}`).join('\n')}`,
  );
});

describe('widgets on hostile host pages', () => {
  const check = async (host: Host) => {
    const reference = await referenceShots(host.reference);
    const opened = await openHost(host.url());
    const { page, logs } = opened;
    const shots = await screenshots(opened);
    expect(Object.keys(shots)).toEqual(Object.keys(reference));
    const failures: string[] = [];
    for (const [widget, shot] of Object.entries(shots)) {
      const { ratio, size } = diffRatio(shot, reference[widget]!, widget.endsWith('launcher'));
      // HOSTS_SHOTS=<dir>: keep the screenshots, to look at a difference.
      if (process.env.HOSTS_SHOTS) {
        writeFileSync(`${process.env.HOSTS_SHOTS}/${host.name}-${widget}.png`, shot);
        writeFileSync(`${process.env.HOSTS_SHOTS}/${host.reference}-${widget}.png`, reference[widget]!);
      }
      measured.push({ page: host.name, widget, size, diff: `${(ratio * 100).toFixed(4)} %` });
      if (ratio > MAX_DIFF_RATIO) failures.push(`${widget}: ${(ratio * 100).toFixed(2)} % of ${size} px differ`);
    }
    await page.close();
    expect(failures).toEqual([]);
    expect(logs).toEqual([]);
  };
  for (const host of HOSTS) {
    const name = `${host.name}: every widget renders, logs nothing, raises no violation and looks as on the reference`;
    it(name, () => check(host));
  }

  it.fails('text decorations of a widget’s ancestors do not reach into it (KNOWN BUG: they do)', async () => {
    // Text decorations are not inherited but propagate to in-flow descendants, across the shadow
    // boundary too: the widget root's `all: initial` resets its own text-decoration, not its ancestors'
    // (only an atomic inline or out-of-flow host stops them). Computed styles show nothing; the
    // pixels show every text of the widget underlined.
    const reference = await referenceShots('reference');
    const page = await browser().newPage();
    await page.clock.setFixedTime(NOW);
    await page.goto(gallery('reference'));
    await page.addStyleTag({ content: 'section { text-decoration: underline wavy red !important; }' });
    const calculator = page.locator('#calculator > orebit-yield-farming');
    await expect.poll(() => calculator.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    const shot = await calculator.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    await page.close();
    expect(diffRatio(shot, reference.calculator!).ratio).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });
});

describe('what each hostile page does to the widgets around them', () => {
  it('strict: a fresh nonce per response on the scripts, and Trusted Types really enforced', async () => {
    const first = await openRecorded(gallery('strict'));
    await expect
      .poll(() => first.page.locator('#calculator > orebit-yield-farming').getByTestId('reward-tokens').textContent())
      .toBe('892 ORB');
    const second = await browser().newPage();
    const response = await second.goto(gallery('strict'));
    const policies = [
      await first.page.evaluate(() => document.querySelector('script')!.nonce),
      await second.evaluate(() => document.querySelector('script')!.nonce),
    ];
    expect(policies[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policies[1]).not.toBe(policies[0]);
    expect(response?.headers()['content-security-policy']).toBe(
      `script-src 'nonce-${policies[1]}' 'strict-dynamic'; style-src 'self'; require-trusted-types-for 'script'; object-src 'none'; base-uri 'none'`,
    );
    await second.close();
    // The recorder works: an HTML string into a sink is refused and reported.
    const violations = () =>
      first.logs.filter((l) => l.startsWith('error: [violation] require-trusted-types-for')).length;
    const before = violations();
    const sink = await first.page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>host</b>';
        return 'accepted';
      } catch {
        return 'refused';
      }
    });
    expect(sink).toBe('refused');
    await expect.poll(violations).toBe(before + 1);
    await first.page.close();
  });

  it('aggressive: a rule on the host element’s own box moves the host, not what is inside', async () => {
    // The floating concierge's host stands outside the slots, so the page's `div` and `*` rules lay
    // out its box: the host's box is the page's. Its launcher stays fixed in the viewport's corner.
    const { page } = await openHost(gallery('aggressive'));
    const host = await page.locator('#concierge-floating').evaluate((el) => {
      const style = getComputedStyle(el);
      return { display: style.display, float: style.float, margin: style.margin, border: style.borderTopStyle };
    });
    expect(host).toEqual({ display: 'block', float: 'right', margin: '20px', border: 'dashed' });
    const launcher = await page
      .locator('#concierge-floating')
      .getByRole('button', { name: 'Open Orebit AI Concierge' })
      .boundingBox();
    const viewport = page.viewportSize()!;
    expect([viewport.width - launcher!.x - launcher!.width, viewport.height - launcher!.y - launcher!.height]).toEqual([
      20, 20,
    ]);
    await page.close();
  });

  it('amd: the widgets neither register with the page loader nor touch its globals', async () => {
    const { page, logs } = await openHost(gallery('amd'));
    const state = await page.evaluate(() => {
      const w = window as unknown as Record<string, { version?: string } & object>;
      return {
        amdModules: (window as unknown as { __amdModules: string[] }).__amdModules,
        react: w.React!.version,
        preact: Object.keys(w.preact!).sort(),
        h: typeof w.h,
        registry: typeof window.Orebit?.mount,
      };
    });
    expect(state).toEqual({
      amdModules: [],
      react: '0.14.0-host',
      preact: ['h', 'render'],
      h: 'function',
      registry: 'function',
    });
    // The calculator still calculates with the page's prototypes in place.
    const calc = page.locator('#calculator > orebit-yield-farming');
    await calc.getByLabel('Amount (ORB)').fill('2000');
    await calc.getByLabel('APY (%)').fill('12');
    await calc.getByLabel('Duration (days)').fill('180');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('cross-origin: the news and the concierge work, their API calls cross-origin', async () => {
    const { page, logs, widgets, apiCalls } = await openHost(partnerUrl);
    const partnerOrigin = new URL(partnerUrl).origin;
    expect(partnerOrigin).not.toBe(new URL(base).origin);
    expect(await widgets.news.getByRole('list', { name: 'Latest news' }).getByRole('listitem').count()).toBeGreaterThan(
      0,
    );
    const news = apiCalls.find((c) => c.url === `${base}/api/news`);
    expect(news).toEqual({ url: `${base}/api/news`, origin: partnerOrigin });
    // The concierge answers (its replies are chosen in the browser; the clock is fixed, timers run).
    const concierge = widgets['concierge-inline'];
    await concierge.getByLabel('Message the concierge').fill('What is Orebit?');
    await concierge.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => concierge.locator('.msg.ai > p').last().textContent(), { timeout: 10_000 })
      .toMatch(/^Orebit is an all-in-one crypto platform/);
    expect(logs).toEqual([]);
    await page.close();
  });
});
