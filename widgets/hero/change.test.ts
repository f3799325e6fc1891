import { describe, expect, it } from 'vitest';
import { bitcoinChange, changeTrend, formatChange } from './change';

describe('bitcoinChange', () => {
  it('reads bitcoin.changePercent24h from the price feed', () => {
    expect(bitcoinChange({ bitcoin: { price: 1, changePercent24h: 2.35 }, source: 'live' })).toBe(2.35);
    expect(bitcoinChange({ bitcoin: { changePercent24h: -0.4 } })).toBe(-0.4);
  });

  it('falls back to 12.5 when the data is missing (docs/behaviour.md#hero)', () => {
    expect(bitcoinChange(undefined)).toBe(12.5);
    expect(bitcoinChange(null)).toBe(12.5);
    expect(bitcoinChange({})).toBe(12.5);
    expect(bitcoinChange({ bitcoin: {} })).toBe(12.5);
    expect(bitcoinChange({ bitcoin: { changePercent24h: 'up' } })).toBe(12.5);
    expect(bitcoinChange({ bitcoin: { changePercent24h: null } })).toBe(12.5);
  });
});

describe('formatChange', () => {
  it('shows one decimal with its sign', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(2.35)).toBe('+2.4%');
    expect(formatChange(-1.48)).toBe('-1.5%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(0.04)).toBe('0.0%');
  });

  it('shows a change that rounds to zero as 0.0%, never -0.0%', () => {
    expect(formatChange(-0.04)).toBe('0.0%');
    expect(formatChange(-0.05)).toBe('-0.1%');
    expect(formatChange(-0)).toBe('0.0%');
  });
});

describe('changeTrend', () => {
  it('colours a change by its shown value', () => {
    expect(changeTrend(2.35)).toBe('up');
    expect(changeTrend(-1.48)).toBe('down');
    expect(changeTrend(-0.05)).toBe('down');
  });

  it('leaves a change that shows as 0.0% in the neutral colour', () => {
    expect(changeTrend(0)).toBeUndefined();
    expect(changeTrend(0.04)).toBeUndefined();
    expect(changeTrend(-0.04)).toBeUndefined();
    expect(changeTrend(-0.0001)).toBeUndefined();
  });
});
