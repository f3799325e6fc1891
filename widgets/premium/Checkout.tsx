import { Button, Card, formatUsd, type I18n, styled, t, Tabs } from '../_runtime';
import {
  BILLING_NAMES,
  CHECKOUT_LABEL,
  GUARANTEES,
  PAYMENT_TABS,
  PAYMENT_TABS_LABEL,
  PAYMENT_TITLE,
  PER,
  SAVINGS_LABEL,
  SUMMARY_TITLE,
  TOTAL_LABEL,
  type Billing,
  type SubscriptionPlan,
} from './constants';
import { planPrice, yearlySavings } from './pricing';

const Layout = styled('div')`
  display: grid;
  gap: 20px;
  & h3 { font-size: var(--ob-l); margin-bottom: 12px; }
  & .methods { list-style: none; display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 10px; }
  & .methods li {
    padding: 12px 14px; border-radius: 10px; border: 1px solid var(--ob-border);
    background: var(--ob-background); font-weight: 600;
  }
  & dl { display: grid; grid-template-columns: 1fr auto; gap: 8px 0; margin: 0 0 16px; }
  & dt { color: var(--ob-muted); }
  & dd { margin: 0; padding-inline-start: 12px; text-align: end; font-weight: 600; }
  & .savings { color: var(--ob-green); }
  & .total { padding-top: 10px; border-top: 1px solid var(--ob-border); color: var(--ob-text); font-weight: 700; }
  & .summary > button { width: 100%; }
  & .guarantees { list-style: none; display: grid; gap: 6px; margin-top: 14px; font-size: var(--ob-s); color: var(--ob-muted); }
  & .guarantees li::before { content: '✓'; color: var(--ob-green); margin-inline-end: 8px; font-weight: 700; }
  /* The spec words the guarantees in lower case; they start a line here. (An inline-block, since
     ::first-letter would otherwise land on the check mark.) */
  & .guarantees span { display: inline-block; }
  & .guarantees span::first-letter { text-transform: uppercase; }
  @container (min-width: 860px) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

/** Payment method tabs and the order summary for the selected plan and billing (docs/behaviour.md#premium). */
export function Checkout({
  plan,
  billing,
  i18n,
}: {
  plan: SubscriptionPlan;
  billing: Billing;
  i18n: I18n | undefined;
}) {
  const price = formatUsd(planPrice(plan, billing), i18n);
  return (
    <Layout>
      <Card as="section" aria-labelledby="ob-premium-payment">
        <h3 id="ob-premium-payment">{t(i18n, PAYMENT_TITLE)}</h3>
        <Tabs
          label={t(i18n, PAYMENT_TABS_LABEL)}
          tabs={PAYMENT_TABS.map((tab) => ({
            id: tab.id,
            label: t(i18n, tab.label),
            content: (
              <ul className="methods" aria-label={t(i18n, '{0} payment methods', t(i18n, tab.label))}>
                {tab.methods.map((method) => (
                  <li key={method}>{method}</li>
                ))}
              </ul>
            ),
          }))}
        />
      </Card>
      <Card as="section" className="summary" aria-labelledby="ob-premium-summary" data-testid="order-summary">
        <h3 id="ob-premium-summary">{t(i18n, SUMMARY_TITLE)}</h3>
        <dl aria-live="polite">
          <dt>{t(i18n, 'Plan')}</dt>
          <dd data-field="plan">{plan.name}</dd>
          <dt>{t(i18n, 'Billing')}</dt>
          <dd data-field="billing">{t(i18n, BILLING_NAMES[billing])}</dd>
          <dt>{t(i18n, 'Price')}</dt>
          <dd data-field="price">
            {price}
            {t(i18n, PER[billing])}
          </dd>
          {billing === 'yearly' ? (
            <>
              <dt>{t(i18n, SAVINGS_LABEL)}</dt>
              <dd data-field="savings" className="savings">
                {formatUsd(yearlySavings(plan.price), i18n)}
              </dd>
            </>
          ) : null}
          <dt className="total">{t(i18n, TOTAL_LABEL)}</dt>
          <dd data-field="total" className="total">
            {price}
          </dd>
        </dl>
        {/* docs/behaviour.md#premium: no call is made for payments, so this button does nothing. */}
        <Button type="button">{t(i18n, CHECKOUT_LABEL)}</Button>
        <ul className="guarantees" aria-label={t(i18n, 'Guarantees')}>
          {GUARANTEES.map((guarantee) => (
            <li key={guarantee}>
              <span>{t(i18n, guarantee)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </Layout>
  );
}
