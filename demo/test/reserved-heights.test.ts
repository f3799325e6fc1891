import { describe, expect, inject, it } from 'vitest';
import { RESERVE_TOLERANCE, RESERVE_WIDTHS, heightKey, reservationFor, reservedHeightAt } from '../../widgets/reserve';
import { heightCases, measureHeights } from '../../scripts/measure-heights.ts';
import { WIDGET_CATALOG } from '../../widgets/catalog';
import { browserPerFile } from './browser';

// The table the snippets reserve from (widgets/measured-heights.ts, written by `npm run heights`)
// still describes the widgets: each measured again in a host of every width from 320 to 1280 px,
// 16 px apart (the table's own measure is 8 px apart: half the widths find any change of look at
// half the run's time), is within RESERVE_TOLERANCE px of what its snippet reserves there. A widget
// whose look changed fails here until the table is made again.

const base = inject('baseUrl');
/** Every other width of the table's. */
const CHECKED_WIDTHS = RESERVE_WIDTHS.filter((_, i) => i % 2 === 0);
const browser = browserPerFile();

/** Pages measuring at once. */
const PAGES = 4;

/** Widgets whose height follows their data (posts, articles): other tests of the run may have added some. */
const FOLLOWS_DATA = new Set(['community', 'news']);

describe('the reserved heights', () => {
  it('are the widgets’ heights at every width from 320 to 1280 px, within the tolerance (else: npm run build && npm run heights)', async () => {
    const cases = heightCases(WIDGET_CATALOG);
    // Measuring is mostly waiting for frames (two at each width), not work: the cases are shared
    // among a few pages measuring at once.
    const pages = await Promise.all(
      Array.from({ length: PAGES }, () => browser().newPage({ viewport: { width: 1400, height: 900 } })),
    );
    const shares = pages.map((_, p) => cases.filter((_, i) => i % PAGES === p));
    const results = await Promise.all(pages.map((page, p) => measureHeights(page, base, shares[p]!, CHECKED_WIDTHS)));
    const measured = cases.map((_, i) => results[i % PAGES]![Math.floor(i / PAGES)]!);
    await Promise.all(pages.map((page) => page.close()));
    const stale: string[] = [];
    cases.forEach(({ name, attributes }, i) => {
      if (FOLLOWS_DATA.has(name)) return;
      const steps = reservationFor(name, attributes);
      if (!steps) return void stale.push(`${heightKey(name, attributes)}: not in widgets/measured-heights.ts`);
      const { widths, heights } = measured[i]!;
      widths.forEach((width, j) => {
        const reserved = reservedHeightAt(steps, width);
        if (Math.abs(reserved - heights[j]!) > RESERVE_TOLERANCE)
          stale.push(`${heightKey(name, attributes)} at ${width} px: ${heights[j]} px, reserved ${reserved} px`);
      });
    });
    expect(stale).toEqual([]);
  }, 600_000);
});
