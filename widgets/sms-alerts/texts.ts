// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  ACTIVE_BADGE,
  PHONE_LABEL,
  PHONE_REQUIRED_TOAST,
  RATES_NOTE,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SMS_PLANS,
  SUBSCRIBE_LABEL,
  SUCCESS_DESCRIPTION,
  SUCCESS_TITLE,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ...SMS_PLANS.flatMap((plan) => [...(plan.badge ? [plan.badge] : []), plan.name, ...plan.features]),
  PHONE_LABEL,
  SUBSCRIBE_LABEL,
  RATES_NOTE,
  ACTIVE_BADGE,
  PHONE_REQUIRED_TOAST.title,
  PHONE_REQUIRED_TOAST.description,
  SUCCESS_TITLE,
  SUCCESS_DESCRIPTION,
];
