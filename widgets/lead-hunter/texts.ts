// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGNS,
  CONNECTION_STATUS_LABELS,
  KEYWORD_PLACEHOLDER,
  KEYWORDS,
  MENTIONS,
  MONITORING_LABELS,
  MONITORING_STATUS,
  PERFORMANCE_METRICS,
  PRIORITY_HEADINGS,
  PRIORITY_LABELS,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SENTIMENT_LABELS,
  TAB_LABELS,
  TABS_LABEL,
  TILE_LABELS,
  TILE_NOTES,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  TABS_LABEL,
  ...Object.values(TAB_LABELS),
  ...Object.values(TILE_LABELS),
  ...Object.values(TILE_NOTES),
  ...Object.values(CONNECTION_STATUS_LABELS),
  ...Object.values(MONITORING_LABELS),
  ...Object.values(MONITORING_STATUS),
  KEYWORD_PLACEHOLDER,
  ...Object.values(SENTIMENT_LABELS),
  ...MENTIONS.map((mention) => mention.content),
  ...Object.values(CAMPAIGN_STATUS_LABELS),
  ...CAMPAIGNS.flatMap((campaign) => [campaign.name, ...campaign.keywords]),
  ...Object.values(PRIORITY_LABELS),
  ...Object.values(PRIORITY_HEADINGS),
  ...KEYWORDS.map((keyword) => keyword.keyword),
  ...PERFORMANCE_METRICS.flatMap((metric) => [metric.label, metric.value, metric.detail]),
];
