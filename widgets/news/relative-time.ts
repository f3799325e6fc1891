// docs/behaviour.md#relative-time, News: under 1 minute "Just now"; under 60 minutes "N min ago"; under
// 24 hours "N hours ago"; otherwise "N days ago". N counts whole units, rounded down.

import type { I18n } from '../_runtime/locale';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `age` (ms) in whole minutes under an hour, whole hours under a day, else whole days. */
function largest(age: number): [number, 'minute' | 'hour' | 'day'] {
  return age < HOUR
    ? [Math.floor(age / MINUTE), 'minute']
    : age < DAY
      ? [Math.floor(age / HOUR), 'hour']
      : [Math.floor(age / DAY), 'day'];
}

/**
 * How long ago `createdAt` was at `now` (ms since the epoch), as an article shows it; "" when
 * `createdAt` is not a date. A time ahead of `now` (a clock running behind) reads "Just now".
 */
export function relativeTime(createdAt: string | number, now: number, i18n?: I18n): string {
  const at = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (!Number.isFinite(at)) return '';
  const age = now - at;
  // Other languages: the same units, in their words ("ahora", "hace 5 minutos", "3시간 전").
  if (i18n) return age < MINUTE ? i18n.ago(0, 'second') : i18n.ago(...largest(age));
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  // The spec writes "N hours ago" and "N days ago" with no singular: we follow its text literally,
  // so one hour reads "1 hours ago" and one day "1 days ago".
  if (age < DAY) return `${Math.floor(age / HOUR)} hours ago`;
  return `${Math.floor(age / DAY)} days ago`;
}
