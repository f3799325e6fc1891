// docs/behaviour.md#relative-time, Forum: under 1 hour "Less than an hour ago"; 1 hour "1 hour ago"; under
// 24 hours "N hours ago"; otherwise "N days ago". N counts whole units, rounded down. The news
// section has rules of its own (widgets/news/relative-time.ts).

import type { I18n } from '../_runtime/locale';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long ago `createdAt` was at `now` (ms since the epoch), as a forum post shows it; "" when
 * `createdAt` is not a date. A time ahead of `now` (a clock running behind) reads as under an hour.
 */
export function relativeTime(createdAt: string | number, now: number, i18n?: I18n): string {
  const at = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (!Number.isFinite(at)) return '';
  const age = now - at;
  // Other languages: the same units in their words; under an hour is "this hour" ("esta hora").
  if (i18n)
    return age < DAY ? i18n.ago(Math.max(0, Math.floor(age / HOUR)), 'hour') : i18n.ago(Math.floor(age / DAY), 'day');
  if (age < HOUR) return 'Less than an hour ago';
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  // The spec singularises only the hour: one day reads "1 days ago", as its text writes it.
  return `${Math.floor(age / DAY)} days ago`;
}
