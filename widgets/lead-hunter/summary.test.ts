import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, KEYWORDS, LEADS_BY_PRIORITY, MENTIONS, MENTIONS_TODAY, PLATFORM_CONNECTIONS } from './constants';
import { localePack } from '../_runtime/locale-pack';
import {
  activeCampaignCount,
  formatTrend,
  monitoredPlatformCount,
  platformShares,
  qualifiedLeads,
  totalMentions,
} from './summary';

const connected = PLATFORM_CONNECTIONS.filter((c) => c.status === 'connected').map((c) => c.name);

describe('activeCampaignCount', () => {
  it('counts the active campaigns and not the paused ones', () => {
    expect(activeCampaignCount([])).toBe(0);
    expect(
      activeCampaignCount([
        { ...CAMPAIGNS[0]!, status: 'paused' },
        { ...CAMPAIGNS[0]!, status: 'active' },
      ]),
    ).toBe(1);
  });

  it('is 3 for the sample campaigns, of which one is paused', () => {
    expect(activeCampaignCount(CAMPAIGNS)).toBe(3);
    expect(CAMPAIGNS.filter((c) => c.status === 'paused')).toHaveLength(1);
  });
});

describe('monitoredPlatformCount', () => {
  it('counts the connected platforms: 6 of the 8, WhatsApp and Discord needing setup (docs/behaviour.md#lead-hunter)', () => {
    expect(PLATFORM_CONNECTIONS.map((c) => c.name)).toEqual([
      'Twitter/X',
      'Telegram',
      'WhatsApp',
      'Facebook',
      'Reddit',
      'Instagram',
      'Discord',
      'LinkedIn',
    ]);
    expect(PLATFORM_CONNECTIONS.filter((c) => c.status === 'setup_required').map((c) => c.name)).toEqual([
      'WhatsApp',
      'Discord',
    ]);
    expect(monitoredPlatformCount(PLATFORM_CONNECTIONS)).toBe(6);
  });

  it('equals the platforms the active campaigns run on, all of them connected', () => {
    const campaignPlatforms = new Set(CAMPAIGNS.filter((c) => c.status === 'active').flatMap((c) => c.platforms));
    expect(campaignPlatforms).toEqual(new Set(connected));
    for (const campaign of CAMPAIGNS) for (const platform of campaign.platforms) expect(connected).toContain(platform);
  });
});

describe('totalMentions', () => {
  it('adds up the mentions of every platform', () => {
    expect(totalMentions({})).toBe(0);
    expect(totalMentions({ Reddit: 3, Telegram: 4 })).toBe(7);
  });

  it('is 1,247 today, counted on the connected platforms only', () => {
    expect(totalMentions(MENTIONS_TODAY)).toBe(1247);
    expect(Object.keys(MENTIONS_TODAY).sort()).toEqual([...connected].sort());
  });
});

describe('qualifiedLeads', () => {
  it('adds the high, medium and low priority leads: 23 + 41 + 25 = 89', () => {
    expect(LEADS_BY_PRIORITY).toEqual({ high: 23, medium: 41, low: 25 });
    expect(qualifiedLeads(LEADS_BY_PRIORITY)).toBe(89);
  });
});

describe('platformShares', () => {
  it('gives each platform its percent of the total, largest first', () => {
    expect(platformShares({ Reddit: 1, Telegram: 3 })).toEqual([
      { platform: 'Telegram', mentions: 3, percent: 75 },
      { platform: 'Reddit', mentions: 1, percent: 25 },
    ]);
  });

  it('is 0% everywhere when there are no mentions', () => {
    expect(platformShares({ Reddit: 0 })).toEqual([{ platform: 'Reddit', mentions: 0, percent: 0 }]);
  });

  it('covers the six connected platforms and adds up to 100% for the sample', () => {
    const shares = platformShares(MENTIONS_TODAY);
    expect(shares.map((s) => s.platform)).toEqual([
      'Twitter/X',
      'Telegram',
      'Reddit',
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
    expect(shares.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100, 9);
    expect(shares[0]!.percent.toFixed(1)).toBe('39.0');
  });
});

describe('formatTrend', () => {
  it('signs rises with "+" and falls with "-"', () => {
    expect(formatTrend(24)).toBe('+24%');
    expect(formatTrend(24, localePack('es'))).toBe('+24\u00a0%');
    expect(formatTrend(-3)).toBe('-3%');
    expect(formatTrend(0)).toBe('0%');
  });
});

describe('sample data', () => {
  it('has mentions of every sentiment with scores between 0 and 100, on connected platforms', () => {
    expect(new Set(MENTIONS.map((m) => m.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']));
    for (const mention of MENTIONS) {
      expect(mention.score).toBeGreaterThanOrEqual(0);
      expect(mention.score).toBeLessThanOrEqual(100);
      expect(connected).toContain(mention.platform);
    }
  });

  it('has keywords of every priority', () => {
    expect(new Set(KEYWORDS.map((k) => k.priority))).toEqual(new Set(['high', 'medium', 'low']));
  });
});
