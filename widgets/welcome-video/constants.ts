// Welcome video: docs/behaviour.md#welcome-video. The spec counts the topics (five), the
// related videos (three, each with a level) and names the Quick Actions; the title, duration,
// topics, stats and related videos are ours.
import { BRAND } from '../../contract/brand';

/** A related video's level. */
export type VideoLevel = 'Beginner' | 'Intermediate' | 'Advanced';

/** A related video. */
export interface RelatedVideo {
  id: string;
  title: string;
  duration: string;
  level: VideoLevel;
}

export const SECTION_TITLE = `Welcome to ${BRAND.name}`;
export const SECTION_SUBTITLE = 'New here? Start with this short tour of the platform, then pick your next step.';

/** The featured video. */
export const VIDEO = {
  title: `Getting Started with ${BRAND.name}`,
  duration: '8:42',
  /** Machine-readable duration for <time>. */
  durationIso: 'PT8M42S',
} as const;

/** What the video covers: five topics (docs/behaviour.md#welcome-video). */
export const TOPICS: readonly string[] = [
  `What ${BRAND.name}, ${BRAND.miner} and ${BRAND.token} are`,
  'Setting up and securing your wallet',
  'Reading the dashboard and your portfolio',
  'Practising trades in the simulator',
  'Getting help from the community and the AI Concierge',
];

/** The topics' heading. */
export const TOPICS_TITLE = "What you'll learn";

/**
 * The video stats shown under the player: a text (each language's catalog writes its figure its
 * way: "48,2 mil") or a percentage, formatted in the reader's language.
 */
export const STATS: ReadonlyArray<{ label: string } & ({ value: string } | { percent: number })> = [
  { label: 'Views', value: '48.2K' },
  { label: 'Rating', value: '4.9/5' },
  { label: 'Completion', percent: 87 },
];

/** The Quick Actions box: onboarding and the concierge scroll there; Download Transcript does nothing (docs/behaviour.md#welcome-video). */
export const QUICK_ACTIONS_TITLE = 'Quick Actions';
export const ONBOARDING_ACTION = { label: 'Start Onboarding Guide', anchor: 'onboarding' } as const;
export const CONCIERGE_ACTION = { label: 'Ask AI Assistant', anchor: 'ai-concierge' } as const;
export const TRANSCRIPT_LABEL = 'Download Transcript';

/** Three related videos, each with a level (docs/behaviour.md#welcome-video). */
export const RELATED_VIDEOS: readonly RelatedVideo[] = [
  { id: 'crypto-basics', title: 'Crypto Basics in 10 Minutes', duration: '10:05', level: 'Beginner' },
  { id: 'staking-yield', title: `Staking ${BRAND.token} for Yield`, duration: '14:20', level: 'Intermediate' },
  { id: 'advanced-mining', title: `Tuning ${BRAND.miner} for Maximum Hash Rate`, duration: '22:48', level: 'Advanced' },
];
