import type { ToastEvent } from '../_runtime/bus';
import { PHONE_REQUIRED_TOAST, SMS_PLANS, SUCCESS_TITLE, type SmsPlan } from './constants';

/** What a subscribe attempt leads to: the toast to show and, on success, the active subscription. */
export type SubscribeResult = { toast: ToastEvent; active: { plan: SmsPlan; phone: string } | null };

/** Subscribes `phone` (as typed) to `plan`: blank after trimming fails; there is no format check (docs/behaviour.md#sms-alerts). */
export function subscribe(plan: SmsPlan, phone: string): SubscribeResult {
  const number = phone.trim();
  if (number === '') return { toast: { ...PHONE_REQUIRED_TOAST }, active: null };
  return {
    toast: { title: SUCCESS_TITLE, description: `You'll receive ${plan.name} updates at ${number}` },
    active: { plan, phone: number },
  };
}

/** The plan a key moves to from plan `index` (radio group keys), or null for any other key. */
export function planAfterKey(key: string, index: number, count = SMS_PLANS.length): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
