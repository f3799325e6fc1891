// Crypto Lead Hunter: docs/behaviour.md#lead-hunter (the tiles and tabs; platform connection,
// mention, keyword, campaign; the monitoring toggle). The eight platforms and which of them need setup are the spec's;
// every figure, mention, campaign and keyword is ours (docs/behaviour.md#sample-data: analytics are fixed sample data).
import { BRAND } from '../../contract/brand';

/** The eight monitored platforms (docs/behaviour.md#lead-hunter), by the names the section shows. */
export type PlatformName =
  'Twitter/X' | 'Telegram' | 'WhatsApp' | 'Facebook' | 'Reddit' | 'Instagram' | 'Discord' | 'LinkedIn';

/** A platform connection (docs/behaviour.md#lead-hunter). */
export interface PlatformConnection {
  id: string;
  name: PlatformName;
  status: 'connected' | 'setup_required';
}

/** A mention found on a platform (docs/behaviour.md#lead-hunter); `score` is its lead score out of 100. */
export interface Mention {
  id: string;
  platform: PlatformName;
  user: string;
  content: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
}

/** A tracked keyword (docs/behaviour.md#lead-hunter); `trend` is the change in mentions, in percent. */
export interface Keyword {
  keyword: string;
  priority: LeadPriority;
  mentions: number;
  trend: number;
}

/** A campaign (docs/behaviour.md#lead-hunter). */
export interface Campaign {
  id: string;
  name: string;
  keywords: string[];
  platforms: PlatformName[];
  leads: number;
  status: 'active' | 'paused';
}

/** A campaign as its card shows it: the card shows a success rate, which the campaign entity leaves out (docs/behaviour.md#lead-hunter). */
export interface CampaignCard extends Campaign {
  /** Percent of the campaign's leads that replied. */
  successRate: number;
}

/** A lead's or a keyword's priority (docs/behaviour.md#lead-hunter). */
export type LeadPriority = 'high' | 'medium' | 'low';

/** One performance figure on the Analytics tab. */
export interface PerformanceMetric {
  label: string;
  value: string;
  detail: string;
}

export const SECTION_TITLE = 'Crypto Lead Hunter';
export const SECTION_SUBTITLE = `Find people talking about crypto across social media, score them as leads and invite them to ${BRAND.name}.`;

export const TABS_LABEL = 'Lead hunter views';
export const TAB_LABELS = {
  monitoring: 'Live Monitoring',
  campaigns: 'Campaigns',
  database: 'Lead Database',
  analytics: 'Analytics',
} as const;

/** The state words of a platform connection (docs/behaviour.md#lead-hunter). */
export const CONNECTION_STATUS_LABELS: Readonly<Record<PlatformConnection['status'], string>> = {
  connected: 'Connected',
  setup_required: 'Setup Required',
};

/** The eight connections: WhatsApp and Discord need setup, the rest are connected (docs/behaviour.md#lead-hunter). */
export const PLATFORM_CONNECTIONS: readonly PlatformConnection[] = [
  { id: 'twitter', name: 'Twitter/X', status: 'connected' },
  { id: 'telegram', name: 'Telegram', status: 'connected' },
  { id: 'whatsapp', name: 'WhatsApp', status: 'setup_required' },
  { id: 'facebook', name: 'Facebook', status: 'connected' },
  { id: 'reddit', name: 'Reddit', status: 'connected' },
  { id: 'instagram', name: 'Instagram', status: 'connected' },
  { id: 'discord', name: 'Discord', status: 'setup_required' },
  { id: 'linkedin', name: 'LinkedIn', status: 'connected' },
];

/** The Global Monitoring toggle's label when off and when on; it starts off (docs/behaviour.md#lead-hunter). */
export const MONITORING_LABELS = { off: 'Start', on: 'Stop' } as const;
export const MONITORING_STATUS = { off: 'Monitoring is paused', on: 'Monitoring all connected platforms' } as const;

export const KEYWORD_PLACEHOLDER = 'e.g. bitcoin mining, staking rewards';

/** Today's mentions per connected platform: the tile, the feed and the distribution add up from these. */
export const MENTIONS_TODAY: Readonly<Partial<Record<PlatformName, number>>> = {
  'Twitter/X': 486,
  Telegram: 302,
  Reddit: 214,
  Facebook: 97,
  Instagram: 88,
  LinkedIn: 60,
};

/** Messages sent today (fixed sample). */
export const MESSAGES_SENT = 156;

/** Qualified leads by priority; the Qualified Leads tile is their sum. */
export const LEADS_BY_PRIORITY: Readonly<Record<LeadPriority, number>> = { high: 23, medium: 41, low: 25 };

/** The summary tiles' names. */
export const TILE_LABELS = {
  mentions: "Today's Mentions",
  leads: 'Qualified Leads',
  messages: 'Messages Sent',
  campaigns: 'Active Campaigns',
} as const;

