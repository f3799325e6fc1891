import { DEFAULT_MESSAGE, JOIN_PATH, SHARE_PAGES, type Platform, type RewardTier } from './constants';

/** The referral link: {site}/join?ref={code} (docs/behaviour.md#referral); `site` has no trailing slash. */
export function referralLink(site: string, code: string): string {
  return site + JOIN_PATH + encodeURIComponent(code);
}

/** The message to share: the editor's text, or the default text (in the reader's language) when the editor is blank (docs/behaviour.md#referral). */
export function shareMessage(text: string, fallback = DEFAULT_MESSAGE): string {
  return text.trim() ? text : fallback;
}

/** The share page of `platform` carrying `message` and `link`, or null when it has none (docs/behaviour.md#referral). */
export function shareUrl(platform: Platform, message: string, link: string): string | null {
  const page = SHARE_PAGES[platform];
  return page ? page.replace(/\{([mu])\}/g, (_, part) => encodeURIComponent(part === 'm' ? message : link)) : null;
}

/** The next tier to reach after `referrals`, or undefined once the last one is reached. */
export function nextTier(referrals: number, tiers: readonly RewardTier[]): RewardTier | undefined {
  return tiers.find((tier) => tier.referrals > referrals);
}
