// What an embedder can choose, per widget: its options (with the data-* attribute, type, values
// and default) and its public events. The gallery builds its form from this, the React wrapper
// listens to these events, and tests hold it to the widgets' real option schemas and to orebit.d.ts.
// Not bundled into any widget script.
import type { WidgetEvents } from './_runtime/bus';
import { CALCULATOR_DEFAULTS } from './yield-farming/constants';
import { BRAND } from './_runtime/brand';
import { REF_CODE_PATTERN } from './referral/constants';

/** One option: `key` in `Orebit.mount` options, `attribute` on the host element. */
export interface OptionInfo {
  readonly key: string;
  readonly attribute: string;
  /** Its name in words, for a form (the gallery). */
  readonly label: string;
  readonly type: 'choice' | 'number' | 'text' | 'url';
  /** The allowed values of a choice. */
  readonly values?: readonly string[];
  /** What a valid text value matches, as the widget checks it, and what to say when it does not. */
  readonly pattern?: RegExp;
  readonly invalid?: string;
  /** The default; `undefined` when it depends on the page (the API base: the script's origin). */
  readonly default?: string | number;
  readonly description: string;
}

/** One widget script: `/widgets/<name>.js`, `<orebit-<name>>`. */
export interface WidgetInfo {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Its own options, besides COMMON_OPTIONS. */
  readonly options: readonly OptionInfo[];
  readonly events: ReadonlyArray<keyof WidgetEvents>;
  /** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
  readonly height: number;
}

/** The options every widget takes. */
export const COMMON_OPTIONS: readonly OptionInfo[] = [
  { key: 'theme', attribute: 'data-theme', label: 'Theme', type: 'choice', values: ['dark', 'light', 'auto'], default: 'dark', description: 'Colour scheme; auto follows the reader’s prefers-color-scheme. Changing the attribute re-styles the widget in place.' },
  { key: 'api', attribute: 'data-api', label: 'API base', type: 'url', description: 'API base URL. Default: the origin the script was loaded from.' },
  { key: 'loading', attribute: 'data-loading', label: 'Loading', type: 'choice', values: ['eager', 'lazy'], default: 'eager', description: 'lazy: mount when the widget comes within 300 px of the viewport.' },
  { key: 'height', attribute: 'data-height', label: 'Reserved height (px)', type: 'number', description: 'Height in px a lazy widget reserves until it mounts, so nothing moves. Default: the widget’s height on a 1280 px page (see each widget); set it to the height on your page.' },
];

/** The widgets, in the full page's order. */
export const WIDGET_CATALOG: readonly WidgetInfo[] = [
  { name: 'nav', title: 'Top navigation', description: 'Brand and section links; on narrow screens a side drawer with Launch App.', options: [], events: [], height: 69 },
  { name: 'hero', title: 'Hero', description: 'Logo, Start Onboarding and View Portfolio, four stats; the 24h change polls GET /api/crypto/prices every 30 s (one request per page, none while hidden).', options: [], events: [], height: 654 },
  { name: 'sms-alerts', title: 'Priority SMS Alerts', description: 'Three SMS plans, a phone field and a subscription confirmation.', options: [], events: ['sms:subscribe'], height: 547 },
  { name: 'mining', title: 'Mining accelerator', description: 'The mining promotion: four feature cards, Start Mining, badges and a learn-more link.', options: [], events: [], height: 604 },
  { name: 'lead-hunter', title: 'Crypto Lead Hunter', description: 'Summary tiles and four tabs: live monitoring, campaigns, lead database, analytics.', options: [], events: [], height: 1538 },
  { name: 'welcome-video', title: 'Welcome video', description: 'A mock player with play and mute, five topics, quick actions and related videos.', options: [], events: [], height: 994 },
  { name: 'onboarding', title: 'Onboarding walkthrough', description: 'The seven-step walkthrough with progress and Mark Complete.', options: [], events: [], height: 832 },
  { name: 'wallets', title: 'Wallet integration', description: 'Twelve wallets to connect, a setup guide and the mobile apps.', options: [], events: ['wallet:connect'], height: 1336 },
  { name: 'premium', title: 'Premium plans', description: 'Three plans, monthly or yearly (Save 20%), payment method tabs and an order summary.', options: [], events: [], height: 986 },
  {
    name: 'referral',
    title: 'Share and Earn',
    description: 'The affiliate box: referral link with Copy, a message editor, share buttons, reward tiers and bonuses.',
    options: [
      { key: 'refCode', attribute: 'data-ref-code', label: 'Referral code', type: 'text', pattern: REF_CODE_PATTERN, invalid: 'A referral code is 1–40 letters, digits, - or _, with no spaces.', default: BRAND.referralCode, description: 'Your referral code: 1–40 letters, digits, - or _.' },
      { key: 'siteUrl', attribute: 'data-site-url', label: 'Site URL', type: 'url', default: BRAND.siteUrl, description: 'The site the referral link points to.' },
    ],
    events: ['referral:copy', 'referral:share'], height: 906,
  },
  { name: 'dashboard', title: 'Dashboard', description: 'Portfolio overview and quick actions (fixed sample figures); #portfolio lands on it.', options: [], events: [], height: 753 },
  { name: 'education', title: 'Educational Hub', description: 'A featured tutorial, three learning paths and four categories.', options: [], events: [], height: 879 },
  { name: 'community', title: 'Community Hub', description: 'The live forum (GET /api/forum/posts every 30 s; New Post, likes), community stats and social groups.', options: [], events: ['forum:post'], height: 1013 },
  { name: 'simulator', title: 'Investment Simulator', description: 'Buy and sell forms, performance figures and a leaderboard.', options: [], events: [], height: 1010 },
  {
    name: 'concierge',
    title: 'AI Concierge',
    description: 'The chat assistant, inline or as a floating launcher. Not a real AI: canned replies picked in the browser after 1–2 s; nothing is sent to a server.',
    options: [{ key: 'mode', attribute: 'data-mode', label: 'Mode', type: 'choice', values: ['inline', 'floating'], default: 'inline', description: 'inline: a card in the page; floating: a launcher button at the bottom corner.' }],
    events: ['concierge:message'], height: 786,
  },
  { name: 'news', title: 'News', description: 'The live news list (GET /api/news every 60 s), company updates and announcements.', options: [], events: [], height: 1130 },
  {
    name: 'yield-farming',
    title: 'Yield farming and staking calculator',
    description: 'Farming opportunities, the staking calculator and active stakes; or the calculator alone. Reward = round(amount × APY/100 × days/365) ORB, recomputed when Calculate is pressed.',
    options: [
      { key: 'view', attribute: 'data-view', label: 'View', type: 'choice', values: ['full', 'calculator'], default: 'full', description: 'calculator: the staking calculator alone.' },
      { key: 'amount', attribute: 'data-amount', label: 'Starting amount (tokens)', type: 'number', default: CALCULATOR_DEFAULTS.amount, description: 'The calculator’s starting amount (tokens).' },
      { key: 'apy', attribute: 'data-apy', label: 'Starting APY (%)', type: 'number', default: CALCULATOR_DEFAULTS.apy, description: 'The calculator’s starting APY (%).' },
      { key: 'days', attribute: 'data-days', label: 'Starting duration (days)', type: 'number', default: CALCULATOR_DEFAULTS.days, description: 'The calculator’s starting duration (days).' },
    ],
    events: ['calculator:calculate'], height: 1372,
  },
  { name: 'footer', title: 'Footer', description: 'Brand blurb, social buttons and the Products, Community and Support columns.', options: [], events: [], height: 347 },
];

/** Every public event with what its detail holds, for docs and the gallery's event log. */
export const EVENT_DETAILS: Readonly<Record<keyof WidgetEvents, string>> = {
  'calculator:calculate': '{ amount, apy, days, reward }: the inputs used and the estimated reward (tokens)',
  'referral:copy': '{ link }: the referral link that was copied',
  'referral:share': '{ platform }: twitter, facebook, linkedin, reddit, telegram or whatsapp',
  'concierge:message': '{ text }: the message the reader sent',
  'sms:subscribe': '{ plan }: basic, priority or vip',
  'forum:post': '{ id, title }: the new post',
  'wallet:connect': '{ wallet }: the connected wallet’s id, e.g. metamask',
};
