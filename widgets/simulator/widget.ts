// The simulator widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1010;

export const widget: WidgetDescription = {
  title: 'Investment Simulator',
  shortTitle: 'Investment simulator',
  description: 'Buy and sell forms, performance figures and a leaderboard.',
  summary:
    'Try buying and selling crypto without risking any money, and see how your results compare with other traders’.',
  options: [],
  events: {},
  height,
  frameHeight: 1623,
};
