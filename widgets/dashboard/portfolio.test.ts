import { describe, expect, it } from 'vitest';
import { formatUsd } from '../_runtime/format';
import { HOLDINGS, QUICK_ACTIONS } from './constants';
import { allocation, portfolioTotal, signed } from './portfolio';

describe('portfolioTotal', () => {
  it('sums the holdings to the cent', () => {
    expect(portfolioTotal(HOLDINGS)).toBe(124_582.4);
    expect(portfolioTotal([])).toBe(0);
  });
});

describe('allocation', () => {
  it('is the share of the total in percent, to one decimal', () => {
    const total = portfolioTotal(HOLDINGS);
    expect(HOLDINGS.map((holding) => allocation(holding.value, total))).toEqual([40, 30, 20, 10]);
    expect(allocation(1, 3)).toBe(33.3);
  });

  it('is 0 for an empty portfolio', () => {
    expect(allocation(0, 0)).toBe(0);
  });
});

describe('signed', () => {
  it('puts + before gains and - before losses', () => {
    expect(signed(2.4, (n) => `${n.toFixed(1)}%`)).toBe('+2.4%');
    expect(signed(-1.2, (n) => `${n.toFixed(1)}%`)).toBe('-1.2%');
    expect(signed(3218.75, formatUsd)).toBe('+$3,218.75');
  });
});

describe('quick actions', () => {
  it('lead to in-page anchors of the spec', () => {
    const anchors = [
      'dashboard',
      'portfolio',
      'education',
      'community',
      'news',
      'ai-concierge',
      'onboarding',
      'simulator',
      'yield-farming',
    ];
    for (const action of QUICK_ACTIONS) expect(anchors).toContain(action.anchor);
    expect(new Set(QUICK_ACTIONS.map((action) => action.anchor)).size).toBe(QUICK_ACTIONS.length);
  });
});
