import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUY_AMOUNT,
  DEFAULT_PRICE,
  DEFAULT_SELL_AMOUNT,
  LEADERBOARD,
  ORDER_FORMS,
  PERFORMANCE,
  VIRTUAL_BALANCE,
} from './constants';
import { formatPnl, formatReturn, simulatedOrder } from './simulator';

describe('simulator constants (docs/behaviour.md#simulator)', () => {
  it('give a virtual balance of 100000', () => {
    expect(VIRTUAL_BALANCE).toBe(100000);
  });

  it('start the buy form at 1000 and the sell form at 500, both at 67234.56, as strings', () => {
    expect([DEFAULT_BUY_AMOUNT, DEFAULT_SELL_AMOUNT, DEFAULT_PRICE]).toEqual([1000, 500, 67234.56]);
    expect(ORDER_FORMS.buy.defaults).toEqual({ amount: '1000', price: '67234.56' });
    expect(ORDER_FORMS.sell.defaults).toEqual({ amount: '500', price: '67234.56' });
  });
});

describe('the leaderboard', () => {
  it('ranks 1, 2, 3… by P&L, with exactly one current user whose P&L is the performance figure', () => {
    expect(LEADERBOARD.map((entry) => entry.rank)).toEqual(LEADERBOARD.map((_, i) => i + 1));
    const pnls = LEADERBOARD.map((entry) => entry.pnl);
    expect(pnls).toEqual([...pnls].sort((a, b) => b - a));
    const current = LEADERBOARD.filter((entry) => entry.current);
    expect(current).toHaveLength(1);
    expect(current[0]?.pnl).toBe(PERFORMANCE.pnl);
  });
});

describe('simulatedOrder', () => {
  it('keeps amount and price exactly as typed, with no validation (docs/behaviour.md#simulator)', () => {
    expect(simulatedOrder('buy', { amount: '2500.5', price: '68000' })).toEqual({
      side: 'buy',
      asset: 'BTC',
      amount: '2500.5',
      price: '68000',
    });
    expect(simulatedOrder('sell', { amount: '', price: '-1' })).toEqual({
      side: 'sell',
      asset: 'BTC',
      amount: '',
      price: '-1',
    });
  });
});

describe('formatPnl', () => {
  it('signs gains with + and losses with -', () => {
    expect(formatPnl(4287.35)).toBe('+$4,287.35');
    expect(formatPnl(24891.2)).toBe('+$24,891.20');
    expect(formatPnl(-1245.6)).toBe('-$1,245.60');
    expect(formatPnl(0)).toBe('$0');
  });
});

describe('formatReturn', () => {
  it('is the P&L over the balance in percent, signed, to two decimals', () => {
    expect(formatReturn(4287.35, 100000)).toBe('+4.29%');
    expect(formatReturn(-1245.6, 100000)).toBe('-1.25%');
    expect(formatReturn(0, 100000)).toBe('0.00%');
    expect(formatReturn(10, 0)).toBe('0.00%');
  });
});
