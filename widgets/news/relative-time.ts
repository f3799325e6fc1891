// docs/behaviour.md#relative-time, News: under 1 minute "Just now"; under 60 minutes "N min ago"; under
// 24 hours "N hours ago"; otherwise "N days ago". N counts whole units, rounded down.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `createdAt` was at `now` (ms since the epoch), as an article shows it; "" when
 * `createdAt` is not a date. A time ahead of `now` (a clock running behind) reads "Just now".
 */
export function relativeTime(createdAt: string | number, now: number): string {
  const at = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (!Number.isFinite(at)) return '';
  const age = now - at;
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  // The spec writes "N hours ago" and "N days ago" with no singular: we follow its text literally,
  // so one hour reads "1 hours ago" and one day "1 days ago".
  if (age < DAY) return `${Math.floor(age / HOUR)} hours ago`;
  return `${Math.floor(age / DAY)} days ago`;
}
