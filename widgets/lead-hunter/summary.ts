import { formatPercent } from '../_runtime/format';
import type { I18n } from '../_runtime/locale';
import type { Campaign, LeadPriority, PlatformConnection, PlatformName } from './constants';

/** One platform's part of today's mentions, as the Analytics distribution shows it. */
export interface PlatformShare {
  platform: PlatformName;
  mentions: number;
  /** Percent of all of today's mentions. */
  percent: number;
}

/** How many campaigns are running (status active). */
export function activeCampaignCount(campaigns: readonly Campaign[]): number {
  return campaigns.filter((campaign) => campaign.status === 'active').length;
}

/** How many platforms are monitored: the connected ones; the others still need setup. */
export function monitoredPlatformCount(connections: readonly PlatformConnection[]): number {
  return connections.filter((connection) => connection.status === 'connected').length;
}

/** Today's mentions: the sum over every platform. */
export function totalMentions(byPlatform: Readonly<Partial<Record<PlatformName, number>>>): number {
  return Object.values(byPlatform).reduce((sum, n) => sum + (n ?? 0), 0);
}

/** Qualified leads: the high, medium and low priority leads together. */
export function qualifiedLeads(byPriority: Readonly<Record<LeadPriority, number>>): number {
  return byPriority.high + byPriority.medium + byPriority.low;
}

/** Each platform's share of today's mentions, largest first. */
export function platformShares(byPlatform: Readonly<Partial<Record<PlatformName, number>>>): PlatformShare[] {
  const total = totalMentions(byPlatform);
  return (Object.entries(byPlatform) as Array<[PlatformName, number]>)
    .map(([platform, mentions]) => ({ platform, mentions, percent: total > 0 ? (mentions / total) * 100 : 0 }))
    .sort((a, b) => b.mentions - a.mentions);
}

/** A keyword's trend as signed text: 24 → "+24%", -3 → "-3%", 0 → "0%". */
export function formatTrend(trend: number, i18n?: I18n): string {
  return `${trend > 0 ? '+' : ''}${formatPercent(trend, 0, i18n)}`;
}
