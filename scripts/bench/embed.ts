// Bench part 8: the embed pages (/embed/<name>): the HTML a reader downloads again (gzip), the
// first styled frame of the page inside a frame at 4× CPU, and the render the Worker runs per
// URL and release (the built renderer, .cache/embed-server.mjs, timed in Node's V8 as workerd runs it);
// and the official page as the Worker renders it from live data: its render, cold and warm, and
// the time to its first byte from the Worker's cache against the build's static file.
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import type { EmbedRenderer } from '../../contract/embed.ts';
import { PAGE_DATA_ID, PAGE_FRESH_MS, type PageData } from '../../contract/page-data.ts';
import { goal, int, median, ms, table } from './table.ts';
import { autocannon } from './worker.ts';

/** The embed pages measured: the partner widgets, by the URL a writer would paste. */
const PAGES = [
  'yield-farming?view=calculator',
  'yield-farming',
  'concierge',
  'referral?ref-code=ALICE42',
  'community',
  'news',
];

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The first contentful paint (styled: the page's stylesheet blocks rendering) of `url` in a same-origin frame at 4× CPU, in ms from the frame's navigation. */
async function framedFirstPaint(browser: Browser, base: string, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${base}/bench/frame.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orebit bench</title></head><body><main><iframe src="${url}" width="640" height="900" title="embed"></iframe></main></body></html>`,
    }),
  );
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/bench/frame.html`);
  const frame = page.frames().find((f) => f.url().startsWith(`${base}/embed/`))!;
  await frame.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const fcp = await frame.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  await context.close();
  return fcp;
}

/** Part 8's table. */
export async function benchEmbed(
  browser: Browser,
  base: string,
  runs: number,
  serverLog: () => string,
): Promise<{ markdown: string }> {
  const { embedRenderer } = (await import(pathToFileURL('.cache/embed-server.mjs').href)) as {
    embedRenderer: EmbedRenderer;
  };
  const links = { origin: base, stylesheet: '/embed-sheet.000000000000.css' };
  const rows: string[][] = [];
  for (const path of PAGES) {
    const url = `${base}/embed/${path}`;
    const html = await (await fetch(url)).text();
    const [name, query = ''] = path.split('?') as [string, string?];
    // Cold: this widget's first render in this process (the Worker's first request for the URL after a deploy).
    let started = performance.now();
    embedRenderer.render(name, new URLSearchParams(query), links);
    const cold = performance.now() - started;
    const warm: number[] = [];
    for (let i = 0; i < 50; i++) {
      started = performance.now();
      embedRenderer.render(name, new URLSearchParams(query), links);
      warm.push(performance.now() - started);
    }
    const paints: number[] = [];
    for (let i = 0; i < runs; i++) paints.push(await framedFirstPaint(browser, base, url));
    rows.push([
      `/embed/${path}`,
      int(gzipSync(html, { level: 9 }).length),
      ms(median(paints)),
      ms(cold),
      ms(median(warm)),
      ms(percentile(warm, 95)),
    ]);
  }
  const page = await benchPage(embedRenderer, base, serverLog);
  return {
    markdown:
      page +
      '\n\n' +
      table(
        [
          'page',
          'HTML gzip (B)',
          'first styled paint in a frame, 4× CPU (ms, median)',
          'render cold (ms)',
          'render warm (ms, median)',
          'render warm (ms, p95)',
        ],
        rows,
      ) +
      `\n\nThe HTML is what a reader downloads again when the page's five minutes are up (the scripts and the stylesheet are cached apart). ` +
      `The paint is the frame's first contentful paint from its navigation (same-origin frame, ${runs} loads). ` +
      'The render is the renderer the Worker runs, timed in Node (same V8); a page in the Cache API (warm cache) costs no render at all, ' +
      'so the Worker renders a URL once per location and release.',
  };
}

/** Time to the first byte of `url`, in ms (the body read and dropped). */
async function firstByte(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  const reader = res.body!.getReader();
  await reader.read();
  const at = performance.now() - started;
  await reader.cancel();
  return at;
}

