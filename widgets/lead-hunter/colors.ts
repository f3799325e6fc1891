import type { Campaign, LeadPriority, Mention, PlatformConnection } from './constants';

// Badge colours as palette variables, so both themes and page overrides apply. Every badge also
// carries its meaning as text: colour is never the only cue.

/** Connected green, Setup Required yellow. */
export const CONNECTION_COLORS: Readonly<Record<PlatformConnection['status'], string>> = {
  connected: 'var(--ob-green)',
  setup_required: 'var(--ob-yellow)',
};

/** A mention's score badge by sentiment: positive green, neutral blue, negative red. */
export const SENTIMENT_COLORS: Readonly<Record<Mention['sentiment'], string>> = {
  positive: 'var(--ob-green)',
  neutral: 'var(--ob-blue)',
  negative: 'var(--ob-red)',
};

/** Lead and keyword priority: high red (act first), medium yellow, low gray. */
export const PRIORITY_COLORS: Readonly<Record<LeadPriority, string>> = {
  high: 'var(--ob-red)',
  medium: 'var(--ob-yellow)',
  low: 'var(--ob-gray)',
};

/** Campaign status: active green, paused gray. */
export const CAMPAIGN_STATUS_COLORS: Readonly<Record<Campaign['status'], string>> = {
  active: 'var(--ob-green)',
  paused: 'var(--ob-gray)',
};
