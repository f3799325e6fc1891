// The texts this widget keeps in constants and passes to `t()` by name: with the literal texts of
// its `t()` calls, its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { BLURB, COLUMNS, COPYRIGHT } from './constants';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  BLURB,
  ...COLUMNS.flatMap((column) => [column.title, ...column.links.map((link) => link.label)]),
  COPYRIGHT,
];
