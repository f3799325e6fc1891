import type { Holding } from './constants';

/** The portfolio's total value: the sum of its holdings, to the cent. */
export function portfolioTotal(holdings: readonly Holding[]): number {
  return Math.round(holdings.reduce((sum, holding) => sum + holding.value, 0) * 100) / 100;
}

/** A holding's share of `total`, in percent to one decimal. */
export function allocation(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 1000) / 10 : 0;
}

/** A signed figure: "+2.4%", "-1.2%"; `format` renders the magnitude. */
export function signed(n: number, format: (magnitude: number) => string): string {
  return `${n < 0 ? '-' : '+'}${format(Math.abs(n))}`;
}
