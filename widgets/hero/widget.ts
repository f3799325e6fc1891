// The hero widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 654;

export const widget: WidgetDescription = {
  title: 'Hero',
  shortTitle: 'Hero',
  description:
    'Logo, Start Onboarding and View Portfolio, four stats; the 24h change polls GET /api/crypto/prices every 30 s (one request per page, none while hidden).',
  summary: 'Orebit at a glance: its key figures and the price change of the last 24 hours, with a way to get started.',
  options: [],
  events: {},
  height,
  frameHeight: 600,
};
