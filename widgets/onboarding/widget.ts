// The onboarding widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 832;

export const widget: WidgetDescription = {
  title: 'Onboarding walkthrough',
  shortTitle: 'Onboarding',
  description: 'The seven-step walkthrough with progress and Mark Complete.',
  summary: 'Get started with Orebit in seven steps, and see how far along you are.',
  options: [],
  events: {},
  height,
  frameHeight: 1373,
};