/** The small line under each summary tile's figure (fixed sample). */
export const TILE_NOTES = {
  mentions: '+18% from yesterday',
  leads: 'Scored 70 or higher',
  messages: '34% reply rate',
} as const;

/** A mention's sentiment, in words beside its score. */
export const SENTIMENT_LABELS: Readonly<Record<Mention['sentiment'], string>> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

/** A campaign's status, in words. */
export const CAMPAIGN_STATUS_LABELS: Readonly<Record<Campaign['status'], string>> = {
  active: 'Active',
  paused: 'Paused',
};

/** A priority in a badge, and as the heading of its lead count. */
export const PRIORITY_LABELS: Readonly<Record<LeadPriority, string>> = { high: 'High', medium: 'Medium', low: 'Low' };
export const PRIORITY_HEADINGS: Readonly<Record<LeadPriority, string>> = {
  high: 'High Priority',
  medium: 'Medium Priority',
  low: 'Low Priority',
};

/** The Live Mentions Feed, newest first. */
export const MENTIONS: readonly Mention[] = [
  {
    id: 'm1',
    platform: 'Twitter/X',
    user: '@hashrate_hannah',
    content:
      'Looking for a mining setup that pays out daily. Anyone tried a cloud miner that is actually transparent about fees?',
    sentiment: 'positive',
    score: 92,
  },
  {
    id: 'm2',
    platform: 'Reddit',
    user: 'u/defi_dave',
    content:
      'Staking yields are all over the place right now. What is a realistic APY for a beginner who wants low risk?',
    sentiment: 'neutral',
    score: 78,
  },
  {
    id: 'm3',
    platform: 'Telegram',
    user: 'CryptoCarla',
    content: 'Just moved my first 500 USDT into a liquidity pool. Excited to learn more about yield farming!',
    sentiment: 'positive',
    score: 85,
  },
  {
    id: 'm4',
    platform: 'Facebook',
    user: 'Marcus Reed',
    content: 'Lost money on another rug pull. Is there any platform that shows its security audits upfront?',
    sentiment: 'negative',
    score: 64,
  },
  {
    id: 'm5',
    platform: 'LinkedIn',
    user: 'Priya Nair',
    content: 'Our fund is exploring blockchain infrastructure partners for 2025. Happy to hear recommendations.',
    sentiment: 'neutral',
    score: 71,
  },
];

/** Campaigns: three active, one paused; the active ones cover every connected platform. */
export const CAMPAIGNS: readonly CampaignCard[] = [
  {
    id: 'c1',
    name: 'Bitcoin Mining Enthusiasts',
    keywords: ['bitcoin mining', 'hashrate', 'mining rig'],
    platforms: ['Twitter/X', 'Reddit', 'Telegram'],
    leads: 247,
    status: 'active',
    successRate: 68,
  },
  {
    id: 'c2',
    name: 'DeFi Yield Seekers',
    keywords: ['yield farming', 'staking rewards', 'APY'],
    platforms: ['Twitter/X', 'Telegram', 'LinkedIn'],
    leads: 156,
    status: 'active',
    successRate: 54,
  },
  {
    id: 'c3',
    name: `${BRAND.token} Early Adopters`,
    keywords: [`${BRAND.token} token`, 'new altcoin', 'crypto presale'],
    platforms: ['Twitter/X', 'Instagram', 'Facebook'],
    leads: 132,
    status: 'active',
    successRate: 47,
  },
  {
    id: 'c4',
    name: 'Crypto Newcomers',
    keywords: ['how to buy crypto', 'crypto for beginners'],
    platforms: ['Facebook', 'Instagram', 'Reddit'],
    leads: 89,
    status: 'paused',
    successRate: 41,
  },
];

/** Keyword performance on the Lead Database tab. */
export const KEYWORDS: readonly Keyword[] = [
  { keyword: 'bitcoin mining', priority: 'high', mentions: 342, trend: 24 },
  { keyword: 'staking rewards', priority: 'high', mentions: 276, trend: 15 },
  { keyword: 'yield farming', priority: 'medium', mentions: 198, trend: 8 },
  { keyword: 'crypto for beginners', priority: 'medium', mentions: 154, trend: -3 },
  { keyword: 'crypto presale', priority: 'low', mentions: 87, trend: -12 },
  { keyword: 'cloud mining', priority: 'low', mentions: 64, trend: 0 },
];

/** Performance figures on the Analytics tab (fixed sample). */
export const PERFORMANCE_METRICS: readonly PerformanceMetric[] = [
  { label: 'Response Rate', value: '34.2%', detail: 'Replies to sent messages' },
  { label: 'Lead Conversion', value: '12.8%', detail: 'Leads who signed up' },
  { label: 'Avg. Lead Score', value: '78', detail: 'Out of 100' },
  { label: 'Avg. Response Time', value: '2.4 h', detail: 'From mention to message' },
];
