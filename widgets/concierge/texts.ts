// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import {
  BADGE_TEXT,
  CARD_TITLE,
  FEATURES,
  FOOTNOTE,
  INPUT_PLACEHOLDER,
  NO_ANSWER,
  QUICK_CHIPS,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  STATUS_TEXT,
  WELCOME,
} from './constants';
import { REPLIES } from './replies';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  ...FEATURES.flatMap((feature) => [feature.title, feature.text]),
  CARD_TITLE,
  STATUS_TEXT,
  BADGE_TEXT,
  FOOTNOTE,
  INPUT_PLACEHOLDER,
  WELCOME.content,
  ...WELCOME.suggestions,
  ...QUICK_CHIPS.flatMap((chip) => [chip.label, chip.text]),
  ...Object.values(REPLIES).flatMap((reply) => [reply.content, ...reply.suggestions]),
  NO_ANSWER,
];
