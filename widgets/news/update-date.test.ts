import { describe, expect, it } from 'vitest';
import { formatUpdateDate } from './update-date';
import { localePack } from '../_runtime/locale-pack';

describe('formatUpdateDate', () => {
  it('shows a calendar date as "Mon D, YYYY"', () => {
    expect(formatUpdateDate('2025-01-15')).toBe('Jan 15, 2025');
    expect(formatUpdateDate('2025-09-05')).toBe('Sep 5, 2025');
    expect(formatUpdateDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('shows anything else as given', () => {
    expect(formatUpdateDate('2025-13-01')).toBe('2025-13-01');
    expect(formatUpdateDate('soon')).toBe('soon');
  });
});

describe('formatUpdateDate in another language', () => {
  it('writes the calendar date the language’s way, on its UTC day', () => {
    expect(formatUpdateDate('2025-01-15', localePack('es'))).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2025, 0, 15)),
    );
    expect(formatUpdateDate('not a date', localePack('ko'))).toBe('not a date');
  });
});
