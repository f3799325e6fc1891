// The wallets widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1336;

export const widget: WidgetDescription = {
  title: 'Wallet integration',
  shortTitle: 'Wallets',
  description: 'Twelve wallets to connect, a setup guide and the mobile apps.',
  summary: 'Connect your wallet to Orebit, with twelve to choose from, a setup guide and the mobile apps.',
  options: [],
  events: {
    'wallet:connect': '{ wallet }: the connected wallet’s id, e.g. metamask',
  },
  height,
  frameHeight: 2350,
};
