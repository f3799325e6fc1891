// Dashboard: docs/behaviour.md#dashboard. The figures are ours (the spec
// says only "fixed sample data"); the holdings follow the 40/30/20/10 split of the concierge's
// advice figures (docs/behaviour.md#concierge).
import { BRAND } from '../../contract/brand';

/** One holding of the sample portfolio; `value` in USD, `change24h` in percent. */
export interface Holding {
  symbol: string;
  name: string;
  amount: string;
  value: number;
  change24h: number;
}

/** A Quick Action: its label, one line on what it opens, and the anchor it scrolls to. */
export interface QuickAction {
  label: string;
  description: string;
  anchor: string;
}

export const SECTION_TITLE = 'Dashboard';
export const SECTION_SUBTITLE = 'Your portfolio at a glance, and quick ways into every part of the platform.';

export const HOLDINGS: readonly Holding[] = [
  { symbol: 'BTC', name: 'Bitcoin', amount: '0.4367 BTC', value: 49_832.96, change24h: 2.4 },
  { symbol: 'ETH', name: 'Ethereum', amount: '9.8350 ETH', value: 37_374.72, change24h: 3.1 },
  {
    symbol: BRAND.token,
    name: `${BRAND.name} Token`,
    amount: `2,491.65 ${BRAND.token}`,
    value: 24_916.48,
    change24h: 5.8,
  },
  { symbol: 'ALT', name: 'Altcoins', amount: '6 assets', value: 12_458.24, change24h: -1.2 },
];

/** The overview's headline figures besides the total (which is the holdings' sum). */
export const CHANGE_24H = { amount: 3_218.75, percent: 2.65 };
export const TOTAL_PROFIT = { amount: 28_940.12, percent: 30.26 };

/** Where Quick Actions lead: docs/behaviour.md#dashboard anchors, in page order. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Start Onboarding', description: 'Seven steps from zero to your first investment', anchor: 'onboarding' },
  { label: 'Learn', description: 'Tutorials and learning paths', anchor: 'education' },
  { label: 'Community', description: 'Ask questions and share ideas', anchor: 'community' },
  { label: 'Simulator', description: 'Practise trading with virtual funds', anchor: 'simulator' },
  { label: 'AI Assistant', description: 'Ask the concierge anything', anchor: 'ai-concierge' },
  { label: 'Yield Farming', description: `Stake ${BRAND.token} and earn rewards`, anchor: 'yield-farming' },
];
