// Number formats shared by every widget: en-US grouping, as the spec writes its figures.

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** A whole number with thousands separators: 8920 → "8,920". */
export function formatWhole(n: number): string {
  return whole.format(n);
}

/** A dollar amount, cents only when there are any: 1180 → "$1,180", 892.5 → "$892.50". */
export function formatUsd(n: number): string {
  const text = usd.format(n);
  return /\.\d$/.test(text) ? text + '0' : text;
}

/** A percentage to `digits` decimals: 12.54 → "12.5%". */
export function formatPercent(n: number, digits = 1): string {
  return `${n.toFixed(digits)}%`;
}
