// What an embedder can choose, per widget: its options (with the data-* attribute, type, values
// and default) and its public events. The gallery builds its form from this, the React wrapper
// listens to these events, and tests hold it to the widgets' real option schemas and to orebit.d.ts.
// Not bundled into any widget script.
import type { WidgetEvents } from './_runtime/bus';
import { CALCULATOR_DEFAULTS } from './yield-farming/constants';
import { BRAND } from './_runtime/brand';

/** One option: `key` in `Orebit.mount` options, `attribute` on the host element. */
export interface OptionInfo {
  readonly key: string;
  readonly attribute: string;
  readonly type: 'choice' | 'number' | 'text' | 'url';
  /** The allowed values of a choice. */
  readonly values?: readonly string[];
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
  { key: 'theme', attribute: 'data-theme', type: 'choice', values: ['dark', 'light', 'auto'], default: 'dark', description: 'Colour scheme; auto follows the reader’s prefers-color-scheme. Changing the attribute re-styles the widget in place.' },
  { key: 'api', attribute: 'data-api', type: 'url', description: 'API base URL. Default: the origin the script was loaded from.' },
  { key: 'loading', attribute: 'data-loading', type: 'choice', values: ['eager', 'lazy'], default: 'eager', description: 'lazy: mount when the widget comes within 300 px of the viewport.' },
  { key: 'height', attribute: 'data-height', type: 'number', description: 'Height in px a lazy widget reserves until it mounts, so nothing moves. Default: the widget’s height on a 1280 px page (see each widget); set it to the height on your page.' },
];

/** The widgets, in the full page's order. */
export const WIDGET_CATALOG: readonly WidgetInfo[] = [
  { name: 'nav', title: 'Top navigation', description: 'Brand, section links and the Get Started button; a menu on narrow screens.', options: [], events: [], height: 69 },
  { name: 'hero', title: 'Hero', description: 'Headline, live token price and the two calls to action.', options: [], events: [], height: 654 },
  { name: 'sms-alerts', title: 'Priority SMS Alerts', description: 'Three SMS plans, a phone field and a subscription confirmation.', options: [], events: ['sms:subscribe'], height: 547 },
  { name: 'mining', title: 'Mining accelerator', description: 'The mining promotion with its boost tiers.', options: [], events: [], height: 604 },
  { name: 'lead-hunter', title: 'Crypto Lead Hunter', description: 'Searchable, filterable opportunity leads.', options: [], events: [], height: 1538 },
  { name: 'welcome-video', title: 'Welcome video', description: 'The welcome video with its chapters.', options: [], events: [], height: 994 },
  { name: 'onboarding', title: 'Onboarding walkthrough', description: 'Step-by-step walkthrough and onboarding chat.', options: [], events: [], height: 832 },
  { name: 'wallets', title: 'Wallet integration', description: 'Twelve wallets to connect, a setup guide and the mobile apps.', options: [], events: ['wallet:connect'], height: 1336 },
  { name: 'premium', title: 'Premium plans', description: 'Subscription plans, monthly or yearly, with payment methods.', options: [], events: [], height: 986 },
  {
    name: 'referral',
    title: 'Share and Earn',
    description: 'The affiliate box: referral link with Copy, share buttons, reward tiers.',
    options: [
      { key: 'refCode', attribute: 'data-ref-code', type: 'text', default: BRAND.referralCode, description: 'Your referral code: 1–40 letters, digits, - or _.' },
      { key: 'siteUrl', attribute: 'data-site-url', type: 'url', default: BRAND.siteUrl, description: 'The site the referral link points to.' },
    ],
    events: ['referral:copy', 'referral:share'], height: 906,
  },
  { name: 'dashboard', title: 'Dashboard', description: 'Portfolio overview, holdings and activity.', options: [], events: [], height: 753 },
  { name: 'education', title: 'Educational Hub', description: 'Courses, guides and glossary.', options: [], events: [], height: 879 },
  { name: 'community', title: 'Community Hub', description: 'The live forum: posts, likes and New Post.', options: [], events: ['forum:post'], height: 1013 },
  { name: 'simulator', title: 'Investment Simulator', description: 'Try a strategy on simulated markets.', options: [], events: [], height: 1010 },
  {
    name: 'concierge',
    title: 'AI Concierge',
    description: 'The chat assistant, inline or as a floating launcher.',
    options: [{ key: 'mode', attribute: 'data-mode', type: 'choice', values: ['inline', 'floating'], default: 'inline', description: 'inline: a card in the page; floating: a launcher button at the bottom corner.' }],
    events: ['concierge:message'], height: 786,
  },
  { name: 'news', title: 'News', description: 'Live market news and the price ticker.', options: [], events: [], height: 1289 },
  {
    name: 'yield-farming',
    title: 'Yield farming and staking calculator',
    description: 'Farm pools, the staking calculator and active stakes; or the calculator alone.',
    options: [
      { key: 'view', attribute: 'data-view', type: 'choice', values: ['full', 'calculator'], default: 'full', description: 'calculator: the staking calculator alone.' },
      { key: 'amount', attribute: 'data-amount', type: 'number', default: CALCULATOR_DEFAULTS.amount, description: 'The calculator’s starting amount (tokens).' },
      { key: 'apy', attribute: 'data-apy', type: 'number', default: CALCULATOR_DEFAULTS.apy, description: 'The calculator’s starting APY (%).' },
      { key: 'days', attribute: 'data-days', type: 'number', default: CALCULATOR_DEFAULTS.days, description: 'The calculator’s starting duration (days).' },
    ],
    events: ['calculator:calculate'], height: 1372,
  },
  { name: 'footer', title: 'Footer', description: 'Links, newsletter and legal.', options: [], events: [], height: 347 },
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
