import { describe, expect, it } from 'vitest';
import { formatPercent, formatTime, formatUsd, formatWhole } from './format';

describe('format', () => {
  it('groups whole numbers the en-US way', () => {
    expect(formatWhole(892)).toBe('892');
    expect(formatWhole(8920)).toBe('8,920');
    expect(formatWhole(-1234567)).toBe('-1,234,567');
  });

  it('shows dollars with cents only when there are any', () => {
    expect(formatUsd(1180)).toBe('$1,180');
    expect(formatUsd(892.5)).toBe('$892.50');
    expect(formatUsd(9812.3)).toBe('$9,812.30');
  });

  it('rounds as Intl.NumberFormat does, and shows no minus for a rounded zero', () => {
    for (const n of [
      0, 0.4, 0.5, 1.5, 2.5, -2.5, 999.5, 999_999.49, 1_234_567.891, -0.4, -1180.004, 892.565, 1.005, 12_345_678.9,
    ]) {
      const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n).replace(/^-0$/, '0');
      expect(formatWhole(n), String(n)).toBe(whole);
      const usd = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      })
        .format(n)
        .replace(/\.(\d)$/, '.$10')
        .replace(/^-\$0$/, '$0');
      expect(formatUsd(n), String(n)).toBe(usd);
    }
  });

  it('shows clock times the en-US way', () => {
    expect(formatTime(new Date(2025, 0, 5, 0, 7))).toBe('12:07 AM');
    expect(formatTime(new Date(2025, 0, 5, 9, 5))).toBe('9:05 AM');
    expect(formatTime(new Date(2025, 0, 5, 12, 30))).toBe('12:30 PM');
    expect(formatTime(new Date(2025, 0, 5, 23, 59))).toBe('11:59 PM');
  });

  it('shows percentages to one decimal by default', () => {
    expect(formatPercent(12.54)).toBe('12.5%');
    expect(formatPercent(156.7)).toBe('156.7%');
    expect(formatPercent(8, 0)).toBe('8%');
  });
});
