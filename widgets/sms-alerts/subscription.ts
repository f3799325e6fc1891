import type { ToastEvent } from '../_runtime/bus';
import { formatUsd } from '../_runtime/format';
import { t } from '../_runtime/i18n';
import type { I18n } from '../_runtime/locale';
import { PHONE_REQUIRED_TOAST, SMS_PLANS, SUCCESS_DESCRIPTION, SUCCESS_TITLE, type SmsPlan } from './constants';

/** What a subscribe attempt leads to: the toast to show and, on success, the active subscription. */
export type SubscribeResult = { toast: ToastEvent; active: { plan: SmsPlan; phone: string } | null };

/** A plan's price as shown, in the reader's language: "Free", or its amount a month ("$9.99/month"). */
export function planPrice(plan: SmsPlan, i18n?: I18n): string {
  return plan.usd ? t(i18n, '{0}/month', formatUsd(plan.usd, i18n)) : t(i18n, 'Free');
}

/**
 * Subscribes `phone` (as typed) to `plan`: blank after trimming fails; there is no format check
 * (docs/behaviour.md#sms-alerts). The toast in the reader's language; in a right-to-left one the
 * number is isolated, so that its signs and brackets keep their places.
 */
export function subscribe(plan: SmsPlan, phone: string, i18n?: I18n): SubscribeResult {
  const number = phone.trim();
  if (number === '') {
    const { title, description } = PHONE_REQUIRED_TOAST;
    return {
      toast: { ...PHONE_REQUIRED_TOAST, title: t(i18n, title), description: t(i18n, description) },
      active: null,
    };
  }
  const shown = i18n?.dir === 'rtl' ? `\u2066${number}\u2069` : number;
  return {
    toast: { title: t(i18n, SUCCESS_TITLE), description: t(i18n, SUCCESS_DESCRIPTION, t(i18n, plan.name), shown) },
    active: { plan, phone: number },
  };
}

/**
 * The plan a key moves to from plan `index` (radio group keys), or null for any other key. Right to
 * left (`rtl`), where the next plan is on the left, ArrowLeft goes to it and ArrowRight back.
 */
export function planAfterKey(key: string, index: number, count = SMS_PLANS.length, rtl = false): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowDown' || key === forward) return (index + 1) % count;
  if (key === 'ArrowUp' || key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
