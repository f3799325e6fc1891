import { Badge, Button, Card, cssVars, formatUsd, type I18n, styled, t } from '../_runtime';
import {
  BADGE_COLORS,
  CHOOSE_LABEL,
  PER,
  SELECTED_LABEL,
  SUBSCRIPTION_PLANS,
  type Billing,
  type SubscriptionPlan,
} from './constants';
import { planPrice, yearlySavings } from './pricing';

const List = styled('ul')`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 20px;
  @container (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Plan = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px 20px;
  border-width: 2px;
  &[data-selected] { border-color: var(--ob-accent); background: color-mix(in srgb, var(--ob-accent) 6%, var(--ob-surface)); }
  & .badge { position: absolute; top: -12px; left: 50%; transform: translateX(-50%); background: var(--ob-surface); }
  & h3 { font-size: var(--ob-xl); }
  & .description { color: var(--ob-muted); }
  & .price { font-size: var(--ob-3xl); font-weight: 700; line-height: 1.1; }
  & .price span { font-size: var(--ob-m); font-weight: 400; color: var(--ob-muted); }
  & .savings { color: var(--ob-green); font-weight: 600; }
  & ul { list-style: none; display: grid; gap: 8px; }
  & li::before { content: '✓'; color: var(--ob-green); margin-inline-end: 8px; font-weight: 700; }
  /* The buttons line up along the bottom of the row of cards. */
  & > button { width: 100%; margin-top: auto; }
`;

/** The plan grid's props: the billing period in force and the selected plan. */
export interface PlanGridProps {
  billing: Billing;
  selected: SubscriptionPlan['id'];
  onSelect: (id: SubscriptionPlan['id']) => void;
  i18n: I18n | undefined;
}

/** The three plans with their price for the billing period and Choose Plan (docs/behaviour.md#premium). */
export function PlanGrid({ billing, selected, onSelect, i18n }: PlanGridProps) {
  return (
    <List aria-label={t(i18n, 'Plans')}>
      {SUBSCRIPTION_PLANS.map((plan) => {
        const chosen = plan.id === selected;
        return (
          <Plan
            as="li"
            key={plan.id}
            data-plan={plan.id}
            data-selected={chosen || undefined}
            aria-labelledby={`ob-premium-${plan.id}`}
          >
            {plan.badge ? (
              <Badge className="badge" style={cssVars({ '--badge': BADGE_COLORS[plan.badge] })}>
                {t(i18n, plan.badge)}
              </Badge>
            ) : null}
            <h3 id={`ob-premium-${plan.id}`}>{plan.name}</h3>
            <p className="description">{t(i18n, plan.description)}</p>
            <p className="price">
              {formatUsd(planPrice(plan, billing), i18n)}
              <span>{t(i18n, PER[billing])}</span>
            </p>
            {billing === 'yearly' ? (
              <p className="savings">{t(i18n, 'Save {0} a year', formatUsd(yearlySavings(plan.price), i18n))}</p>
            ) : null}
            <ul aria-label={t(i18n, '{0} features', plan.name)}>
              {plan.features.map((feature) => (
                <li key={feature}>{t(i18n, feature)}</li>
              ))}
            </ul>
            <Button
              type="button"
              aria-pressed={chosen}
              data-variant={chosen ? undefined : 'outline'}
              onClick={() => onSelect(plan.id)}
            >
              {t(i18n, chosen ? SELECTED_LABEL : CHOOSE_LABEL)}
              <span className="ob-sr-only"> {plan.name}</span>
            </Button>
          </Plan>
        );
      })}
    </List>
  );
}
