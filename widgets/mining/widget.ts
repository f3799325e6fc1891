// The mining widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 604;

export const widget: WidgetDescription = {
  title: 'Mining accelerator',
  shortTitle: 'Mining accelerator',
  description: 'The mining promotion: four feature cards, Start Mining, badges and a learn-more link.',
  summary: 'Discover what Orebit’s mining accelerator adds to your mining, and start it in one click.',
  options: [],
  events: {},
  height,
  frameHeight: 990,
};
