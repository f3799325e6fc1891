import { formatPercent, formatUsd } from '../_runtime/format';
import type { I18n } from '../_runtime/locale';
import { ASSET, type OrderForm, type Side } from './constants';

/** What the console gets when an order is placed: the form's text exactly as typed (docs/behaviour.md#simulator). */
export interface SimulatedOrder extends OrderForm {
  side: Side;
  asset: string;
}

/** The order a form describes. There is no validation: amount and price stay the typed text (docs/behaviour.md#simulator). */
export function simulatedOrder(side: Side, form: OrderForm): SimulatedOrder {
  return { side, asset: ASSET.symbol, amount: form.amount, price: form.price };
}

/** A profit or loss in USD with its sign: 4287.35 → "+$4,287.35", -1245.6 → "-$1,245.60". */
export function formatPnl(pnl: number, i18n?: I18n): string {
  if (pnl === 0) return formatUsd(0, i18n);
  return `${pnl > 0 ? '+' : '-'}${formatUsd(Math.abs(pnl), i18n)}`;
}

/** The return on a balance, signed, to two decimals: 4287.35 on 100000 → "+4.29%". */
export function formatReturn(pnl: number, balance: number, i18n?: I18n): string {
  const percent = balance === 0 ? 0 : (pnl / balance) * 100;
  return `${percent > 0 ? '+' : ''}${formatPercent(percent, 2, i18n)}`;
}
