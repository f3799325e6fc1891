// The news widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1174;

export const widget: WidgetDescription = {
  title: 'News',
  shortTitle: 'News',
  description: 'The live news list (GET /api/news every 60 s), company updates and announcements.',
  summary: 'The latest Orebit news, company updates and announcements, kept up to date.',
  options: [],
  events: {},
  height,
  frameHeight: 1860,
};
