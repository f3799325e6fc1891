// The sms-alerts widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 577;

export const widget: WidgetDescription = {
  title: 'Priority SMS Alerts',
  shortTitle: 'SMS alerts',
  description: 'Three SMS plans, a phone field and a subscription confirmation.',
  summary: 'Get Orebit’s priority alerts by text message: pick a plan and enter your phone number.',
  options: [],
  events: {
    'sms:subscribe': '{ plan }: basic, priority or vip',
  },
  height,
  frameHeight: 1011,
};
