import { describe, expect, it } from 'vitest';
import { BADGES, FEATURES, LEARN_MORE_URL, SECTION_TITLE } from './constants';

describe('the mining section (docs/behaviour.md#mining)', () => {
  it('has the four feature cards Transparent, Seamless, Global Integration and Efficiency, each described', () => {
    expect(FEATURES.map((f) => f.title)).toEqual(['Transparent', 'Seamless', 'Global Integration', 'Efficiency']);
    for (const feature of FEATURES) expect(feature.text.length).toBeGreaterThan(30);
  });

  it('has three distinct badges', () => {
    expect(BADGES).toHaveLength(3);
    expect(new Set(BADGES).size).toBe(3);
  });

  it('names the miner through the brand and links to the official site', () => {
    expect(SECTION_TITLE).toContain('Orebit Miner');
    expect(LEARN_MORE_URL).toBe('https://orebit.example');
  });
});
