import { describe, expect, it } from 'vitest';
import { COLUMN_HOSTS, GRID, LAYOUTS, launcherProblems, WIDTHS } from '../layout-fixtures';
import { measurePost, postProblems, type PostExpectations, type PostQuery } from '../post-layout';
import { ENGINES, useEngine, type Engine } from './engine';

// The blog-post layouts of demo/layouts/ in Firefox and WebKit, as layouts.test.ts checks them in
// Chromium: every widget lines up with the post's paragraphs (wide and full ones with the theme's
// cards), keeps the post's gaps and its own type, and nothing scrolls sideways.

/** Opens `path` at `width`, waits for every widget to mount, and reads the post and what the page logged. */
async function checkPost(
  engine: Engine,
  path: string,
  width: number,
  { shown, query, expectations = {} }: { shown: readonly string[]; query: PostQuery; expectations?: PostExpectations },
): Promise<{ problems: string[]; logs: string[]; launcher: string[] }> {
  const page = await engine.open(`${engine.base}${path}`, { width, height: 900 });
  try {
    for (const host of shown)
      await expect.poll(() => page.count(`${host} >>> .orebit-root`), { timeout: 20_000 }).toBeGreaterThan(0);
    const problems = postProblems(await page.evaluate(measurePost, query), expectations);
    const launcher = path === GRID.path ? launcherProblems(await page.evaluate(GRID.launcher)) : [];
    return { problems, logs: await page.logs(), launcher };
  } finally {
    await page.close();
  }
}

describe.each(ENGINES)('%s', (name) => {
  const engine = useEngine(name);

  it.each(LAYOUTS.flatMap(({ layout }) => WIDTHS.map((width) => [layout, width] as const)))(
    'places each widget like a paragraph of a post laid out as %s at %i px',
    async (layout, width) => {
      const result = await checkPost(engine(), `/demo/layouts/column.html?layout=${layout}`, width, COLUMN_HOSTS);
      expect(result).toEqual({ problems: [], logs: [], launcher: [] });
    },
  );

  it.each(WIDTHS)('places every kind of embed in a grid column post (Ghost) at %i px', async (width) => {
    const result = await checkPost(engine(), GRID.path, width, GRID);
    expect(result).toEqual({ problems: [], logs: [], launcher: [] });
  });
});
