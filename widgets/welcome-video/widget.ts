// The welcome-video widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1005;

export const widget: WidgetDescription = {
  title: 'Welcome video',
  shortTitle: 'Welcome video',
  description: 'A mock player with play and mute, five topics, quick actions and related videos.',
  summary: 'Meet Orebit in a short welcome video, then pick a topic to learn more.',
  options: [],
  events: {},
  height,
  frameHeight: 1532,
};
