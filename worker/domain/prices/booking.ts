// The price upstream's booking rule, shared by the Durable Object that keeps the booking and the
// tests that simulate a month of crons (worker/domain/prices/schedule.ts).

/** The next call's time after a claim at `now`, or null when the booked time `next` is still ahead. */
export function claimAt(next: number, now: number, intervalMs: number): number | null {
  return now < next ? null : now + intervalMs;
}