/** The official page: the Worker's render from the data it serves (cold, then warm), and `/` from the cache against the static file. */
async function benchPage(embedRenderer: EmbedRenderer, base: string, serverLog: () => string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html);
  if (!block) throw new Error('GET / carries no data block: is it the Worker’s render?');
  const data = JSON.parse(block[1]!) as PageData;
  const shell = await (await fetch(`${base}/demo/client-rendered.html`)).text();
  // The build's page as the Worker reads it: the shell with its head and the sections' stylesheet.
  const href = /href="(\/sections\.[0-9a-f]{12}\.css)"/.exec(html)![1]!;
  const built = {
    html: shell.replace('</head>', `<link rel="stylesheet" href="${href}" /></head>`),
    css: await (await fetch(`${base}${href}`)).text(),
  };
  let started = performance.now();
  embedRenderer.page(data, built);
  const cold = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < 50; i++) {
    started = performance.now();
    embedRenderer.page(data, built);
    warm.push(performance.now() - started);
  }
  // Interleaved, after a first request each: the page from the Worker's cache, the build's file as served.
  const cached: number[] = [];
  const file: number[] = [];
  await firstByte(`${base}/`);
  await firstByte(`${base}/demo/client-rendered.html`);
  for (let i = 0; i < 30; i++) {
    cached.push(await firstByte(`${base}/`));
    file.push(await firstByte(`${base}/demo/client-rendered.html`));
  }
  const load = await rendersUnderLoad(base, serverLog);
  return (
    table(
      ['the official page', 'HTML gzip (B)', 'render cold (ms)', 'render warm (ms, median)', 'render warm (ms, p95)'],
      [
        [
          '/ (live data)',
          int(gzipSync(html, { level: 9 }).length),
          ms(cold),
          ms(median(warm)),
          ms(percentile(warm, 95)),
        ],
      ],
    ) +
    '\n\n' +
    table(
      ['time to first byte, 30 interleaved (ms)', 'median', 'p95'],
      [
        ['/ from the Worker’s cache', ms(median(cached)), ms(percentile(cached, 95))],
        ['the build’s static page (client-rendered.html)', ms(median(file)), ms(percentile(file, 95))],
        ['ratio, median', `${(median(cached) / median(file)).toFixed(2)}×`, ''],
      ],
    ) +
    '\n\n' +
    `${READERS} concurrent readers asking for / for ${LOAD_SECONDS} s (autocannon, one location): ` +
    `${int(load.requests)} answers (${int(load.failed)} not 200 or failed), **${load.renders} renders** ` +
    `(the Worker's \`page_render\` log lines; goal at most one per ${PAGE_FRESH_MS / 1000} s, ` +
    `${goal(load.renders <= LOAD_SECONDS / (PAGE_FRESH_MS / 1000) + 1, `${load.renders}`)}), ` +
    `latency p50 ${ms(load.p50)} ms, p99 ${ms(load.p99)} ms.`
  );
}

/** Readers and seconds of the render count under load (issue: at most one render per PAGE_FRESH_MS per location). */
const READERS = 100;
const LOAD_SECONDS = 60;

/** `READERS` readers asking for `/` without pause for `LOAD_SECONDS`: the renders the Worker logged meanwhile. */
async function rendersUnderLoad(
  base: string,
  serverLog: () => string,
): Promise<{ renders: number; requests: number; failed: number; p50: number; p99: number }> {
  const renders = () => serverLog().split('"event":"page_render"').length - 1;
  const before = renders();
  // The page was asked for above, so the log holds its first render: else the count would read 0.
  if (!before)
    throw new Error('The server’s output holds no page_render line: is wrangler dev logging at WRANGLER_LOG=log?');
  const result = await autocannon({ url: `${base}/`, connections: READERS, duration: LOAD_SECONDS });
  // A render started in the background in the last second logs when it ends.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    renders: renders() - before,
    requests: result['2xx'] + result.non2xx,
    failed: result.non2xx + result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
