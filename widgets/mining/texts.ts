// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  BADGES,
  FEATURES,
  ILLUSTRATION_LABEL,
  LEARN_MORE_LABEL,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  START_LABEL,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ILLUSTRATION_LABEL,
  ...BADGES,
  ...FEATURES.flatMap((feature) => [feature.title, feature.text]),
  START_LABEL,
  LEARN_MORE_LABEL,
];
