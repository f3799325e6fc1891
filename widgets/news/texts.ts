// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md). The
// articles' own titles and sources come from the server and stay as written; their categories,
// the API's words, are ours.
import { NEWS_CATEGORIES } from '../../contract/limits';
import {
  ANNOUNCEMENTS,
  ANNOUNCEMENTS_TITLE,
  COMPANY_UPDATES,
  EMPTY_TEXT,
  FEED_BADGE,
  FEED_LABEL,
  FEED_NOTE,
  FEED_TITLE,
  LOADING_TEXT,
  OFFICIAL_LABEL,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  UPDATES_TITLE,
} from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  FEED_TITLE,
  FEED_NOTE,
  FEED_BADGE,
  FEED_LABEL,
  LOADING_TEXT,
  EMPTY_TEXT,
  OFFICIAL_LABEL,
  ...NEWS_CATEGORIES,
  UPDATES_TITLE,
  ...COMPANY_UPDATES.flatMap((update) => [update.title, update.content]),
  ANNOUNCEMENTS_TITLE,
  ...ANNOUNCEMENTS.flatMap((notice) => [notice.title, notice.content]),
];
