// Bench part 3: the official page as the server renders it (/, widgets/page/server.tsx) against the
// same page rendered by its script alone (/demo/client-rendered.html, the page before server
// rendering), side by side in one run: Lighthouse mobile and desktop, long tasks at 4× CPU, the
// HTML's bytes, the first styled paint, and what a render costs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { throttle } from './browser.ts';
import { audit, type Audit } from './lighthouse.ts';
import { goal, int, median, ms, table, times } from './table.ts';

const PAGES = { server: '/', client: '/demo/client-rendered.html' } as const;
type Way = keyof typeof PAGES;
const SECTIONS = 18;

/** Lighthouse loads of each page in each preset, of which the table gives the median. */
const LIGHTHOUSE_RUNS = 5;

/** Each metric's median over `audits`. */
function medianAudit(audits: Audit[]): Audit {
  const of = (key: keyof Audit) => median(audits.map((a) => a[key]));
  return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), fcp: of('fcp') };
}

async function throttled(browser: Browser, rate: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (rate > 1) await throttle(context, page, rate);
  return { context, page };
}

/** Waits until every section is mounted or hydrated, and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction((n) => (window.Orebit?.instances.size ?? 0) >= n, SECTIONS, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** Long tasks (count, total ms) from navigation until every section is live, at 4× CPU. */
async function longTasks(browser: Browser, url: string): Promise<{ count: number; total: number }> {
  const { context, page } = await throttled(browser, 4);
  try {
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(url);
    await settled(page);
    // A last frame, so a task still running is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return { count: tasks.length, total: tasks.reduce((a, b) => a + b, 0) };
  } finally {
    await context.close();
  }
}

