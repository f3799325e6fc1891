// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { CATEGORIES, FEATURED_TUTORIAL, LEARNING_PATHS, SECTION_SUBTITLE, SECTION_TITLE } from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  SECTION_TITLE,
  SECTION_SUBTITLE,
  FEATURED_TUTORIAL.title,
  FEATURED_TUTORIAL.description,
  FEATURED_TUTORIAL.level,
  FEATURED_TUTORIAL.duration,
  ...LEARNING_PATHS.flatMap((path) => [path.title, path.duration]),
  ...CATEGORIES.flatMap((category) => [category.name, category.description]),
];
