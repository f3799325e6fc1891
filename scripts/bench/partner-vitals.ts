// Bench part 12: a partner's page keeps its Core Web Vitals. Each partner widget, pasted as the
// snippet we hand out (its reserving element and its pinned script, widgets/snippet.ts), in a blog
// post of two themes that ship with WordPress (the real WordPress the browser tests run,
// demo/test/wordpress/site.ts) and in a plain page on another origin, in the first screen and below
// a long article, at 375 and 1280 px, 4× CPU and a slow 4G network, loaded side by side with the same
// page without a widget: the layout shift, LCP and blocking time the widget adds; and what the
// floating concierge costs before the reader uses it (bytes from the network, main-thread work).
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { servePartnerPage, type PartnerPage } from '../../demo/test/partner-page.ts';
import { startWordPress, type WordPressSite } from '../../demo/test/wordpress/site.ts';
import { importFromSource } from '../import-from-source.ts';
import {
  FLOATING,
  THEMES,
  WIDGETS,
  type Case,
  type Load,
  type Placement,
  type Shifted,
  type Widget,
} from './partner-cases.ts';
import { ARTICLE, plainPost, wordpressPost } from './partner-posts.ts';
import { report } from './partner-vitals-report.ts';
import {
  cumulativeLayoutShift,
  floatingWork,
  settle,
  throttledPage,
  watchNetwork,
  WIDTHS,
  type Vitals,
  type Width,
} from './throttled-load.ts';

/** One load of `c` at `width`: its vitals once settled (below: after scrolling the widget into the middle of the screen). */
async function loadOnce(browser: Browser, origin: string, c: Case, width: Width): Promise<Load> {
  const { context, page, cdp } = await throttledPage(browser, width);
  try {
    const network = watchNetwork(cdp, origin);
    await page.goto(c.url, { waitUntil: 'commit' });
    let settled = await settle(page, network);
    const read = () =>
      page.evaluate((origin) => {
        const vitals = (window as unknown as { vitals: Vitals }).vitals;
        vitals.take();
        const host = document.querySelector('[data-orebit-widget]');
        const ours = performance
          .getEntriesByType('resource')
          .filter((r) => r.name.startsWith(`${origin}/`))
          .map((r) => (r as PerformanceResourceTiming).responseEnd);
        return {
          lcp: vitals.lcp,
          arrived: ours.length ? Math.min(...ours) : NaN,
          top: host ? host.getBoundingClientRect().top + scrollY : NaN,
          shifts: vitals.shifts,
          longTasks: vitals.longTasks,
        };
      }, origin);
    const shifted = ({ shifts, longTasks }: Awaited<ReturnType<typeof read>>): Shifted => ({
      cls: cumulativeLayoutShift(shifts),
      blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      largest:
        shifts.reduce<{ value: number; moved: string } | undefined>(
          (top, shift) => (!top || shift.value > top.value ? shift : top),
          undefined,
        )?.moved ?? '',
    });
    const first = await read();
    let scrolled = first;
    if (c.placement !== 'first screen') {
      // A reader who goes down to the widget (a lazy one mounts then), or to where it would stand.
      await page.evaluate((article) => {
        const spot =
          document.querySelector('[data-orebit-widget]') ??
          document.querySelectorAll('main p, .entry-content p')[article];
        spot?.scrollIntoView({ block: 'center', behavior: 'instant' });
      }, ARTICLE);
      settled = (await settle(page, network)) && settled;
      scrolled = await read();
    }
    const ours = await Promise.all(
      network.ours.map(async ({ id, url, wire }) => {
        if (c.widget !== FLOATING) return { url, wire, gzip: NaN };
        const { body, base64Encoded } = (await cdp.send('Network.getResponseBody', { requestId: id })) as {
          body: string;
          base64Encoded: boolean;
        };
        return { url, wire, gzip: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length };
      }),
    );
    return {
      lcp: first.lcp,
      arrived: first.arrived,
      rest: shifted(first),
      scrolled: shifted(scrolled),
      top: first.top,
      settled,
      ours,
    };
  } finally {
    await context.close();
  }
}

/** How the part runs: `loads` of each case (at least 5 for the goals), `log` for progress. */
interface VitalsOptions {
  loads: number;
  log: (what: string) => void;
}

