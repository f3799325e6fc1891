// docs/behaviour.md#colours: news category badges and risk levels, as palette variables (sheets.ts) so
// both themes and page overrides apply.
import type { NEWS_CATEGORIES } from '../../../contract/limits';

const OTHER = 'var(--ob-gray)';

/** Category badges: bullish green, bearish red, news blue, tech purple, milestone yellow (the API's categories). */
const CATEGORY_COLORS: Readonly<Record<(typeof NEWS_CATEGORIES)[number], string>> = {
  bullish: 'var(--ob-green)',
  bearish: 'var(--ob-red)',
  news: 'var(--ob-blue)',
  tech: 'var(--ob-purple)',
  milestone: 'var(--ob-yellow)',
};

/** Risk levels: low green, medium yellow, high red. */
const RISK_COLORS: Readonly<Record<string, string>> = {
  low: 'var(--ob-green)',
  medium: 'var(--ob-yellow)',
  high: 'var(--ob-red)',
};

/** The colour of a news category; any other category is gray. */
export function categoryColor(category: string): string {
  return (CATEGORY_COLORS as Readonly<Record<string, string | undefined>>)[category] ?? OTHER;
}

/** The colour of a risk level; any other level is gray. */
export function riskColor(riskLevel: string): string {
  return RISK_COLORS[riskLevel] ?? OTHER;
}
