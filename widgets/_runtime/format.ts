// Number and time formats shared by every widget: en-US, as docs/behaviour.md writes its figures.
// Written out by hand rather than with Intl: the first Intl formatter of a page initialises ICU,
// which measured 34-44 ms under 4x CPU throttling, longer than the rest of a widget's mount.
// In another language the widget's language pack formats instead (`i18n`, locale.ts).
import type { I18n } from './locale';

/** "8920" → "8,920" (digits only; a language pack passes its own separator: "8.920"). */
export const group = (digits: string, separator = ',') => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** `text` with a minus sign when `n` is negative and `text` is not all zeros. */
const signed = (n: number, text: string) => (n < 0 && /[1-9]/.test(text) ? `-${text}` : text);

/**
 * |n| to `digits` decimals, rounded half away from zero on its shortest decimal form, as Intl does
 * (1.005 → "1.01", where toFixed alone gives "1.00").
 */
export function fixed(n: number, digits: number): string {
  const abs = Math.abs(n);
  if (String(abs).includes('e')) return abs.toFixed(digits);
  return (Math.round(Number(`${abs}e${digits}`)) / 10 ** digits).toFixed(digits);
}

/** A whole number with thousands separators, rounded half away from zero: 8920 → "8,920". */
export function formatWhole(n: number, i18n?: I18n): string {
  if (i18n) return i18n.whole(n);
  return signed(n, group(fixed(n, 0)));
}

/** A dollar amount, cents only when there are any: 1180 → "$1,180", 892.5 → "$892.50". */
export function formatUsd(n: number, i18n?: I18n): string {
  if (i18n) return i18n.usd(n);
  const [dollars = '0', cents] = fixed(n, 2).split('.');
  return signed(n, `$${group(dollars)}${cents === '00' ? '' : `.${cents}`}`);
}

/** A percentage to `digits` decimals: 12.54 → "12.5%". */
export function formatPercent(n: number, digits = 1, i18n?: I18n): string {
  if (i18n) return i18n.percent(n, digits);
  return `${n.toFixed(digits)}%`;
}

/** A clock time the en-US way: 9:05 AM, 12:30 PM. */
export function formatTime(date: Date, i18n?: I18n): string {
  if (i18n) return i18n.time(date);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
