import { describe, expect, inject, it } from 'vitest';
import { countPairs, textTypes } from '../../scripts/type-pairs';
import { BASE_CSS } from '../../widgets/_runtime/sheets';
import { browserPerFile } from './browser';

// The official page draws its text with the type scale's few sizes and weights
// (docs/type-scale.md): each new size/weight pair costs a cold renderer a font set-up.

const base = inject('baseUrl');
const browser = browserPerFile();
/** The scale's steps, as the base sheet declares them (`--ob-xs:12px;` …). */
const SIZES = [...BASE_CSS.matchAll(/--ob-(?:\d?x[sl]|[sml]):(\d+px)/g)].map((match) => match[1]);
const WEIGHTS = ['400', '600', '700'];

describe('the type scale on the official page', () => {
  it('draws every section’s text in at most 16 size/weight pairs, all on the scale, JavaScript off', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    await page.goto(`${base}/`);
    const types = await page.evaluate(textTypes);
    // Every section is there and has text.
    const sections = new Set(types.map(({ where }) => where.split(' ')[0]));
    expect(sections.size).toBe(await page.locator('#orebit-page > [server-rendered]').count());
    const pairs = [...countPairs(types).keys()];
    expect(pairs.length, pairs.join(', ')).toBeLessThanOrEqual(16);
    for (const pair of pairs) {
      const [size, weight] = pair.split('/');
      expect(SIZES, pair).toContain(size);
      expect(WEIGHTS, pair).toContain(weight);
    }
    await page.close();
  });
});
