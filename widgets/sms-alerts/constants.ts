// Priority SMS Alerts: docs/behaviour.md#sms-alerts (the plans, the subscription, the phone check,
// the phone-missing and success toasts). The subtitle is ours.
import { BRAND } from '../../contract/brand';
import type { WidgetEvents } from '../_runtime/bus';

/** An SMS plan (docs/behaviour.md#sms-alerts: constant). */
export interface SmsPlan {
  /** Its id, as the `sms:subscribe` event names it (the public event map, _runtime/bus.ts). */
  id: WidgetEvents['sms:subscribe']['plan'];
  name: string;
  /** Its price a month in USD, 0 for Free (shown by planPrice, subscription.ts). */
  usd: number;
  features: readonly string[];
  badge?: string;
}

export const SECTION_TITLE = 'Priority SMS Alerts';
export const SECTION_SUBTITLE = `Market-moving signals from the ${BRAND.name} desk, straight to your phone.`;

/** The three plans, in the order shown (docs/behaviour.md#sms-alerts): Free, $9.99/month, $24.99/month. */
export const SMS_PLANS: readonly SmsPlan[] = [
  {
    id: 'basic',
    name: 'Basic Updates',
    usd: 0,
    features: ['Weekly market updates', 'Major price alerts', 'Platform announcements'],
  },
  {
    id: 'priority',
    name: 'Priority Investor',
    usd: 9.99,
    features: [
      'Real-time signal alerts',
      'Exclusive trading insights',
      'Priority support access',
      'Early feature access',
    ],
    badge: 'MOST POPULAR',
  },
  {
    id: 'vip',
    name: 'VIP Whale',
    usd: 24.99,
    features: [
      'Instant whale movement alerts',
      '1-on-1 concierge support',
      'Exclusive investment opportunities',
      'Direct line to trading experts',
    ],
  },
];

/** The plan selected at first (docs/behaviour.md#sms-alerts). */
export const DEFAULT_PLAN_ID: SmsPlan['id'] = 'priority';

export const PHONE_LABEL = 'Phone number';
/** A US-style placeholder number (docs/behaviour.md#sms-alerts). */
export const PHONE_PLACEHOLDER = '+1 (555) 123-4567';
export const RATES_NOTE = 'Standard message and data rates may apply. Reply STOP to unsubscribe.';
export const SUBSCRIBE_LABEL = 'Subscribe';
export const ACTIVE_BADGE = 'Active Subscription';

/** docs/behaviour.md#sms-alerts: the destructive toast for a blank phone. */
export const PHONE_REQUIRED_TOAST = {
  title: 'Phone number required',
  description: 'Please enter your phone number to continue',
  variant: 'destructive',
} as const;

/** docs/behaviour.md#sms-alerts: the success toast's title. */
export const SUCCESS_TITLE = 'Successfully subscribed!';
/** Its text: the plan's name and the number as typed. */
export const SUCCESS_DESCRIPTION = "You'll receive {0} updates at {1}";
