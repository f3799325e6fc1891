// Footer: docs/behaviour.md#footer. A link with an anchor scrolls there; the others are placeholders.
import { BRAND } from '../../contract/brand';

export const BLURB = `${BRAND.name} brings crypto education, mining, trading practice and a community of investors together, from your first wallet to your first yield farm.`;

/** Placeholder social buttons (spec: all placeholders). */
export const SOCIAL = ['Twitter', 'Telegram', 'Discord', 'GitHub'] as const;

export interface FooterLink {
  label: string;
  /** Anchor id to scroll to; none for a placeholder. */
  anchor?: string;
}

export const COLUMNS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'Products',
    links: [
      { label: BRAND.miner },
      { label: BRAND.chain },
      { label: 'Portfolio Tracker', anchor: 'portfolio' },
      { label: 'Trading Simulator', anchor: 'simulator' },
      { label: 'Yield Farming', anchor: 'yield-farming' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Forum', anchor: 'community' },
      { label: 'Telegram Groups' },
      { label: 'Educational Hub', anchor: 'education' },
      { label: 'AI Concierge', anchor: 'ai-concierge' },
      { label: 'Challenges' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center' },
      { label: 'API Documentation' },
      { label: 'Contact Us' },
      { label: 'Terms of Service' },
      { label: 'Privacy Policy' },
    ],
  },
];

export const COPYRIGHT = `© 2025 ${BRAND.name}. All rights reserved.`;
