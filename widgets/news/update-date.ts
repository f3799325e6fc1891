import type { I18n } from '../_runtime/locale';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A company update's calendar date as shown: "2025-01-15" → "Jan 15, 2025". Read from the text, not
 * through Date, so no reader's time zone or locale moves it; anything else is shown as given.
 */
export function formatUpdateDate(date: string, i18n?: I18n): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  if (i18n) return i18n.date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
