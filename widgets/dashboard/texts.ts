// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { HOLDINGS, QUICK_ACTIONS, SECTION_SUBTITLE, SECTION_TITLE } from './constants';

/** Coin names, which stay as they are in every language (docs/translating.md). */
const COINS = ['Bitcoin', 'Ethereum'];

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ...HOLDINGS.flatMap((holding) => [holding.name, holding.amount]).filter((text) => !COINS.includes(text)),
  ...QUICK_ACTIONS.flatMap((action) => [action.label, action.description]),
];
