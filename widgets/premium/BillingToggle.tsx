import { Badge, cssVars, formatPercent, styled, t, type I18n } from '../_runtime';
import { BILLING_LABEL, BILLING_NAMES, YEARLY_DISCOUNT, YEARLY_LABEL, type Billing } from './constants';

const Group = styled('div')`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 999px;
  background: var(--ob-surface-2);
  & button {
    display: inline-flex; align-items: center; gap: 8px; min-height: 36px; padding: 6px 16px;
    border: 0; border-radius: 999px; background: transparent; color: var(--ob-muted);
    font-weight: 600; cursor: pointer;
  }
  & button:hover { color: var(--ob-text); }
  & button[aria-pressed='true'] { background: var(--ob-background); color: var(--ob-text); }
`;

const PERIODS: readonly Billing[] = ['monthly', 'yearly'];

/** The monthly/yearly toggle: two buttons, the pressed one is the billing period in force. */
export function BillingToggle({
  billing,
  onChange,
  i18n,
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
  i18n: I18n | undefined;
}) {
  return (
    <Group role="group" aria-label={t(i18n, BILLING_LABEL)}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === billing}
          data-billing={period}
          onClick={() => onChange(period)}
        >
          {t(i18n, BILLING_NAMES[period])}
          {period === 'yearly' ? (
            <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>
              {t(i18n, YEARLY_LABEL, formatPercent(YEARLY_DISCOUNT, 0, i18n))}
            </Badge>
          ) : null}
        </button>
      ))}
    </Group>
  );
}
