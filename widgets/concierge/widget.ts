// The concierge widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 786;

export const widget: WidgetDescription = {
  title: 'AI Concierge',
  shortTitle: 'AI concierge',
  description:
    'The chat assistant, inline or as a floating launcher. Not a real AI: canned replies picked in the browser after 1–2 s; nothing is sent to a server.',
  summary:
    'Ask the common questions about Orebit, from staking to wallets and rewards, and get a quick answer in a chat.',
  options: [
    {
      key: 'mode',
      attribute: 'data-mode',
      label: 'Mode',
      type: 'choice',
      values: ['inline', 'floating'],
      default: 'inline',
      description: 'inline: a card in the page; floating: a launcher button at the bottom corner.',
    },
  ],
  events: { 'concierge:message': '{ text }: the message the reader sent' },
  height,
  frameHeight: 1133,
  // Its classic script is a facade (facade.ts): the floating launcher alone with a sheet of its own,
  // and the page's registry without the base stylesheet (protocol 3, registry.ts), measured. The
  // goal is 3 KB (docs/choices.md#the-floating-concierge, docs/performance.md#the-floating-concierge).
  // The chat it loads has a budget of its own (CONCIERGE_CHAT_BUDGET, widgets/budgets.ts).
  budget: 2_982,
};
