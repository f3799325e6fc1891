import type { Billing, SubscriptionPlan } from './constants';

/** Whole cents, so that sums of prices like 12 × 24.99 come out exact. */
const cents = (usd: number) => Math.round(usd * 100);

/** A plan's price for a billing period, in USD (docs/behaviour.md#premium). */
export function planPrice(plan: SubscriptionPlan, billing: Billing): number {
  return plan.price[billing];
}

/** What yearly billing saves: 12 × the monthly price − the yearly price, in USD (docs/behaviour.md#premium). */
export function yearlySavings(price: SubscriptionPlan['price']): number {
  return (12 * cents(price.monthly) - cents(price.yearly)) / 100;
}
