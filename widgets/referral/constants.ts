// Share and Earn: docs/behaviour.md#referral (the link, the editor, share windows, the referral
// programme) and docs/behaviour.md#timings. The default message, the sample progress and the wording are ours.
import { BRAND } from '../../contract/brand';
import type { WidgetEvents } from '../_runtime/bus';

/** A reward tier (docs/behaviour.md#referral): referrals needed, the reward in USD, and the bonus that comes with it. */
export interface RewardTier {
  referrals: number;
  reward: number;
  bonus: string;
}

/**
 * A share target: those the `referral:share` event names (the public event map, _runtime/bus.ts),
 * and Instagram and Discord, which have no working link (docs/behaviour.md#referral).
 */
export type Platform = WidgetEvents['referral:share']['platform'] | 'instagram' | 'discord';

export const SECTION_TITLE = 'Share and Earn';
export const SECTION_SUBTITLE = `Invite friends to ${BRAND.name} and earn rewards for every investor who joins with your link.`;

/** The path of a referral link: {site}/join?ref={code} (docs/behaviour.md#referral). */
export const JOIN_PATH = '/join?ref=';

/** A valid data-ref-code: 1–40 letters, digits, - or _, spaces around allowed (the widget trims them; the gallery checks the same). */
export const REF_CODE_PATTERN = /^\s*[\w-]{1,40}\s*$/;

/** The message shared when the editor is empty; Use Default puts it back (docs/behaviour.md#referral). */
export const DEFAULT_MESSAGE = `I'm learning crypto, practising trades and earning with ${BRAND.name}. Join me with my link and we both get rewarded!`;

/** How long the copy button shows its confirmation (docs/behaviour.md#referral: 2000 ms). */
export const COPY_CONFIRM_MS = 2000;

/** Every share window's size (docs/behaviour.md#referral: 600x400). */
export const SHARE_WINDOW = 'width=600,height=400,noopener,noreferrer';

/** The eight share buttons, in order, with their labels. */
export const PLATFORMS: ReadonlyArray<readonly [Platform, string]> = [
  ['twitter', 'Twitter/X'],
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['reddit', 'Reddit'],
  ['telegram', 'Telegram'],
  ['whatsapp', 'WhatsApp'],
  ['instagram', 'Instagram'],
  ['discord', 'Discord'],
];

/** Reward tiers (docs/behaviour.md#referral). */
export const REWARD_TIERS: readonly RewardTier[] = [
  { referrals: 1, reward: 5, bonus: 'Welcome Bonus' },
  { referrals: 5, reward: 50, bonus: 'Bronze' },
  { referrals: 15, reward: 200, bonus: 'Silver + Premium access' },
  { referrals: 50, reward: 750, bonus: `Gold + priority on ${BRAND.miner}` },
  { referrals: 100, reward: 2000, bonus: 'Diamond + revenue share' },
];

/** Bonus opportunities (docs/behaviour.md#referral): title and what it pays. */
export const BONUSES: ReadonlyArray<readonly [string, string]> = [
  ['Weekend Bonus', '2x rewards on referrals made on weekends'],
  ['Social Share Bonus', '$2 per engaged social share'],
  ['Premium Upgrade Bonus', '$10 when a referral upgrades to Premium'],
];

/** Commission on referrals (docs/behaviour.md#referral: 5%). */
export const COMMISSION = '5%';

/** Sample progress for the rewards bar: the spec gives no figure, so 3 referrals so far. */
export const SAMPLE_REFERRALS = 3;

/**
 * Each platform's share page: {m} is the message, {u} the referral link, both URL-encoded.
 * LinkedIn's share page takes only the link. Instagram and Discord have none (docs/behaviour.md#referral).
 */
export const SHARE_PAGES: Readonly<Partial<Record<Platform, string>>> = {
  twitter: 'https://twitter.com/intent/tweet?text={m}&url={u}',
  facebook: 'https://www.facebook.com/sharer/sharer.php?u={u}&quote={m}',
  linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url={u}',
  reddit: 'https://www.reddit.com/submit?url={u}&title={m}',
  telegram: 'https://t.me/share/url?url={u}&text={m}',
  whatsapp: 'https://wa.me/?text={m}%20{u}',
};
