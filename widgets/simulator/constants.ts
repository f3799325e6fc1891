// Investment Simulator: docs/behaviour.md#simulator (the leaderboard entry and its "You", the order
// forms, their unvalidated amount and price, the balance and defaults). The
// balance and the order defaults are the spec's; the asset, the performance figures, the other
// traders and the wording are ours.
import { BRAND } from '../../contract/brand';

/** Which way an order goes. */
export type Side = 'buy' | 'sell';

/** A simulator order form: amount and price, held as strings (docs/behaviour.md#simulator). */
export interface OrderForm {
  amount: string;
  price: string;
}

/** A leaderboard entry (docs/behaviour.md#simulator); `current` marks the visitor's own row. */
export interface LeaderboardEntry {
  rank: number;
  username: string;
  /** Profit and loss, in USD. */
  pnl: number;
  current?: true;
}

export const SECTION_TITLE = 'Investment Simulator';
export const SECTION_SUBTITLE = `Practice trading with virtual funds on ${BRAND.name}: try a strategy before you risk real money.`;

/** docs/behaviour.md#simulator: the virtual balance, in USD. */
export const VIRTUAL_BALANCE = 100000;
export const BALANCE_TITLE = 'Virtual Balance';
export const BALANCE_NOTE = 'Practice funds only. No real money is involved.';

/** The asset the forms trade. */
export const ASSET = { name: 'Bitcoin', symbol: 'BTC' } as const;

/** docs/behaviour.md#simulator: the forms' starting values. */
export const DEFAULT_BUY_AMOUNT = 1000;
export const DEFAULT_SELL_AMOUNT = 500;
export const DEFAULT_PRICE = 67234.56;

/** Each form's title, button and starting values (held as strings, docs/behaviour.md#simulator). */
export const ORDER_FORMS: Readonly<Record<Side, { title: string; submit: string; defaults: OrderForm }>> = {
  buy: {
    title: `Buy ${ASSET.symbol}`,
    submit: 'Place Buy Order',
    defaults: { amount: String(DEFAULT_BUY_AMOUNT), price: String(DEFAULT_PRICE) },
  },
  sell: {
    title: `Sell ${ASSET.symbol}`,
    submit: 'Place Sell Order',
    defaults: { amount: String(DEFAULT_SELL_AMOUNT), price: String(DEFAULT_PRICE) },
  },
};
export const AMOUNT_LABEL = 'Amount (USD)';
export const PRICE_LABEL = `Price (USD per ${ASSET.symbol})`;

/** The visitor's own results, shown as the performance figures and on the leaderboard. */
export const PERFORMANCE = { pnl: 4287.35, winRate: 64, trades: 28 } as const;
export const PERFORMANCE_TITLE = 'Your Performance';

export const LEADERBOARD_TITLE = 'Leaderboard';
/** docs/behaviour.md#simulator: how the current user is marked. */
export const YOU_LABEL = 'You';
export const LEADERBOARD: readonly LeaderboardEntry[] = [
  { rank: 1, username: 'WhaleWatcher', pnl: 24891.2 },
  { rank: 2, username: 'SatoshiStacker', pnl: 18452.75 },
  { rank: 3, username: 'DiamondHands', pnl: 12306.4 },
  { rank: 4, username: 'orebit_trader', pnl: PERFORMANCE.pnl, current: true },
  { rank: 5, username: 'ChainSurfer', pnl: 3910.08 },
  { rank: 6, username: 'MoonMission', pnl: -1245.6 },
];
