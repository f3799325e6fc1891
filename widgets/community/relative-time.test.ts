import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';
import { localePack } from '../_runtime/locale-pack';

const NOW = Date.parse('2025-09-23T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a post created `age` ms before NOW reads. */
const ago = (age: number) => relativeTime(new Date(NOW - age).toISOString(), NOW);

describe('relativeTime (docs/behaviour.md#relative-time, Forum)', () => {
  it('reads "Less than an hour ago" under 1 hour, up to 59 min 59 s', () => {
    expect(ago(0)).toBe('Less than an hour ago');
    expect(ago(25 * MINUTE)).toBe('Less than an hour ago');
    expect(ago(59 * MINUTE)).toBe('Less than an hour ago');
    expect(ago(HOUR - 1)).toBe('Less than an hour ago');
  });

  it('reads "1 hour ago" from 60 min to 119 min', () => {
    expect(ago(60 * MINUTE)).toBe('1 hour ago');
    expect(ago(90 * MINUTE)).toBe('1 hour ago');
    expect(ago(119 * MINUTE)).toBe('1 hour ago');
    expect(ago(2 * HOUR - 1)).toBe('1 hour ago');
  });

  it('reads "N hours ago" from 2 hours to 23 h 59, counting whole hours', () => {
    expect(ago(120 * MINUTE)).toBe('2 hours ago');
    expect(ago(5 * HOUR + 30 * MINUTE)).toBe('5 hours ago');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23 hours ago');
    expect(ago(DAY - 1)).toBe('23 hours ago');
  });

  it('reads "N days ago" from 24 hours on, "1 days ago" included as the spec writes it', () => {
    expect(ago(24 * HOUR)).toBe('1 days ago');
    expect(ago(47 * HOUR + 59 * MINUTE)).toBe('1 days ago');
    expect(ago(48 * HOUR)).toBe('2 days ago');
    expect(ago(365 * DAY)).toBe('365 days ago');
  });

  it('takes epoch milliseconds as well as ISO text', () => {
    expect(relativeTime(NOW - 3 * HOUR, NOW)).toBe('3 hours ago');
  });

  it('reads "Less than an hour ago" for a time ahead of now (a clock running behind)', () => {
    expect(ago(-5 * MINUTE)).toBe('Less than an hour ago');
  });

  it('is empty for a createdAt that is not a date', () => {
    expect(relativeTime('last week', NOW)).toBe('');
    expect(relativeTime('', NOW)).toBe('');
    expect(relativeTime(Number.NaN, NOW)).toBe('');
  });
});

describe('relativeTime in another language', () => {
  it('counts hours under a day and days after, in the language’s words', () => {
    const es = localePack('es');
    const rtf = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
    expect(relativeTime(NOW - 10 * 60_000, NOW, es)).toBe(rtf.format(-0, 'hour'));
    expect(relativeTime(NOW - 5 * 3_600_000, NOW, es)).toBe('hace 5 horas');
    expect(relativeTime(NOW - 3 * 86_400_000, NOW, es)).toBe('hace 3 días');
  });
});
