// Priority SMS Alerts: spec §2 "Priority SMS Alerts", §3 SMS plan, §4 SMS subscription, §5 SMS
// phone, §8 phone missing and SMS success toasts, §9 "SMS plans". The subtitle is ours.
import { BRAND } from '../_runtime/brand';

/** An SMS plan (spec §3: constant). */
export interface SmsPlan {
  id: 'basic' | 'priority' | 'vip';
  name: string;
  price: string;
  features: readonly string[];
  badge?: string;
}

export const SECTION_TITLE = 'Priority SMS Alerts';
export const SECTION_SUBTITLE = `Market-moving signals from the ${BRAND.name} desk, straight to your phone.`;

/** The three plans, in the order shown (spec §3, §9). */
export const SMS_PLANS: readonly SmsPlan[] = [
  {
    id: 'basic',
    name: 'Basic Updates',
    price: 'Free',
    features: ['Weekly market updates', 'Major price alerts', 'Platform announcements'],
  },
  {
    id: 'priority',
    name: 'Priority Investor',
    price: '$9.99/month',
    features: ['Real-time signal alerts', 'Exclusive trading insights', 'Priority support access', 'Early feature access'],
    badge: 'MOST POPULAR',
  },
  {
    id: 'vip',
    name: 'VIP Whale',
    price: '$24.99/month',
    features: ['Instant whale movement alerts', '1-on-1 concierge support', 'Exclusive investment opportunities', 'Direct line to trading experts'],
  },
];

/** The plan selected at first (spec §4). */
export const DEFAULT_PLAN_ID: SmsPlan['id'] = 'priority';

export const PHONE_LABEL = 'Phone number';
/** A US-style placeholder number (spec §2). */
export const PHONE_PLACEHOLDER = '+1 (555) 123-4567';
export const RATES_NOTE = 'Standard message and data rates may apply. Reply STOP to unsubscribe.';
export const SUBSCRIBE_LABEL = 'Subscribe';
export const ACTIVE_BADGE = 'Active Subscription';

/** Spec §5, §8: the destructive toast for a blank phone. */
export const PHONE_REQUIRED_TOAST = {
  title: 'Phone number required',
  description: 'Please enter your phone number to continue',
  variant: 'destructive',
} as const;

/** Spec §8: the success toast's title. */
export const SUCCESS_TITLE = 'Successfully subscribed!';
