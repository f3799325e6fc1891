// The footer widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 369;

export const widget: WidgetDescription = {
  title: 'Footer',
  shortTitle: 'Footer',
  description: 'Brand blurb, social buttons and the Products, Community and Support columns.',
  summary: 'Find your way around Orebit: its products, its community and where to get support.',
  options: [],
  events: {},
  height,
  frameHeight: 791,
};
