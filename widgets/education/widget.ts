// The education widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 879;

export const widget: WidgetDescription = {
  title: 'Educational Hub',
  shortTitle: 'Educational hub',
  description: 'A featured tutorial, three learning paths and four categories.',
  summary: 'Learn crypto step by step: a featured tutorial, learning paths for every level and topics to explore.',
  options: [],
  events: {},
  height,
  frameHeight: 1403,
};
