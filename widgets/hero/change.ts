import type { PriceFeed, Quote } from '../../contract/schemas';
import { formatPercent } from '../_runtime/format';
import type { I18n } from '../_runtime/locale';
import { FALLBACK_CHANGE } from './constants';

/** The bitcoin 24 h change from a price feed, or the fallback when it is missing (docs/behaviour.md#hero). */
export function bitcoinChange(feed: unknown): number {
  // Read leniently: the feed may be missing, partial or of another shape.
  const quote: unknown = (feed as Partial<PriceFeed> | null | undefined)?.bitcoin;
  const change: unknown =
    typeof quote === 'object' && quote !== null ? (quote as Partial<Quote>).changePercent24h : undefined;
  return typeof change === 'number' && Number.isFinite(change) ? change : FALLBACK_CHANGE;
}

// The change as shown, to one decimal: a change that rounds to zero (-0.04 as well as 0.04) is
// flat, so it never reads "-0.0%" nor takes a colour.
const shownChange = (change: number): number => Number(change.toFixed(1)) || 0;

/** The change as shown: one decimal, with its sign: "+2.4%", "-1.5%", "0.0%" (in Spanish "+2,4 %"). */
export function formatChange(change: number, i18n?: I18n): string {
  const shown = shownChange(change);
  return `${shown > 0 ? '+' : ''}${formatPercent(shown, 1, i18n)}`;
}

/** Which colour the shown change takes: up (green), down (red), or none when it shows as 0.0%. */
export function changeTrend(change: number): 'up' | 'down' | undefined {
  const shown = shownChange(change);
  return shown > 0 ? 'up' : shown < 0 ? 'down' : undefined;
}
