// The nav widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 69;

export const widget: WidgetDescription = {
  title: 'Top navigation',
  shortTitle: 'Top navigation',
  description: 'Brand and section links; on narrow screens a side drawer with Launch App.',
  summary: 'Jump to any part of Orebit from one menu, on a phone or a desktop.',
  options: [],
  events: {},
  height,
  frameHeight: 69,
};
