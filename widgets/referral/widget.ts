// The referral widget as embedders see it (docs/ARCHITECTURE.md#adding-a-widget): read by
// widgets/catalog.ts for the gallery, the widget reference and the public types. Only `height`
// reaches the widget's script (index.ts); the words below stay out of every bundle.
import type { WidgetDescription } from '../description';
import { BRAND } from '../../contract/brand';
import { REF_CODE_PATTERN } from './constants';

/** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
export const height = 906;

export const widget: WidgetDescription = {
  title: 'Share and Earn',
  shortTitle: 'Referral box',
  description: 'The affiliate box: referral link with Copy, a message editor, share buttons, reward tiers and bonuses.',
  summary: 'Invite friends to Orebit with your own link, and earn a reward for each one who joins.',
  options: [
    {
      key: 'refCode',
      attribute: 'data-ref-code',
      label: 'Referral code',
      type: 'text',
      pattern: REF_CODE_PATTERN,
      invalid: 'A referral code is 1–40 letters, digits, - or _, with no spaces.',
      default: BRAND.referralCode,
      description: 'Your referral code: 1–40 letters, digits, - or _.',
    },
    {
      key: 'siteUrl',
      attribute: 'data-site-url',
      label: 'Site URL',
      type: 'url',
      default: BRAND.siteUrl,
      description: 'The site the referral link points to.',
    },
  ],
  events: {
    'referral:copy': '{ link }: the referral link that was copied',
    'referral:share': '{ platform }: twitter, facebook, linkedin, reddit, telegram or whatsapp',
  },
  height,
  frameHeight: 1331,
  // 14 KB (14,336 B). Mounting in named steps took it to 14,484 B; the minifier's settings, the
  // CSS compiled nested and a leaner runtime brought it back: 14,119 B with the lazy view heights,
  // 14,102 B since the registry is made without its base sheet (registry protocol 3), measured
  // (docs/performance.md#bundle-sizes-and-budgets).
  budget: 14_102,
};
