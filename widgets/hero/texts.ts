// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { ABOUT_LABEL, HEADLINE, SUBTITLE, TOTAL_VOLUME_TEXT } from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [HEADLINE, SUBTITLE, ABOUT_LABEL, TOTAL_VOLUME_TEXT];
