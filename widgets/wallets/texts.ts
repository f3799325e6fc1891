// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  BUTTON_TEXT,
  MOBILE_BUTTONS,
  MOBILE_TEXT,
  MOBILE_TITLE,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SECURITY_COLORS,
  SETUP_STEPS,
  SETUP_TITLE,
  TOASTS,
  WALLETS,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ...WALLETS.map((wallet) => wallet.type),
  ...Object.keys(SECURITY_COLORS),
  ...Object.values(BUTTON_TEXT),
  ...Object.values(TOASTS).flatMap((toast) => [toast.title, toast.description]),
  SETUP_TITLE,
  ...SETUP_STEPS.flatMap((step) => [step.title, step.text]),
  MOBILE_TITLE,
  MOBILE_TEXT,
  ...MOBILE_BUTTONS,
];
