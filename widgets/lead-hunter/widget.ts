// The lead-hunter widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1538;

export const widget: WidgetDescription = {
  title: 'Crypto Lead Hunter',
  shortTitle: 'Lead hunter',
  description: 'Summary tiles and four tabs: live monitoring, campaigns, lead database, analytics.',
  summary: 'Follow crypto leads as they come in: live monitoring, campaigns, a lead database and what they add up to.',
  options: [],
  events: {},
  height,
  frameHeight: 2142,
};
