// Sample forum posts and news articles an empty store seeds itself with on first use, so a fresh `npm start` shows a
// living page. Times are relative to the seeding moment, so lists read "Just now", "N min ago",
// "N hours ago", "N days ago".
import { BRAND } from '../../contract/brand';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** News articles: how long before seeding each was published. */
export const SAMPLE_NEWS: ReadonlyArray<{
  source: string;
  title: string;
  category: string;
  isOfficial: boolean;
  age: number;
}> = [
  {
    source: `${BRAND.name} Newsroom`,
    title: `${BRAND.minerLaunch} is live: up to 40% more hash power per device`,
    category: 'milestone',
    isOfficial: true,
    age: 20_000,
  },
  {
    source: 'Market Desk',
    title: 'Bitcoin holds above $114K as ETF inflows hit a four-week high',
    category: 'bullish',
    isOfficial: false,
    age: 12 * MINUTE,
  },
  {
    source: `${BRAND.chain} Labs`,
    title: `${BRAND.chain} testnet adds account abstraction and 2-second finality`,
    category: 'tech',
    isOfficial: true,
    age: 47 * MINUTE,
  },
  {
    source: 'Macro Watch',
    title: 'Altcoins slide as traders take profit ahead of the Fed decision',
    category: 'bearish',
    isOfficial: false,
    age: 3 * HOUR,
  },
  {
    source: `${BRAND.name} Newsroom`,
    title: `Staking rewards for ${BRAND.token} holders now paid out daily`,
    category: 'news',
    isOfficial: true,
    age: 7 * HOUR,
  },
  {
    source: 'DeFi Daily',
    title: 'Total value locked across yield farms passes $120B',
    category: 'bullish',
    isOfficial: false,
    age: 20 * HOUR,
  },
  {
    source: 'Security Brief',
    title: 'Phishing wave targets wallet users: how to check a signing request',
    category: 'news',
    isOfficial: false,
    age: 2 * DAY,
  },
  {
    source: `${BRAND.name} Newsroom`,
    title: `Community milestone: 50,000 members in the ${BRAND.name} forum`,
    category: 'milestone',
    isOfficial: true,
    age: 4 * DAY,
  },
];

/** Forum posts, with the handle shown as author. */
export const SAMPLE_POSTS: ReadonlyArray<{
  title: string;
  content: string;
  author: string;
  likes: number;
  replies: number;
  age: number;
}> = [
  {
    title: `First month of staking ${BRAND.token}: my numbers`,
    content: `Staked 2,500 ${BRAND.token} at 89.2% APY. Rewards land daily and the calculator estimate was within a few tokens of what I got.`,
    author: 'SteadyHodler204',
    likes: 42,
    replies: 9,
    age: 25 * MINUTE,
  },
  {
    title: `Which hardware wallet do you use with ${BRAND.chain}?`,
    content: 'Looking at Ledger and Trezor. Does anyone have both working with the staking dashboard?',
    author: 'CalmMiner517',
    likes: 17,
    replies: 14,
    age: 5 * HOUR,
  },
  {
    title: 'DCA or lump sum for a beginner?',
    content: 'I can put $1,000 in now or $50 a week. The concierge suggests DCA, curious what the forum thinks.',
    author: 'CuriousWhale083',
    likes: 31,
    replies: 22,
    age: 2 * DAY,
  },
];
