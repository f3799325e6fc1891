import type { I18n } from '../_runtime/locale';
import { USD_PER_TOKEN } from './constants';

/**
 * Reads a calculator input: non-numeric or empty text counts as 0 (docs/behaviour.md#yield-farming);
 * in another language, as its readers write numbers (a decimal comma in Spanish).
 */
export function readNumber(text: string, i18n?: I18n): number {
  const n = Number.parseFloat(i18n ? i18n.read(text) : text);
  return Number.isFinite(n) ? n : 0;
}

/** Estimated reward in tokens: amount × apy/100 × days/365, rounded to a whole number (docs/behaviour.md#yield-farming). */
export function estimateReward(amount: number, apy: number, days: number): number {
  return Math.round(amount * (apy / 100) * (days / 365));
}

/** USD estimate of a reward: reward × 10, the implied token price (docs/behaviour.md#yield-farming). */
export function estimateUsd(reward: number): number {
  return reward * USD_PER_TOKEN;
}

/** The risk badge text: "low" → "Low Risk". */
export function riskLabel(riskLevel: string): string {
  return `${riskLevel.charAt(0).toUpperCase()}${riskLevel.slice(1)} Risk`;
}

/** "Stake Now" when the pool's name contains "Staking", else "Farm Now" (docs/behaviour.md#yield-farming). */
export function farmButtonLabel(name: string): string {
  return name.includes('Staking') ? 'Stake Now' : 'Farm Now';
}
