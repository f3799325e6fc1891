// The embed pages' own words, which the Worker writes in the page's language (widgets/embed/render.ts):
// each widget's title, its summary and its views' (the link card and the oEmbed answer's title), and
// the page's lines. Its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { WIDGET_CATALOG } from '../catalog';
import { IMAGE_ALT, OFFICIAL_LINE } from './words';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [
  ...WIDGET_CATALOG.flatMap((widget) => [
    widget.title,
    widget.summary,
    ...widget.options.flatMap((option) => Object.values(option.summaries ?? {})),
  ]),
  IMAGE_ALT,
  OFFICIAL_LINE,
];
