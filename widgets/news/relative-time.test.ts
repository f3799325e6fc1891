import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';
import { localePack } from '../_runtime/locale-pack';

const NOW = Date.parse('2025-09-23T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What an article created `age` ms before NOW reads. */
const ago = (age: number) => relativeTime(new Date(NOW - age).toISOString(), NOW);

describe('relativeTime (docs/behaviour.md#relative-time, News)', () => {
  it('reads "Just now" under 1 minute, up to 59 s', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(20 * SECOND)).toBe('Just now');
    expect(ago(59 * SECOND)).toBe('Just now');
    expect(ago(MINUTE - 1)).toBe('Just now');
  });

  it('reads "N min ago" from 60 s to under 60 minutes, counting whole minutes', () => {
    expect(ago(60 * SECOND)).toBe('1 min ago');
    expect(ago(119 * SECOND)).toBe('1 min ago');
    expect(ago(2 * MINUTE)).toBe('2 min ago');
    expect(ago(12 * MINUTE + 30 * SECOND)).toBe('12 min ago');
    expect(ago(59 * MINUTE)).toBe('59 min ago');
    expect(ago(HOUR - 1)).toBe('59 min ago');
  });

  it('reads "N hours ago" from 60 minutes to under 24 hours, "1 hours ago" included as the spec writes it', () => {
    expect(ago(60 * MINUTE)).toBe('1 hours ago');
    expect(ago(2 * HOUR - 1)).toBe('1 hours ago');
    expect(ago(3 * HOUR)).toBe('3 hours ago');
    expect(ago(23 * HOUR)).toBe('23 hours ago');
    expect(ago(DAY - 1)).toBe('23 hours ago');
  });

  it('reads "N days ago" from 24 hours on, "1 days ago" included as the spec writes it', () => {
    expect(ago(24 * HOUR)).toBe('1 days ago');
    expect(ago(2 * DAY - 1)).toBe('1 days ago');
    expect(ago(2 * DAY)).toBe('2 days ago');
    expect(ago(400 * DAY)).toBe('400 days ago');
  });

  it('takes epoch milliseconds as well as ISO text', () => {
    expect(relativeTime(NOW - 5 * MINUTE, NOW)).toBe('5 min ago');
  });

  it('reads "Just now" for a time ahead of now (a clock running behind)', () => {
    expect(ago(-5 * MINUTE)).toBe('Just now');
  });

  it('is empty for a createdAt that is not a date', () => {
    expect(relativeTime('yesterday-ish', NOW)).toBe('');
    expect(relativeTime('', NOW)).toBe('');
    expect(relativeTime(Number.NaN, NOW)).toBe('');
  });
});

describe('relativeTime in another language', () => {
  it('says the same units in the language’s words, "now" under a minute', () => {
    const es = localePack('es');
    expect(relativeTime(NOW - 30_000, NOW, es)).toBe('ahora');
    expect(relativeTime(NOW - 5 * 60_000, NOW, es)).toBe('hace 5 minutos');
    expect(relativeTime(NOW - 3 * 3_600_000, NOW, localePack('ko'))).toBe('3시간 전');
    expect(relativeTime(NOW - 2 * 86_400_000, NOW, es)).toBe(
      new Intl.RelativeTimeFormat('es', { numeric: 'auto' }).format(-2, 'day'),
    );
  });
});
