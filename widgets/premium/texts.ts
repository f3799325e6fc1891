// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  BILLING_LABEL,
  BILLING_NAMES,
  CHECKOUT_LABEL,
  CHOOSE_LABEL,
  GUARANTEES,
  PAYMENT_TABS,
  PAYMENT_TABS_LABEL,
  PAYMENT_TITLE,
  PER,
  SAVINGS_LABEL,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SELECTED_LABEL,
  SUBSCRIPTION_PLANS,
  SUMMARY_TITLE,
  TOTAL_LABEL,
  YEARLY_LABEL,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  BILLING_LABEL,
  ...Object.values(BILLING_NAMES),
  YEARLY_LABEL,
  ...Object.values(PER),
  ...SUBSCRIPTION_PLANS.flatMap((plan) => [...(plan.badge ? [plan.badge] : []), plan.description, ...plan.features]),
  CHOOSE_LABEL,
  SELECTED_LABEL,
  PAYMENT_TITLE,
  PAYMENT_TABS_LABEL,
  ...PAYMENT_TABS.map((tab) => tab.label),
  SUMMARY_TITLE,
  SAVINGS_LABEL,
  TOTAL_LABEL,
  CHECKOUT_LABEL,
  ...GUARANTEES,
];
