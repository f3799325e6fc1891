// Premium subscription: docs/behaviour.md#premium (plans, billing, prices in USD). Prices, badges, the Save 20% label, the guarantees and the payment
// methods are the spec's; the titles, descriptions, features and summary wording are ours.
import { BRAND } from '../../contract/brand';

/** How often a plan is billed (docs/behaviour.md#premium: the toggle). */
export type Billing = 'monthly' | 'yearly';

/** A subscription plan (docs/behaviour.md#premium). */
export interface SubscriptionPlan {
  id: 'basic' | 'premium' | 'elite';
  name: string;
  /** USD amounts as the spec gives them (docs/behaviour.md#premium). */
  price: { monthly: number; yearly: number };
  description: string;
  features: readonly string[];
  badge?: 'Most Popular' | 'Best Value';
}

export const SECTION_TITLE = 'Premium Subscription';
export const SECTION_SUBTITLE =
  'Sharper signals, deeper analytics and priority help. Pick the plan that fits how you invest.';

/** The three plans, in the order shown (docs/behaviour.md#premium). */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: { monthly: 9.99, yearly: 99.99 },
    description: 'The essentials for getting started.',
    features: ['Real-time price tracking', 'Portfolio overview', 'Weekly market reports', 'Community forum access'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: { monthly: 24.99, yearly: 249.99 },
    description: 'Advanced insights for active investors.',
    features: [
      'Everything in Basic',
      'Daily trading signals',
      'Advanced charts and indicators',
      'Priority support',
      'Ad-free experience',
    ],
    badge: 'Most Popular',
  },
  {
    id: 'elite',
    name: 'Elite',
    price: { monthly: 49.99, yearly: 499.99 },
    description: 'The full toolkit for serious investors.',
    features: [
      'Everything in Premium',
      '1-on-1 strategy sessions',
      `Early access to ${BRAND.miner} features`,
      `Exclusive ${BRAND.token} staking pools`,
      'Dedicated account manager',
    ],
    badge: 'Best Value',
  },
];

/** What is selected at first (docs/behaviour.md#premium). */
export const DEFAULT_PLAN_ID: SubscriptionPlan['id'] = 'premium';
export const DEFAULT_BILLING: Billing = 'monthly';

/** The badge colours. */
export const BADGE_COLORS: Readonly<Record<NonNullable<SubscriptionPlan['badge']>, string>> = {
  'Most Popular': 'var(--ob-accent)',
  'Best Value': 'var(--ob-green)',
};

export const BILLING_LABEL = 'Billing period';
export const BILLING_NAMES: Readonly<Record<Billing, string>> = { monthly: 'Monthly', yearly: 'Yearly' };
/** The price suffix per billing period. */
export const PER: Readonly<Record<Billing, string>> = { monthly: '/month', yearly: '/year' };
/** docs/behaviour.md#premium: yearly billing's label, "Save 20%", its figure formatted in the reader's language. */
export const YEARLY_LABEL = 'Save {0}';
export const YEARLY_DISCOUNT = 20;

/** docs/behaviour.md#premium: the button before and after a plan is chosen. */
export const CHOOSE_LABEL = 'Choose Plan';
export const SELECTED_LABEL = 'Selected Plan';

/** Payment methods by tab (docs/behaviour.md#premium: the tabs and their methods). */
export const PAYMENT_TABS: ReadonlyArray<{ id: string; label: string; methods: readonly string[] }> = [
  { id: 'cards', label: 'Cards', methods: ['Visa', 'Mastercard', 'American Express'] },
  { id: 'digital', label: 'Digital', methods: ['PayPal', 'Apple Pay', 'Google Pay', 'Stripe'] },
  { id: 'crypto', label: 'Crypto', methods: ['Bitcoin', 'Ethereum', 'USDC', 'BNB'] },
];
export const PAYMENT_TITLE = 'Payment Method';
export const PAYMENT_TABS_LABEL = 'Payment method type';

export const SUMMARY_TITLE = 'Order Summary';
export const TOTAL_LABEL = 'Total due today';
export const SAVINGS_LABEL = 'Yearly savings';
/** docs/behaviour.md#premium: no call is made for payments; this button does nothing. */
export const CHECKOUT_LABEL = 'Complete Purchase';

/** docs/behaviour.md#premium: the guarantees, as the spec words them. */
export const GUARANTEES = ['30-day money-back', 'cancel anytime'] as const;
