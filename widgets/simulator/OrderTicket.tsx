import { useState, type FormEvent } from 'react';
import { Button, Card, type I18n, Input, styled, t } from '../_runtime';
import { AMOUNT_LABEL, ORDER_FORMS, PRICE_LABEL, type OrderForm, type Side } from './constants';
import { simulatedOrder } from './simulator';

const Ticket = styled(Card)`
  & form { display: grid; gap: 14px; }
  & h3 { font-size: var(--ob-l); }
  & label { display: grid; gap: 6px; font-size: var(--ob-s); color: var(--ob-muted); }
  &[data-side='buy'] h3 { color: var(--ob-green); }
  &[data-side='sell'] h3 { color: var(--ob-red); }
`;

/** One order form (buy or sell). Placing the order only writes it to the console (docs/behaviour.md#simulator). */
export function OrderTicket({ side, i18n }: { side: Side; i18n: I18n | undefined }) {
  const { title, submit, defaults } = ORDER_FORMS[side];
  const [form, setForm] = useState<OrderForm>(defaults);
  const edit = (field: keyof OrderForm) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };
  return (
    <Ticket data-side={side}>
      <form
        aria-labelledby={`ob-sim-${side}`}
        // No validation (docs/behaviour.md#simulator), so the browser's own number checks stay off too.
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          console.info('[orebit] Simulated order placed:', simulatedOrder(side, form));
        }}
      >
        <h3 id={`ob-sim-${side}`}>{t(i18n, title)}</h3>
        <label>
          {t(i18n, AMOUNT_LABEL)}
          <Input
            type="number"
            name="amount"
            inputMode="decimal"
            step="any"
            autoComplete="off"
            value={form.amount}
            onChange={edit('amount')}
          />
        </label>
        <label>
          {t(i18n, PRICE_LABEL)}
          <Input
            type="number"
            name="price"
            inputMode="decimal"
            step="any"
            autoComplete="off"
            value={form.price}
            onChange={edit('price')}
          />
        </label>
        <Button type="submit" data-variant={side === 'sell' ? 'outline' : undefined}>
          {t(i18n, submit)}
        </Button>
      </form>
    </Ticket>
  );
}