/** ms from navigation to the first frame in which a section's root is styled (15 px type), at 4× CPU. */
async function firstStyledPaint(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttled(browser, 4);
  try {
    await page.addInitScript(() => {
      const frame = (now: number) => {
        const styled = [...document.querySelectorAll('#orebit-page > *')].some((host) => {
          const root = host.shadowRoot?.querySelector('.orebit-root');
          return root && getComputedStyle(root).fontSize === '15px';
        });
        if (styled) Object.assign(window, { __styledAt: now });
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(url);
    return await page
      .waitForFunction(() => (window as unknown as { __styledAt?: number }).__styledAt, null, { timeout: 60_000 })
      .then((handle) => handle.jsonValue() as Promise<number>);
  } finally {
    await context.close();
  }
}

/** The build's server render in Node (scripts/prerender.ts runs it once per build): ms per render. */
async function renderCost(runs: number): Promise<{ median: number; p95: number }> {
  const url = pathToFileURL('.cache/page-server.mjs').href;
  const { renderPage } = (await import(url)) as { renderPage: () => { html(href: string): string } };
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    renderPage().html('/sections.css');
    if (i >= 5) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: median(samples), p95: samples[Math.ceil(samples.length * 0.95) - 1]! };
}

export async function benchServerRender(browser: Browser, base: string, runs = 5): Promise<{ markdown: string }> {
  const html: Record<Way, { bytes: number; gzip: number }> = {} as never;
  const tasks: Record<Way, { count: number; total: number }> = {} as never;
  const styled: Record<Way, number> = {} as never;
  for (const way of ['client', 'server'] as const) {
    const body = Buffer.from(await (await fetch(`${base}${PAGES[way]}`)).arrayBuffer());
    html[way] = { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  // Interleaved, so a busy moment of a shared machine falls on both.
  const samples: Record<Way, { count: number[]; total: number[]; styled: number[] }> = {
    client: { count: [], total: [], styled: [] },
    server: { count: [], total: [], styled: [] },
  };
  for (let run = 0; run < runs; run++) {
    for (const way of ['client', 'server'] as const) {
      const long = await longTasks(browser, `${base}${PAGES[way]}`);
      samples[way].count.push(long.count);
      samples[way].total.push(long.total);
      samples[way].styled.push(await firstStyledPaint(browser, `${base}${PAGES[way]}`));
    }
  }
  for (const way of ['client', 'server'] as const) {
    tasks[way] = { count: median(samples[way].count), total: median(samples[way].total) };
    styled[way] = median(samples[way].styled);
  }

  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_LAUNCHER_FLAGS, logLevel: 'error' });
  // One load's TBT varies by a factor of three on a shared machine: each figure is the median of
  // `LIGHTHOUSE_RUNS` loads of each page in each preset, interleaved.
  const presets = {
    mobile: (url: string) => audit(chrome.port, url, undefined),
    applied: (url: string) => audit(chrome.port, url, undefined, 'devtools'),
    desktop: (url: string) => audit(chrome.port, url, desktopConfig),
  };
  type Preset = keyof typeof presets;
  const names = Object.keys(presets) as Preset[];
  const loads = { client: new Map<Preset, Audit[]>(), server: new Map<Preset, Audit[]>() };
  const lighthouse = {} as Record<Way, Record<Preset, Audit>>;
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
      for (const preset of names)
        for (const way of ['client', 'server'] as const) {
          const result = await presets[preset](`${base}${PAGES[way]}`);
          loads[way].set(preset, [...(loads[way].get(preset) ?? []), result]);
        }
    for (const way of ['client', 'server'] as const)
      lighthouse[way] = Object.fromEntries(
        names.map((preset) => [preset, medianAudit(loads[way].get(preset)!)]),
      ) as Record<Preset, Audit>;
  } finally {
    chrome.kill();
  }
  const cost = await renderCost(30);

  const c = lighthouse.client;
  const s = lighthouse.server;
  const row = (label: string, client: string, server: string, ratio: string) => [label, client, server, ratio];
  const ratio = (a: number, b: number) => times(b / a);
  const rows = [
    row('Lighthouse mobile LCP ms', ms(c.mobile.lcp), ms(s.mobile.lcp), ratio(c.mobile.lcp, s.mobile.lcp)),
    row('Lighthouse mobile TBT ms', ms(c.mobile.tbt), ms(s.mobile.tbt), ratio(c.mobile.tbt, s.mobile.tbt)),
    row('Lighthouse mobile CLS', c.mobile.cls.toFixed(3), s.mobile.cls.toFixed(3), ''),
    row('Lighthouse mobile FCP ms', ms(c.mobile.fcp), ms(s.mobile.fcp), ratio(c.mobile.fcp, s.mobile.fcp)),
    row(
      'Lighthouse mobile, throttling applied: LCP ms',
      ms(c.applied.lcp),
      ms(s.applied.lcp),
      ratio(c.applied.lcp, s.applied.lcp),
    ),
    row(
      'Lighthouse mobile, throttling applied: FCP ms',
      ms(c.applied.fcp),
      ms(s.applied.fcp),
      ratio(c.applied.fcp, s.applied.fcp),
    ),
    row(
      'Lighthouse mobile, throttling applied: TBT ms',
      ms(c.applied.tbt),
      ms(s.applied.tbt),
      ratio(c.applied.tbt, s.applied.tbt),
    ),
    row('Lighthouse mobile, throttling applied: CLS', c.applied.cls.toFixed(3), s.applied.cls.toFixed(3), ''),
    row('Lighthouse desktop LCP ms', ms(c.desktop.lcp), ms(s.desktop.lcp), ratio(c.desktop.lcp, s.desktop.lcp)),
    row('Lighthouse desktop TBT ms', ms(c.desktop.tbt), ms(s.desktop.tbt), ratio(c.desktop.tbt, s.desktop.tbt)),
    row('Lighthouse desktop CLS', c.desktop.cls.toFixed(3), s.desktop.cls.toFixed(3), ''),
    row('long tasks at 4× CPU (count, median)', String(tasks.client.count), String(tasks.server.count), ''),
    row(
      'long tasks at 4× CPU (total ms, median)',
      ms(tasks.client.total),
      ms(tasks.server.total),
      ratio(tasks.client.total, tasks.server.total),
    ),
    row(
      'first styled paint at 4× CPU ms (median)',
      ms(styled.client),
      ms(styled.server),
      ratio(styled.client, styled.server),
    ),
    row('HTML bytes', int(html.client.bytes), int(html.server.bytes), ''),
    row('HTML gzip bytes', int(html.client.gzip), int(html.server.gzip), ''),
  ];
  const lcp = Math.max(s.applied.lcp / c.applied.lcp, s.desktop.lcp / c.desktop.lcp);
  // TBT and CLS in every preset, throttling applied too.
  const tbt = Math.max(...names.map((preset) => s[preset].tbt));
  const tbtMet = tbt <= 50 && names.every((preset) => s[preset].tbt <= c[preset].tbt);
  const cls = Math.max(...names.map((preset) => s[preset].cls));
  const markdown = [
    `Lighthouse: the median of ${LIGHTHOUSE_RUNS} loads of each page in each preset, interleaved.`,
    '',
    table(['', 'client-rendered', 'server-rendered', 'server ÷ client'], rows),
    '',
    `Render: ${ms(cost.median)} ms median, ${ms(cost.p95)} ms p95 per render of the 18 sections (Node, at build time; ` +
      'the Worker serves the result as a static file: no render per request).',
    '',
    `Goals (LCP with throttling applied, mobile, and desktop): LCP ≤ 0.75× ${goal(lcp <= 0.75, times(lcp))}; ` +
      `TBT ≤ client's and ≤ 50 ms in every preset ${goal(tbtMet, `${ms(tbt)} ms`)}; ` +
      `long tasks at 4× ≤ 0.5× ${goal(tasks.server.total <= tasks.client.total * 0.5, ratio(tasks.client.total, tasks.server.total))}; ` +
      `CLS 0 ${goal(cls === 0, cls.toFixed(3))}; ` +
      `HTML ≤ 40 KB gzip ${goal(html.server.gzip <= 40 * 1024, `${int(html.server.gzip)} B`)}`,
  ].join('\n');
  return { markdown };
}
