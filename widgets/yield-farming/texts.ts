// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { farmButtonLabel, riskLabel } from './calculator';
import { ACTIVE_STAKES, FARM_OPPORTUNITIES, SECTION_SUBTITLE, SECTION_TITLE, TOTAL_PENDING_REWARDS } from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ...FARM_OPPORTUNITIES.flatMap((pool) => [
    pool.name,
    pool.tvl,
    pool.lockPeriod,
    pool.minDeposit,
    riskLabel(pool.riskLevel),
    farmButtonLabel(pool.name),
  ]),
  ...ACTIVE_STAKES.flatMap((stake) => [stake.name, stake.staked, stake.rewards, stake.timeLeft]),
  TOTAL_PENDING_REWARDS,
];