/**
 * Bench part 12. `base`: the running Worker (the widgets' origin). WordPress is started here (on
 * the system's MariaDB when one runs, else on one of its own) and stopped when done, with the plain
 * pages' servers.
 */
export async function benchPartnerVitals(
  browser: Browser,
  base: string,
  { loads, log }: VitalsOptions,
): Promise<{ markdown: string }> {
  // widgets/snippet.ts imports its siblings without extensions: bundled first, as bytes.ts does with the budgets.
  const { embedSnippet } = await importFromSource<typeof import('../../widgets/snippet.ts')>('widgets/snippet.ts');
  const manifest = (await (await fetch(`${base}/widgets/manifest.json`)).json()) as {
    version: string;
    files: Record<string, { integrity: string } | undefined>;
  };
  /** The snippet we hand out: the reserving element, then the pinned script with its integrity. */
  const snippet = (widget: Widget) => {
    const file = `v${manifest.version}/${widget.name}.js`;
    return embedSnippet(widget.name, widget.attributes, `${base}/widgets/${file}`, [
      ['integrity', manifest.files[file]!.integrity],
      ['crossorigin', 'anonymous'],
    ]);
  };
  const placed: Array<[Widget | undefined, Placement | undefined]> = [
    [undefined, undefined],
    ...WIDGETS.flatMap((w) => (['first screen', 'below'] as const).map((p): [Widget, Placement] => [w, p])),
  ];

  log('partner vitals: the plain pages and WordPress');
  const servers: PartnerPage[] = [];
  let site: WordPressSite | undefined;
  try {
    const cases: Case[] = [];
    for (const [widget, placement] of placed) {
      const served = await servePartnerPage(plainPost(widget ? snippet(widget) : '', placement));
      servers.push(served);
      cases.push({ page: 'plain', widget, placement, url: served.origin });
    }
    site = await startWordPress();
    const posts = await site.createPosts(
      placed.map(([widget, placement]) => ({
        title: 'How much can staking earn you?',
        content: wordpressPost(widget ? snippet(widget) : '', placement),
      })),
    );
    for (const theme of THEMES)
      placed.forEach(([widget, placement], i) =>
        cases.push({ page: theme, theme, widget, placement, url: posts[i]!.url }),
      );

    // Warm the Worker and PHP (a first request compiles), so that no measured load pays for it.
    for (const c of cases) await fetch(c.url);
    for (const widget of WIDGETS) await fetch(`${base}/widgets/v${manifest.version}/${widget.name}.js`);

    const samples = new Map<string, Load[]>();
    const key = (c: Case, width: number) => `${c.page} ${width} ${c.widget?.label ?? '–'} ${c.placement ?? ''}`;
    const pages = [...new Set(cases.map((c) => c.page))];
    const total = cases.length * WIDTHS.length * loads;
    let done = 0;
    for (let round = 0; round < loads; round++) {
      for (const name of pages) {
        const ofPage = cases.filter((c) => c.page === name);
        if (ofPage[0]!.theme) await site.switchTheme(ofPage[0]!.theme);
        for (const width of WIDTHS) {
          // Each round starts at another case, so that no case always follows the same one.
          const order = ofPage.map((_, i) => ofPage[(i + round) % ofPage.length]!);
          for (const c of order) {
            const load = await loadOnce(browser, base, c, width);
            samples.set(key(c, width), [...(samples.get(key(c, width)) ?? []), load]);
            done++;
          }
          log(`partner vitals: round ${round + 1}/${loads}, ${name} at ${width} px (${done}/${total} loads)`);
        }
      }
    }

    log('partner vitals: the floating concierge’s main-thread work (traced loads)');
    const floatingUrl = cases.find(
      (c) => c.page === 'plain' && c.widget === FLOATING && c.placement === 'first screen',
    )!.url;
    const work: Record<number, number[]> = { 375: [], 1280: [] };
    for (let round = 0; round < loads; round++)
      for (const width of WIDTHS) work[width]!.push(await floatingWork(browser, base, floatingUrl, width));

    return { markdown: report(cases, samples, key, work, loads) };
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await site?.stop();
  }
}
