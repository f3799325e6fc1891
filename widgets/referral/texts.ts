// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { BONUSES, DEFAULT_MESSAGE, REWARD_TIERS, SECTION_SUBTITLE, SECTION_TITLE } from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  DEFAULT_MESSAGE,
  ...REWARD_TIERS.map((tier) => tier.bonus),
  ...BONUSES.flat(),
];
