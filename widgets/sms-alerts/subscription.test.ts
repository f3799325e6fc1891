import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localePack } from '../_runtime/locale-pack';
import { DEFAULT_PLAN_ID, SMS_PLANS } from './constants';
import { planAfterKey, planPrice, subscribe } from './subscription';

const plan = (id: string) => SMS_PLANS.find((p) => p.id === id)!;

describe('SMS plans (docs/behaviour.md#sms-alerts)', () => {
  it('are Basic Updates, Priority Investor and VIP Whale with their prices, features and badge', () => {
    expect(SMS_PLANS.map((p) => ({ id: p.id, name: p.name, price: planPrice(p), badge: p.badge }))).toEqual([
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

describe('in another language', () => {
  const pack = (lang: 'es' | 'ar') =>
    localePack(lang, JSON.parse(readFileSync(`widgets/sms-alerts/locales/${lang}.json`, 'utf8')));

  it('writes the prices with the language’s money format', () => {
    expect(SMS_PLANS.map((p) => planPrice(p, pack('es')))).toEqual([
      'Gratis',
      '9,99\u00a0US$/mes',
      '24,99\u00a0US$/mes',
    ]);
  });

  it('writes the toasts in the language, the number isolated right to left', () => {
    expect(subscribe(plan('vip'), ' ', pack('es')).toast.title).toBe('Falta el número de teléfono');
    expect(subscribe(plan('vip'), '+1 (555) 987-6543', pack('ar')).toast.description).toBe(
      'ستصلك تحديثات خطة حوت VIP على الرقم \u2066+1 (555) 987-6543\u2069',
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

  it('swaps ArrowLeft and ArrowRight right to left, where the next plan is on the left', () => {
    expect(planAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(planAfterKey('ArrowRight', 0, 3, true)).toBe(2);
    expect(planAfterKey('ArrowDown', 2, 3, true)).toBe(0);
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(planAfterKey('Home', 2)).toBe(0);
    expect(planAfterKey('End', 0)).toBe(2);
    expect(planAfterKey('a', 1)).toBeNull();
    expect(planAfterKey('Tab', 1)).toBeNull();
  });
});
