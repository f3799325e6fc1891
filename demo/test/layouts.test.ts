import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import {
  COLUMN_HOSTS,
  GRID,
  LAYOUTS,
  launcherProblems,
  mountedRoot,
  openReference,
  plainHeadings,
  WIDTHS,
} from './layout-fixtures';
import { measurePost, postNumbers, postProblems, type PostExpectations, type PostQuery } from './post-layout';

// The widgets in blog posts laid out as the platforms partners use lay them out (demo/layouts/):
// each sits in the post's column like its paragraphs, with the post's gaps and its own type, at a
// desktop and a phone width. The same checks run in Firefox and WebKit (engines/layouts.test.ts)
// and on a real WordPress (wordpress.test.ts).

const base = inject('baseUrl');
const browser = browserPerFile();
/** The plain reference page: each widget's own headings at a given width. */
let reference: Page;
const measured: string[] = [];

beforeAll(async () => {
  reference = await openReference(await browser().newPage(), base);
});
afterAll(async () => {
  await reference?.close();
  console.info(`[layouts] widget edges and gaps (between paragraphs)\n${measured.join('\n')}`);
});

/** Opens `path` at `width`, recording what it logs, and waits until every widget has mounted. */
async function openPost(
  path: string,
  width: number,
  shown: readonly string[],
): Promise<{ page: Page; logs: string[] }> {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}${path}`);
  for (const host of shown)
    await expect.poll(() => page.locator(mountedRoot(host)).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  return { page, logs };
}

/** Everything out of place in the post open in `page`, its widgets' headings held to the plain page's. */
async function problemsOf(page: Page, label: string, query: PostQuery, expectations: PostExpectations = {}) {
  const post = await page.evaluate(measurePost, query);
  measured.push(...postNumbers(post).map((line) => `  ${label} ${line}`));
  return postProblems(post, { ...expectations, headings: await plainHeadings(reference, post) });
}

describe.each(LAYOUTS)('a post laid out as $platform', ({ layout }) => {
  it.each(WIDTHS)('places each widget like a paragraph of the post at %i px', async (width) => {
    const { page, logs } = await openPost(`/demo/layouts/column.html?layout=${layout}`, width, COLUMN_HOSTS.shown);
    expect(await problemsOf(page, `${layout} ${width}`, COLUMN_HOSTS.query)).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('a post whose blocks sit in a named grid column (Ghost)', () => {
  it.each(WIDTHS)(
    'places every kind of embed in its column, wide and full ones with the theme’s cards, at %i px',
    async (width) => {
      const { page, logs } = await openPost(GRID.path, width, GRID.shown);
      expect(await problemsOf(page, `grid ${width}`, GRID.query, GRID.expectations)).toEqual([]);
      expect(launcherProblems(await page.evaluate(GRID.launcher))).toEqual([]);
      expect(logs).toEqual([]);
      await page.close();
    },
  );

  it('holds a lazy widget’s place in the column before it mounts, and nothing moves when it does', async () => {
    const { page } = await openPost(GRID.path, 1280, GRID.shown);
    const lazy = { ...GRID.query, hosts: [GRID.lazy] };
    const before = (await page.evaluate(measurePost, lazy)).hosts[0]!;
    expect(await page.locator(mountedRoot(GRID.lazy)).count()).toBe(0);
    await page.locator(GRID.lazy).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(mountedRoot(GRID.lazy)).count()).toBe(1);
    const after = await page.evaluate(measurePost, lazy);
    expect(after.hosts[0]!.box).toMatchObject({ left: before.box.left, right: before.box.right, top: before.box.top });
    expect(postProblems(after, GRID.expectations)).toEqual([]);
    await page.close();
  });
});
