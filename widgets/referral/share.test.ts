import { describe, expect, it } from 'vitest';
import { BONUSES, COMMISSION, DEFAULT_MESSAGE, PLATFORMS, REWARD_TIERS } from './constants';
import { nextTier, referralLink, shareMessage, shareUrl } from './share';

const LINK = 'https://orebit.example/join?ref=OREBIT2024';

describe('referralLink', () => {
  it('is {site}/join?ref={code}', () => {
    expect(referralLink('https://orebit.example', 'OREBIT2024')).toBe(LINK);
    expect(referralLink('https://partner.test/app', 'ALICE42')).toBe('https://partner.test/app/join?ref=ALICE42');
  });

  it('encodes the code', () => {
    expect(referralLink('https://orebit.example', 'A&B C')).toBe('https://orebit.example/join?ref=A%26B%20C');
  });
});

describe('shareMessage', () => {
  it('is the editor text when there is any', () => {
    expect(shareMessage('Join me!')).toBe('Join me!');
  });

  it('falls back to the default text when the editor is empty or blank (docs/behaviour.md#referral)', () => {
    expect(shareMessage('')).toBe(DEFAULT_MESSAGE);
    expect(shareMessage('  \n ')).toBe(DEFAULT_MESSAGE);
  });
});

describe('shareUrl', () => {
  const message = 'Earn 5% & more: join #Orebit?';
  const m = encodeURIComponent(message);
  const u = encodeURIComponent(LINK);

  it('builds each share page with the message and link URL-encoded', () => {
    expect(shareUrl('twitter', message, LINK)).toBe(`https://twitter.com/intent/tweet?text=${m}&url=${u}`);
    expect(shareUrl('facebook', message, LINK)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${m}`);
    expect(shareUrl('linkedin', message, LINK)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(shareUrl('reddit', message, LINK)).toBe(`https://www.reddit.com/submit?url=${u}&title=${m}`);
    expect(shareUrl('telegram', message, LINK)).toBe(`https://t.me/share/url?url=${u}&text=${m}`);
    expect(shareUrl('whatsapp', message, LINK)).toBe(`https://wa.me/?text=${m}%20${u}`);
  });

  it('keeps "$&" and braces in the message as text', () => {
    const url = new URL(shareUrl('telegram', 'win $& {u} {m}', LINK)!);
    expect(url.searchParams.get('text')).toBe('win $& {u} {m}');
    expect(url.searchParams.get('url')).toBe(LINK);
  });

  it('has no link for Instagram and Discord (docs/behaviour.md#referral)', () => {
    expect(shareUrl('instagram', message, LINK)).toBeNull();
    expect(shareUrl('discord', message, LINK)).toBeNull();
  });

  it('covers the eight platforms of the section', () => {
    expect(PLATFORMS.map(([, label]) => label)).toEqual([
      'Twitter/X',
      'Facebook',
      'LinkedIn',
      'Reddit',
      'Telegram',
      'WhatsApp',
      'Instagram',
      'Discord',
    ]);
    expect(PLATFORMS.filter(([id]) => shareUrl(id, message, LINK) !== null)).toHaveLength(6);
  });
});

describe('reward tiers', () => {
  it('are the five tiers (docs/behaviour.md#referral)', () => {
    expect(REWARD_TIERS.map(({ referrals, reward }) => [referrals, reward])).toEqual([
      [1, 5],
      [5, 50],
      [15, 200],
      [50, 750],
      [100, 2000],
    ]);
    expect(REWARD_TIERS.map((tier) => tier.bonus)).toEqual([
      'Welcome Bonus',
      'Bronze',
      'Silver + Premium access',
      'Gold + priority on Orebit Miner',
      'Diamond + revenue share',
    ]);
  });

  it('name the three bonuses and the 5% commission', () => {
    expect(BONUSES.map(([, text]) => text)).toEqual([
      '2x rewards on referrals made on weekends',
      '$2 per engaged social share',
      '$10 when a referral upgrades to Premium',
    ]);
    expect(COMMISSION).toBe('5%');
  });
});

describe('nextTier', () => {
  it('is the first tier above the referral count', () => {
    expect(nextTier(0, REWARD_TIERS)?.referrals).toBe(1);
    expect(nextTier(3, REWARD_TIERS)?.referrals).toBe(5);
    expect(nextTier(5, REWARD_TIERS)?.referrals).toBe(15);
    expect(nextTier(99, REWARD_TIERS)?.referrals).toBe(100);
  });

  it('is undefined once the last tier is reached', () => {
    expect(nextTier(100, REWARD_TIERS)).toBeUndefined();
  });
});
