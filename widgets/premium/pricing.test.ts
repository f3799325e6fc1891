import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BILLING,
  DEFAULT_PLAN_ID,
  GUARANTEES,
  PAYMENT_TABS,
  SUBSCRIPTION_PLANS,
  YEARLY_DISCOUNT,
  YEARLY_LABEL,
} from './constants';
import { formatPercent } from '../_runtime/format';
import { t } from '../_runtime/i18n';
import { planPrice, yearlySavings } from './pricing';

const plan = (id: string) => SUBSCRIPTION_PLANS.find((p) => p.id === id)!;

describe('subscription plans (docs/behaviour.md#premium)', () => {
  it('are Basic, Premium and Elite with the spec prices and badges', () => {
    expect(SUBSCRIPTION_PLANS.map(({ id, name, price, badge }) => ({ id, name, price, badge }))).toEqual([
      { id: 'basic', name: 'Basic', price: { monthly: 9.99, yearly: 99.99 }, badge: undefined },
      { id: 'premium', name: 'Premium', price: { monthly: 24.99, yearly: 249.99 }, badge: 'Most Popular' },
      { id: 'elite', name: 'Elite', price: { monthly: 49.99, yearly: 499.99 }, badge: 'Best Value' },
    ]);
    for (const p of SUBSCRIPTION_PLANS) expect(p.features.length, p.id).toBeGreaterThan(0);
  });

  it('start with Premium, billed monthly (docs/behaviour.md#premium)', () => {
    expect(DEFAULT_PLAN_ID).toBe('premium');
    expect(DEFAULT_BILLING).toBe('monthly');
  });

  it('label yearly billing "Save 20%" and show the two guarantees', () => {
    expect(t(undefined, YEARLY_LABEL, formatPercent(YEARLY_DISCOUNT, 0))).toBe('Save 20%');
    expect(GUARANTEES).toEqual(['30-day money-back', 'cancel anytime']);
  });

  it('list the eleven payment methods under Cards, Digital and Crypto', () => {
    expect(PAYMENT_TABS.map((tab) => [tab.label, tab.methods])).toEqual([
      ['Cards', ['Visa', 'Mastercard', 'American Express']],
      ['Digital', ['PayPal', 'Apple Pay', 'Google Pay', 'Stripe']],
      ['Crypto', ['Bitcoin', 'Ethereum', 'USDC', 'BNB']],
    ]);
  });
});

describe('planPrice', () => {
  it('gives the monthly or yearly amount of each plan', () => {
    expect(planPrice(plan('basic'), 'monthly')).toBe(9.99);
    expect(planPrice(plan('basic'), 'yearly')).toBe(99.99);
    expect(planPrice(plan('premium'), 'monthly')).toBe(24.99);
    expect(planPrice(plan('premium'), 'yearly')).toBe(249.99);
    expect(planPrice(plan('elite'), 'monthly')).toBe(49.99);
    expect(planPrice(plan('elite'), 'yearly')).toBe(499.99);
  });
});

describe('yearlySavings', () => {
  it('is 12 × monthly − yearly, to the cent, for each plan', () => {
    // 119.88 − 99.99, 299.88 − 249.99, 599.88 − 499.99
    expect(yearlySavings(plan('basic').price)).toBe(19.89);
    expect(yearlySavings(plan('premium').price)).toBe(49.89);
    expect(yearlySavings(plan('elite').price)).toBe(99.89);
  });

  it('has no floating-point residue', () => {
    expect(yearlySavings({ monthly: 0.1, yearly: 0.2 })).toBe(1);
    expect(yearlySavings({ monthly: 10, yearly: 120 })).toBe(0);
  });
});
