// The dashboard widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 753;

export const widget: WidgetDescription = {
  title: 'Dashboard',
  shortTitle: 'Dashboard',
  description: 'Portfolio overview and quick actions (fixed sample figures); #portfolio lands on it.',
  summary: 'See a sample Orebit portfolio at a glance, with its balances and the actions you can take from it.',
  options: [],
  events: {},
  height,
  frameHeight: 1303,
};
