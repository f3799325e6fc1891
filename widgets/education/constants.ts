// Educational Hub: docs/behaviour.md#education. The spec gives
// only the shape (a featured tutorial, three learning paths, four categories): the content is ours.
import { BRAND } from '../../contract/brand';

/** A learning path (docs/behaviour.md#education); `progress` in percent. */
export interface LearningPath {
  id: string;
  title: string;
  lessons: number;
  duration: string;
  progress: number;
}

/** A topic category of the hub. */
export interface Category {
  id: string;
  name: string;
  description: string;
  guides: number;
}

export const SECTION_TITLE = 'Educational Hub';
export const SECTION_SUBTITLE =
  'From your first wallet to advanced DeFi: tutorials and learning paths at your own pace.';

export const FEATURED_TUTORIAL = {
  title: `Mining with ${BRAND.miner}: A Complete Beginner's Guide`,
  description: `Set up ${BRAND.miner}, connect a wallet and follow your first ${BRAND.token} rewards, step by step with our team.`,
  level: 'Beginner',
  duration: '45 min',
  lessons: 8,
} as const;

export const LEARNING_PATHS: readonly LearningPath[] = [
  { id: 'fundamentals', title: 'Crypto Fundamentals', lessons: 12, duration: '3 hours', progress: 75 },
  { id: 'trading', title: 'Trading Strategies', lessons: 18, duration: '5 hours', progress: 40 },
  { id: 'defi', title: 'DeFi & Yield Farming', lessons: 15, duration: '4 hours', progress: 0 },
];

export const CATEGORIES: readonly Category[] = [
  { id: 'basics', name: 'Blockchain Basics', description: 'How blocks, keys and consensus work', guides: 24 },
  { id: 'trading', name: 'Trading & Analysis', description: 'Charts, orders and risk management', guides: 31 },
  { id: 'security', name: 'Security & Wallets', description: 'Keep your keys and funds safe', guides: 18 },
  { id: 'mining', name: 'Mining & Staking', description: `Earn with ${BRAND.miner} and ${BRAND.chain}`, guides: 15 },
];
