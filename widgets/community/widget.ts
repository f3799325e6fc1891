// The community widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1013;

export const widget: WidgetDescription = {
  title: 'Community Hub',
  shortTitle: 'Community hub',
  description: 'The live forum (GET /api/forum/posts every 30 s; New Post, likes), community stats and social groups.',
  summary: 'Read what the Orebit community is talking about, join the forum’s threads and find the groups to follow.',
  options: [],
  events: {
    'forum:post': '{ id, title }: the new post',
  },
  height,
  frameHeight: 1688,
};
