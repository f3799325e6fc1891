import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID, SMS_PLANS } from './constants';
import { planAfterKey, subscribe } from './subscription';

const plan = (id: string) => SMS_PLANS.find((p) => p.id === id)!;

describe('SMS plans (docs/behaviour.md#sms-alerts)', () => {
  it('are Basic Updates, Priority Investor and VIP Whale with their prices, features and badge', () => {
    expect(SMS_PLANS.map(({ id, name, price, badge }) => ({ id, name, price, badge }))).toEqual([
      { id: 'basic', name: 'Basic Updates', price: 'Free', badge: undefined },
      { id: 'priority', name: 'Priority Investor', price: '$9.99/month', badge: 'MOST POPULAR' },
      { id: 'vip', name: 'VIP Whale', price: '$24.99/month', badge: undefined },
    ]);
    expect(plan('basic').features).toEqual(['Weekly market updates', 'Major price alerts', 'Platform announcements']);
    expect(plan('priority').features).toEqual([
      'Real-time signal alerts',
      'Exclusive trading insights',
      'Priority support access',
      'Early feature access',
    ]);
    expect(plan('vip').features).toEqual([
      'Instant whale movement alerts',
      '1-on-1 concierge support',
      'Exclusive investment opportunities',
      'Direct line to trading experts',
    ]);
  });

  it('start with priority selected (docs/behaviour.md#sms-alerts)', () => {
    expect(DEFAULT_PLAN_ID).toBe('priority');
  });
});

describe('subscribe', () => {
  it('refuses a blank or whitespace-only phone with the destructive "Phone number required" toast', () => {
    for (const phone of ['', '   ', '\t\n']) {
      expect(subscribe(plan('priority'), phone)).toEqual({
        toast: {
          title: 'Phone number required',
          description: 'Please enter your phone number to continue',
          variant: 'destructive',
        },
        active: null,
      });
    }
  });

  it('accepts any non-blank text, with no format check, trimmed (docs/behaviour.md#sms-alerts)', () => {
    const result = subscribe(plan('vip'), '  call me maybe ');
    expect(result.active).toEqual({ plan: plan('vip'), phone: 'call me maybe' });
    expect(result.toast).toEqual({
      title: 'Successfully subscribed!',
      description: "You'll receive VIP Whale updates at call me maybe",
    });
  });

  it('names the chosen plan and the number in the success toast (docs/behaviour.md#sms-alerts)', () => {
    expect(subscribe(plan('basic'), '+1 (555) 987-6543').toast.description).toBe(
      "You'll receive Basic Updates updates at +1 (555) 987-6543",
    );
  });
});

describe('planAfterKey', () => {
  it('moves to the next plan with ArrowDown or ArrowRight, wrapping at the end', () => {
    expect(planAfterKey('ArrowDown', 0)).toBe(1);
    expect(planAfterKey('ArrowRight', 1)).toBe(2);
    expect(planAfterKey('ArrowRight', 2)).toBe(0);
  });

  it('moves to the previous plan with ArrowUp or ArrowLeft, wrapping at the start', () => {
    expect(planAfterKey('ArrowUp', 2)).toBe(1);
    expect(planAfterKey('ArrowLeft', 0)).toBe(2);
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(planAfterKey('Home', 2)).toBe(0);
    expect(planAfterKey('End', 0)).toBe(2);
    expect(planAfterKey('a', 1)).toBeNull();
    expect(planAfterKey('Tab', 1)).toBeNull();
  });
});
