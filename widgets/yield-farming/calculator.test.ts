import { describe, expect, it } from 'vitest';
import { estimateReward, estimateUsd, farmButtonLabel, readNumber, riskLabel } from './calculator';
import { ACTIVE_STAKES, CALCULATOR_DEFAULTS, FARM_OPPORTUNITIES, TOTAL_PENDING_REWARDS } from './constants';

describe('estimateReward', () => {
  it('gives 892 for the default inputs 1000 / 89.2 / 365 (the initial result, docs/behaviour.md#yield-farming)', () => {
    const { amount, apy, days } = CALCULATOR_DEFAULTS;
    expect([amount, apy, days]).toEqual([1000, 89.2, 365]);
    expect(estimateReward(amount, apy, days)).toBe(892);
  });

  it('rounds amount × apy/100 × days/365 to a whole number', () => {
    // 2000 × 0.12 × 180/365 = 118.356…
    expect(estimateReward(2000, 12, 180)).toBe(118);
    // 1000 × 0.5 × 1/365 = 1.369…
    expect(estimateReward(1000, 50, 1)).toBe(1);
    // 100 × 0.1 × 200/365 = 5.479…
    expect(estimateReward(100, 10, 200)).toBe(5);
    // 730 × 0.5 × 1/365 = 1.0 exactly; 2190 × 0.5 × 1/365 = 3.0
    expect(estimateReward(730, 50, 1)).toBe(1);
    expect(estimateReward(5000, 25, 90)).toBe(308); // 308.219…
  });

  it('is 0 when any input is 0', () => {
    expect(estimateReward(0, 89.2, 365)).toBe(0);
    expect(estimateReward(1000, 0, 365)).toBe(0);
    expect(estimateReward(1000, 89.2, 0)).toBe(0);
  });
});

describe('estimateUsd', () => {
  it('is the reward × 10, the implied token price (docs/behaviour.md#yield-farming)', () => {
    expect(estimateUsd(892)).toBe(8920);
    expect(estimateUsd(118)).toBe(1180);
  });
});

describe('readNumber', () => {
  it('reads numeric text', () => {
    expect(readNumber('2000')).toBe(2000);
    expect(readNumber(' 89.2 ')).toBe(89.2);
  });

  it('counts non-numeric or empty text as 0 (docs/behaviour.md#yield-farming)', () => {
    expect(readNumber('')).toBe(0);
    expect(readNumber('abc')).toBe(0);
    expect(readNumber('   ')).toBe(0);
  });
});

describe('farm opportunities', () => {
  it('label the button "Stake Now" when the name contains "Staking", else "Farm Now"', () => {
    expect(farmButtonLabel('ORB Staking')).toBe('Stake Now');
    expect(farmButtonLabel('BTC-ETH Liquidity Pool')).toBe('Farm Now');
    expect(farmButtonLabel('staking pool')).toBe('Farm Now');
  });

  it('label risk as "Low Risk", "Medium Risk", "High Risk"', () => {
    expect(riskLabel('medium')).toBe('Medium Risk');
    expect(riskLabel('low')).toBe('Low Risk');
  });

  it('list 4 to 6 pools, at least one of them a staking pool, each with a known icon', () => {
    expect(FARM_OPPORTUNITIES.length).toBeGreaterThanOrEqual(4);
    expect(FARM_OPPORTUNITIES.length).toBeLessThanOrEqual(6);
    expect(FARM_OPPORTUNITIES.some((pool) => pool.name.includes('Staking'))).toBe(true);
    expect(FARM_OPPORTUNITIES.some((pool) => !pool.name.includes('Staking'))).toBe(true);
    for (const pool of FARM_OPPORTUNITIES) expect(['coins', 'gem', 'leaf']).toContain(pool.icon);
    expect(new Set(FARM_OPPORTUNITIES.map((pool) => pool.platform)).size).toBeGreaterThan(1);
  });
});

describe('active stakes', () => {
  it('are the documented samples, with total pending rewards $9,812.30 (docs/behaviour.md#yield-farming)', () => {
    expect(ACTIVE_STAKES.map(({ apy, staked, rewards, timeLeft }) => ({ apy, staked, rewards, timeLeft }))).toEqual([
      { apy: 89.2, staked: '2,500 ORB', rewards: '+127.3 ORB', timeLeft: '67 days left' },
      { apy: 156.7, staked: '$5,000 LP', rewards: '+$892.50', timeLeft: '15 days left' },
    ]);
    expect(ACTIVE_STAKES[1]?.name).toContain('BTC-ETH');
    expect(TOTAL_PENDING_REWARDS).toBe('$9,812.30');
  });
});
