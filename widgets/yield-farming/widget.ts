// The yield-farming widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';
import { CALCULATOR_DEFAULTS } from './constants';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 1379;

/** The height (px) of the calculator alone (`data-view="calculator"`) on a 1280 px page: what a lazy one reserves. */
export const calculatorHeight = 337;

export const widget: WidgetDescription = {
  title: 'Yield farming and staking calculator',
  shortTitle: 'Staking calculator',
  description:
    'Farming opportunities, the staking calculator and active stakes; or the calculator alone. Reward = round(amount × APY/100 × days/365) ORB, recomputed when Calculate is pressed.',
  summary:
    'Compare farming pools and their yields, work out what staking your tokens would earn, and follow your active stakes.',
  options: [
    {
      key: 'view',
      attribute: 'data-view',
      label: 'View',
      type: 'choice',
      values: ['full', 'calculator'],
      default: 'full',
      description: 'calculator: the staking calculator alone.',
      heights: { calculator: calculatorHeight },
      frameHeights: { calculator: 339 },
      summaries: {
        calculator:
          'Work out what staking your tokens would earn: enter an amount, a yearly rate and a number of days.',
      },
    },
    {
      key: 'amount',
      attribute: 'data-amount',
      label: 'Starting amount (tokens)',
      type: 'number',
      default: CALCULATOR_DEFAULTS.amount,
      description: 'The calculator’s starting amount (tokens).',
    },
    {
      key: 'apy',
      attribute: 'data-apy',
      label: 'Starting APY (%)',
      type: 'number',
      default: CALCULATOR_DEFAULTS.apy,
      description: 'The calculator’s starting APY (%).',
    },
    {
      key: 'days',
      attribute: 'data-days',
      label: 'Starting duration (days)',
      type: 'number',
      default: CALCULATOR_DEFAULTS.days,
      description: 'The calculator’s starting duration (days).',
    },
  ],
  events: {
    'calculator:calculate': '{ amount, apy, days, reward }: the inputs used and the estimated reward (tokens)',
  },
  height,
  frameHeight: 2157,
  // 14 KB (14,336 B), as it was first held to. The languages, its place in the host page's layout
  // and mounting in named steps took it to 14,653 B; the minifier's settings, the CSS compiled
  // nested and a leaner runtime brought it back with the shared sheet's fixes paid for (14,291 B),
  // then the lazy view heights, the long rewards' wrap and the lazy hold's width-following height:
  // 14,323 B; the registry made without its base sheet (registry protocol 3) took off 14: 14,309 B,
  // measured (docs/performance.md#bundle-sizes-and-budgets).
  budget: 14_309,
};
