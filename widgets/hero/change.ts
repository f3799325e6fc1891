import { FALLBACK_CHANGE } from './constants';

/** The bitcoin 24 h change from a price feed, or the fallback when it is missing (docs/behaviour.md#hero). */
export function bitcoinChange(feed: unknown): number {
  const change = (feed as { bitcoin?: { changePercent24h?: unknown } } | null | undefined)?.bitcoin?.changePercent24h;
  return typeof change === 'number' && Number.isFinite(change) ? change : FALLBACK_CHANGE;
}

/** The change as shown: one decimal, with its sign: "+2.4%", "-1.5%". */
export function formatChange(change: number): string {
  const text = change.toFixed(1);
  return `${change > 0 && text !== '0.0' ? '+' : ''}${text}%`;
}
