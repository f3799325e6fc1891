import type { Page } from 'playwright-core';
import type { PostExpectations, PostMeasure, PostQuery } from './post-layout';

// The blog-post layouts of demo/layouts/ as the layout tests read them, in Chromium and in the
// other engines: which layouts, at which widths, where the widgets are and what shows they mounted.

/** The column layouts of demo/layouts/column.html (its ?layout=), with the platforms that use them. */
export const LAYOUTS = [
  { layout: 'centered', platform: 'Medium and Substack do (a centred column)' },
  { layout: 'flex-gap', platform: 'a flex column with gap' },
  { layout: 'rem-small', platform: 'Hugo themes do (a 62.5 % root font size)' },
  { layout: 'rem-large', platform: 'MkDocs themes do (a 137.5 % root font size)' },
  { layout: 'unset', platform: 'a theme that unsets everything in the post (all: unset)' },
] as const;

/** A desktop and a phone. */
export const WIDTHS = [1280, 375] as const;

/** The widgets of column.html: a script tag's, a data-orebit-widget div's, an <orebit-*> element's. */
export const COLUMN_HOSTS = {
  shown: ['article > orebit-yield-farming', 'article > [data-orebit-widget="referral"]', 'article > orebit-concierge'],
  query: {
    hosts: [
      'article > orebit-yield-farming',
      'article > [data-orebit-widget="referral"]',
      'article > orebit-concierge',
    ],
    paragraphs: 'article > p',
  } satisfies PostQuery,
};

const GRID_HOSTS = [
  'article > orebit-yield-farming',
  'article > [data-orebit-widget="referral"]:not([class]):not([data-loading])',
  'article > orebit-concierge',
  '#mounted-from-code',
  '.kg-width-wide[data-orebit-widget]',
  '.kg-width-full[data-orebit-widget]',
];

/** Ghost's pattern (grid-columns.html): every embedding path, wide and full cards, a lazy widget, the floating launcher. */
export const GRID = {
  path: '/demo/layouts/grid-columns.html',
  shown: [...GRID_HOSTS, '#floating'],
  query: {
    hosts: GRID_HOSTS,
    paragraphs: 'article > p',
    references: ['#wide-reference', '#full-reference'],
  } satisfies PostQuery,
  expectations: {
    alignedWith: {
      '.kg-width-wide[data-orebit-widget]': '#wide-reference',
      '.kg-width-full[data-orebit-widget]': '#full-reference',
    },
  } satisfies PostExpectations,
  lazy: '#lazy-widget',
  /** The floating concierge's launcher and the viewport. Runs in the page. */
  launcher: () => {
    const button = document.querySelector('#floating')!.shadowRoot!.querySelector('button[aria-label^="Open"]')!;
    const r = button.getBoundingClientRect();
    const html = document.documentElement;
    return {
      left: r.left,
      top: r.top,
      right: r.right,
      bottom: r.bottom,
      width: html.clientWidth,
      height: html.clientHeight,
    };
  },
};

/** The launcher's place: 60 px round, 20 px from the viewport's bottom and inline end (widgets/concierge/Concierge.tsx). */
export function launcherProblems(l: ReturnType<typeof GRID.launcher>): string[] {
  const off = (a: number, b: number) => Math.abs(a - b) > 1;
  if (off(l.width - l.right, 20) || off(l.height - l.bottom, 20) || off(l.right - l.left, 60))
    return [`the launcher is at ${l.left}–${l.right} × ${l.top}–${l.bottom} in a ${l.width} × ${l.height} viewport`];
  return [];
}

/** The selector of a mounted widget's root under `host`, for a browser whose CSS reaches into open shadow roots. */
export const mountedRoot = (host: string) => `${host} .orebit-root`;

/** The plain page's host of each widget in the posts (demo/hosts/reference.html). */
const REFERENCE_HOSTS: Record<string, string> = {
  'yield-farming': '#calculator > orebit-yield-farming',
  concierge: '#concierge-inline > [data-orebit-widget="concierge"]',
  referral: '#referral > orebit-referral',
};

/** Opens the plain reference page and waits until its widgets show. */
export async function openReference(page: Page, base: string): Promise<Page> {
  await page.goto(`${base}/demo/hosts/reference.html`);
  for (const selector of Object.values(REFERENCE_HOSTS)) await page.locator(mountedRoot(selector)).first().waitFor();
  return page;
}

/**
 * Each host's headings as the plain reference page shows the same widget at the same width (its
 * slot set to that width, so its container queries see what the post's do). Chromium only.
 */
export async function plainHeadings(reference: Page, m: PostMeasure): Promise<Record<string, string[]>> {
  const headings: Record<string, string[]> = {};
  for (const h of m.hosts) {
    const selector = REFERENCE_HOSTS[h.widget];
    if (!selector) continue;
    headings[h.host] = await reference.locator(selector).evaluate((el, width) => {
      (el.parentElement as HTMLElement).style.setProperty('width', `${width}px`, 'important');
      const root = el.shadowRoot!.querySelector('.orebit-root')!;
      return [...root.querySelectorAll('h1, h2, h3, h4')].map(
        (heading) => `${heading.localName} "${heading.textContent}" ${getComputedStyle(heading).fontSize}`,
      );
    }, h.box.right - h.box.left);
  }
  return headings;
}
