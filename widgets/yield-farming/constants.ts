// Yield farming section: docs/behaviour.md#yield-farming (farm opportunity, active stake, calculator
// inputs, the calculator's maths) and docs/behaviour.md#colours. The pool list is ours: the spec leaves it open.
import { BRAND } from '../../contract/brand';

/** A risk level; anything other than the three named ones shows gray. */
type RiskLevel = 'low' | 'medium' | 'high' | (string & {});

/** A farm opportunity / yield pool (docs/behaviour.md#yield-farming). */
export interface FarmOpportunity {
  id: string;
  name: string;
  platform: string;
  /** Annual percentage yield, in percent. */
  apy: number;
  tvl: string;
  riskLevel: RiskLevel;
  lockPeriod: string;
  minDeposit: string;
  icon: 'coins' | 'gem' | 'leaf';
}

/** An active stake (docs/behaviour.md#yield-farming: hard-coded). */
export interface ActiveStake {
  id: string;
  name: string;
  apy: number;
  staked: string;
  rewards: string;
  timeLeft: string;
}

export const SECTION_TITLE = 'Yield Farming & Staking';
export const SECTION_SUBTITLE = `Put your ${BRAND.token} and liquidity to work: compare pools, estimate your rewards and follow your stakes.`;

export const FARM_OPPORTUNITIES: readonly FarmOpportunity[] = [
  {
    id: 'orb-staking',
    name: `${BRAND.token} Staking`,
    platform: BRAND.chain,
    apy: 89.2,
    tvl: '$24.6M',
    riskLevel: 'low',
    lockPeriod: '30 days',
    minDeposit: `100 ${BRAND.token}`,
    icon: 'coins',
  },
  {
    id: 'btc-eth-lp',
    name: 'BTC-ETH Liquidity Pool',
    platform: 'Orbital Swap',
    apy: 156.7,
    tvl: '$8.9M',
    riskLevel: 'medium',
    lockPeriod: 'Flexible',
    minDeposit: '$250',
    icon: 'gem',
  },
  {
    id: 'orb-usdc-farm',
    name: `${BRAND.token}-USDC Farm`,
    platform: 'Orbital Swap',
    apy: 64.5,
    tvl: '$12.1M',
    riskLevel: 'medium',
    lockPeriod: '14 days',
    minDeposit: '$100',
    icon: 'leaf',
  },
  {
    id: 'miner-staking',
    name: `${BRAND.miner} Staking`,
    platform: BRAND.miner,
    apy: 42.8,
    tvl: '$31.4M',
    riskLevel: 'low',
    lockPeriod: '90 days',
    minDeposit: `500 ${BRAND.token}`,
    icon: 'coins',
  },
  {
    id: 'degen-vault',
    name: 'High Yield Vault',
    platform: 'Nebula Finance',
    apy: 312.4,
    tvl: '$1.7M',
    riskLevel: 'high',
    lockPeriod: '7 days',
    minDeposit: '$500',
    icon: 'gem',
  },
];

export const ACTIVE_STAKES: readonly ActiveStake[] = [
  {
    id: 'stake-orb',
    name: `${BRAND.token} Staking`,
    apy: 89.2,
    staked: `2,500 ${BRAND.token}`,
    rewards: `+127.3 ${BRAND.token}`,
    timeLeft: '67 days left',
  },
  {
    id: 'stake-btc-eth',
    name: 'BTC-ETH LP',
    apy: 156.7,
    staked: '$5,000 LP',
    rewards: '+$892.50',
    timeLeft: '15 days left',
  },
];

/** Total pending rewards: fixed (docs/behaviour.md#yield-farming). */
export const TOTAL_PENDING_REWARDS = '$9,812.30';

/** Calculator defaults (docs/behaviour.md#yield-farming). */
export const CALCULATOR_DEFAULTS = { amount: 1000, apy: 89.2, days: 365 } as const;

/** The implied token price behind the USD estimate (docs/behaviour.md#yield-farming: reward × 10). */
export const USD_PER_TOKEN = 10;
