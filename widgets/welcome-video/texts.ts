// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  CONCIERGE_ACTION,
  ONBOARDING_ACTION,
  QUICK_ACTIONS_TITLE,
  RELATED_VIDEOS,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  STATS,
  TOPICS,
  TOPICS_TITLE,
  TRANSCRIPT_LABEL,
  VIDEO,
} from './constants';
import { muteLabel, playLabel } from './player';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  playLabel(false),
  playLabel(true),
  muteLabel(false),
  muteLabel(true),
  VIDEO.title,
  TOPICS_TITLE,
  ...TOPICS,
  ...STATS.flatMap((stat) => ('value' in stat ? [stat.label, stat.value] : [stat.label])),
  QUICK_ACTIONS_TITLE,
  ONBOARDING_ACTION.label,
  CONCIERGE_ACTION.label,
  TRANSCRIPT_LABEL,
  ...RELATED_VIDEOS.flatMap((video) => [video.title, video.level]),
];
