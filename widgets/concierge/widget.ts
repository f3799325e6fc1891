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
  // 16 KB (16,384 B) until the languages came: 16,286 B then. English readers may get at most
  // 300 B more for the languages (docs/behaviour.md#locales), and the conversation's scroll area
  // (docs/behaviour.md#scroll-areas) added 522 B: 16.75 KB. Taking its place in the host page's
  // layout cost every script 70 B: 16.75 KB + 100 B. Mounting in named steps and states, and the
  // server-rendered root claimed deliberately, about 120 B more (17,298 B): 16.75 KB + 250 B.
  budget: 16.75 * 1024 + 250,
};
