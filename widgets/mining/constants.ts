// Mining accelerator: docs/behaviour.md#mining. The spec names the four features and
// counts the badges; the heading, the descriptions, the badges and the illustration are ours.
import { BRAND } from '../../contract/brand';

export const SECTION_TITLE = `Accelerate your mining with ${BRAND.miner}`;
export const SECTION_SUBTITLE = `Plug into ${BRAND.chain}, track every hash and get paid in ${BRAND.token}, from one dashboard.`;

/** The four feature cards, in the spec's order (docs/behaviour.md#mining). */
export const FEATURES: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Transparent',
    text: 'Every share, payout and fee is recorded on-chain, so you can audit your earnings at any time.',
  },
  { title: 'Seamless', text: `Connect a rig in minutes: ${BRAND.miner} configures pools and updates on its own.` },
  {
    title: 'Global Integration',
    text: 'Data centres on four continents route your hash power to the fastest node near you.',
  },
  { title: 'Efficiency', text: 'Smart scheduling mines when power is cheapest and cuts energy use by up to 30%.' },
];

/** The three badges (docs/behaviour.md#mining counts them; their texts are ours). */
export const BADGES: readonly string[] = ['Energy Efficient', '24/7 Monitoring', `Daily ${BRAND.token} Payouts`];

/** The Start Mining button: the spec gives it no action. */
export const START_LABEL = 'Start Mining';
export const LEARN_MORE_LABEL = `Learn more about ${BRAND.miner}`;
/** The learn-more link's external target (the official site, contract/brand.ts). */
export const LEARN_MORE_URL = BRAND.siteUrl;
export const ILLUSTRATION_LABEL = `${BRAND.miner} rigs streaming blocks to ${BRAND.chain}`;
