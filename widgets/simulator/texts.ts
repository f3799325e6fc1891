// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  AMOUNT_LABEL,
  BALANCE_NOTE,
  BALANCE_TITLE,
  LEADERBOARD_TITLE,
  ORDER_FORMS,
  PERFORMANCE_TITLE,
  PRICE_LABEL,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  YOU_LABEL,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  BALANCE_TITLE,
  BALANCE_NOTE,
  ...Object.values(ORDER_FORMS).flatMap((form) => [form.title, form.submit]),
  AMOUNT_LABEL,
  PRICE_LABEL,
  PERFORMANCE_TITLE,
  LEADERBOARD_TITLE,
  YOU_LABEL,
  'Total P&L',
  'Return',
  'Win Rate',
  'Trades',
];
