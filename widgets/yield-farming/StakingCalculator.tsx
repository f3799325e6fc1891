import { useState, type FormEvent } from 'react';
import { BRAND, Button, Card, emit, formatUsd, formatWhole, styled, t, type I18n } from '../_runtime';
import { estimateReward, estimateUsd, readNumber } from './calculator';

const Form = styled(Card)`
  display: grid;
  gap: 14px;
  & label { display: grid; gap: 6px; font-size: var(--ob-s); color: var(--ob-muted); }
  & input {
    width: 100%; min-height: 42px; padding: 8px 12px; border-radius: 10px;
    border: 1px solid var(--ob-border); background: var(--ob-background); color: var(--ob-text); font-size: var(--ob-m);
  }
  & input:focus { border-color: var(--ob-accent); outline: none; box-shadow: 0 0 0 3px color-mix(in srgb, var(--ob-accent) 30%, transparent); }
  & .fields { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
  /* Any amount the form takes fits: a reward wider than the card wraps (at 280 px, past 13 digits). */
  & output {
    display: grid; gap: 2px; padding: 16px; border-radius: 10px; text-align: center; overflow-wrap: anywhere;
    background: color-mix(in srgb, var(--ob-accent) 12%, transparent);
    border: 1px solid color-mix(in srgb, var(--ob-accent) 35%, transparent);
  }
  & output span { color: var(--ob-muted); font-size: var(--ob-s); }
  & output strong { font-size: var(--ob-2xl); line-height: 1.2; color: var(--ob-accent); }
  @container (max-width: 520px) {
    & .fields { grid-template-columns: 1fr; }
  }
`;

/** The calculator's starting inputs. */
export interface CalculatorDefaults {
  amount: number;
  apy: number;
  days: number;
}

/** Staking calculator: the estimate changes only when Calculate is pressed (docs/behaviour.md#yield-farming). */
/**
 * The staking calculator. `heading` is its title's level: h3 as a card of the full section, h2
 * when it is the whole widget (data-view="calculator"), so that it follows a host page's h1.
 */
export function StakingCalculator({
  amount,
  apy,
  days,
  heading: Heading = 'h3',
  i18n,
}: CalculatorDefaults & { heading?: 'h2' | 'h3'; i18n: I18n | undefined }) {
  const [inputs, setInputs] = useState({ amount: String(amount), apy: String(apy), days: String(days) });
  const [reward, setReward] = useState(() => estimateReward(amount, apy, days));
  const edit = (field: keyof typeof inputs) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setInputs((current) => ({ ...current, [field]: value }));
  };

  return (
    <Form
      as="form"
      onSubmit={(event: FormEvent<HTMLDivElement>) => {
        event.preventDefault();
        const used = {
          amount: readNumber(inputs.amount, i18n),
          apy: readNumber(inputs.apy, i18n),
          days: readNumber(inputs.days, i18n),
        };
        const next = estimateReward(used.amount, used.apy, used.days);
        setReward(next);
        emit(event.currentTarget as Node, 'calculator:calculate', { ...used, reward: next });
      }}
    >
      <Heading className="ob-subtitle">{t(i18n, 'Staking Calculator')}</Heading>
      <div className="fields">
        <label>
          {t(i18n, 'Amount ({0})', BRAND.token)}
          <input name="amount" inputMode="decimal" autoComplete="off" value={inputs.amount} onChange={edit('amount')} />
        </label>
        <label>
          {t(i18n, 'APY (%)')}
          <input name="apy" inputMode="decimal" autoComplete="off" value={inputs.apy} onChange={edit('apy')} />
        </label>
        <label>
          {t(i18n, 'Duration (days)')}
          <input name="days" inputMode="numeric" autoComplete="off" value={inputs.days} onChange={edit('days')} />
        </label>
      </div>
      <Button type="submit">{t(i18n, 'Calculate')}</Button>
      <output aria-live="polite" data-testid="reward">
        <span>{t(i18n, 'Estimated Reward')}</span>
        <strong data-testid="reward-tokens">
          {formatWhole(reward, i18n)} {BRAND.token}
        </strong>
        <span data-testid="reward-usd">{t(i18n, '≈ {0} USD', formatUsd(estimateUsd(reward), i18n))}</span>
      </output>
    </Form>
  );
}
