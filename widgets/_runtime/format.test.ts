import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsd, formatWhole } from './format';

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

  it('shows percentages to one decimal by default', () => {
    expect(formatPercent(12.54)).toBe('12.5%');
    expect(formatPercent(156.7)).toBe('156.7%');
    expect(formatPercent(8, 0)).toBe('8%');
  });
});
