// News section: docs/behaviour.md#news, docs/behaviour.md#timings, docs/behaviour.md#colours. The update and
// announcement texts are ours: the spec names only their subjects.
import type { NewsArticle as ApiNewsArticle } from '../../contract/schemas';
import { BRAND } from '../../contract/brand';

/**
 * An article as the feed lists it: the API's article, read leniently (a missing field reads as
 * empty), its id a placeholder string when the entry had none.
 */
export type NewsArticle = Omit<ApiNewsArticle, 'id'> & { id: ApiNewsArticle['id'] | string };

/** A company update (docs/behaviour.md#news: hard-coded). */
export interface CompanyUpdate {
  id: string;
  title: string;
  content: string;
  /** ISO 8601 calendar date, YYYY-MM-DD. */
  date: string;
}

/** An announcement (docs/behaviour.md#news: hard-coded); its colour follows its type. */
export interface Announcement {
  id: string;
  type: 'warning' | 'success' | 'info';
  title: string;
  content: string;
  color: 'yellow' | 'green' | 'blue';
}

export const SECTION_TITLE = 'News & Updates';
export const SECTION_SUBTITLE = `Market news as it breaks, plus the latest from the ${BRAND.name} team.`;

/** The scrolling list of articles: its name, and the most it grows to before it scrolls (px). */
export const FEED_LABEL = 'News articles';
export const FEED_MAX_HEIGHT = 640;

/** The live feed banner (docs/behaviour.md#news). */
export const FEED_TITLE = 'Live Market Feed';
export const FEED_BADGE = 'Real-time';
export const FEED_NOTE = 'Updated every minute';

/** The mark on articles with `isOfficial` (docs/behaviour.md#news). */
export const OFFICIAL_LABEL = 'Official';

/** docs/behaviour.md#news. A failed call reads the same as an empty list (the product tells them apart nowhere). */
export const LOADING_TEXT = 'Loading news...';
export const EMPTY_TEXT = 'No news available';

/** How often the article list is refetched (docs/behaviour.md#news: 60000 ms). */
export const NEWS_REFRESH_MS = 60_000;

export const UPDATES_TITLE = 'Company Updates';
export const ANNOUNCEMENTS_TITLE = 'Announcements';

/** Company updates, newest first (docs/behaviour.md#news: the samples). */
export const COMPANY_UPDATES: readonly CompanyUpdate[] = [
  {
    id: 'miner-2-launch',
    title: `${BRAND.minerLaunch} Launch`,
    content: `${BRAND.minerLaunch} is live: up to 40% more hash power per device, a redesigned dashboard and daily payouts in ${BRAND.token}.`,
    date: '2025-01-15',
  },
  {
    id: 'korea-blockchain-week',
    title: 'Join Us at Korea Blockchain Week',
    content: `Meet the ${BRAND.name} team in Seoul on Sept 23-24, 2025 for live ${BRAND.chain} demos, a mining workshop and a community meetup.`,
    date: '2025-01-10',
  },
  {
    id: 'new-partnership',
    title: 'New Partnership Announced',
    content: `${BRAND.name} partners with Northwind Custody to offer insured, institution-grade custody for ${BRAND.token} and mining rewards.`,
    date: '2025-01-05',
  },
];

/** Announcements (docs/behaviour.md#news: the samples): warning yellow, success green, info blue. */
export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'maintenance',
    type: 'warning',
    title: 'Scheduled Maintenance',
    content:
      'The platform will be briefly unavailable on Jan 20, 2025 from 2-4 AM UTC while we upgrade our servers. Your funds stay safe.',
    color: 'yellow',
  },
  {
    id: 'new-user-bonus',
    type: 'success',
    title: 'New User Bonus',
    content: 'New members earn 10% extra rewards for their first month.',
    color: 'green',
  },
  {
    id: 'mobile-app',
    type: 'info',
    title: 'Mobile App v2.1',
    content: 'Version 2.1 of the mobile app is out, with faster charts, price alerts and biometric sign-in.',
    color: 'blue',
  },
];
