import { describe, expect, it } from 'vitest';
import { categoryColor, riskColor } from './colors';

describe('colours (docs/behaviour.md#colours)', () => {
  it('give categories bullish green, bearish red, news blue, tech purple, milestone yellow, other gray', () => {
    expect(['bullish', 'bearish', 'news', 'tech', 'milestone', 'rumour'].map(categoryColor)).toEqual([
      'var(--ob-green)',
      'var(--ob-red)',
      'var(--ob-blue)',
      'var(--ob-purple)',
      'var(--ob-yellow)',
      'var(--ob-gray)',
    ]);
  });

  it('give risk low green, medium yellow, high red, other gray', () => {
    expect(['low', 'medium', 'high', 'extreme', ''].map(riskColor)).toEqual([
      'var(--ob-green)',
      'var(--ob-yellow)',
      'var(--ob-red)',
      'var(--ob-gray)',
      'var(--ob-gray)',
    ]);
  });
});
