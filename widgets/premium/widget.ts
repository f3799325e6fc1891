// The premium widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1000;

export const widget: WidgetDescription = {
  title: 'Premium plans',
  shortTitle: 'Premium plans',
  description: 'Three plans, monthly or yearly (Save 20%), payment method tabs and an order summary.',
  summary: 'Compare Orebit’s three premium plans, monthly or yearly, and see what each costs before you choose.',
  options: [],
  events: {},
  height,
  frameHeight: 2016,
};
