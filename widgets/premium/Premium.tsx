import { useState } from 'react';
import { SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import { BillingToggle } from './BillingToggle';
import { Checkout } from './Checkout';
import {
  DEFAULT_BILLING,
  DEFAULT_PLAN_ID,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SUBSCRIPTION_PLANS,
  type Billing,
  type SubscriptionPlan,
} from './constants';
import { PlanGrid } from './PlanGrid';

/** The premium section takes only the common options (theme, api). */
export const premiumConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 28px; max-width: 1200px; margin: 0 auto; }
  & .toggle { display: flex; justify-content: center; }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Premium subscription: three plans, monthly or yearly, payment methods and an order summary; no payment call (docs/behaviour.md#premium). */
export function Premium({ i18n }: WidgetProps<typeof premiumConfig>) {
  const [planId, setPlanId] = useState<SubscriptionPlan['id']>(DEFAULT_PLAN_ID);
  const [billing, setBilling] = useState<Billing>(DEFAULT_BILLING);
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === planId) ?? SUBSCRIPTION_PLANS[0]!;
  return (
    <Section aria-labelledby="ob-premium-title">
      <SectionHeader id="ob-premium-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <div className="toggle">
          <BillingToggle billing={billing} onChange={setBilling} i18n={i18n} />
        </div>
        <PlanGrid billing={billing} selected={planId} onSelect={setPlanId} i18n={i18n} />
        <Checkout plan={plan} billing={billing} i18n={i18n} />
      </div>
    </Section>
  );
}
