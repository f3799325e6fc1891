import { Badge, Card, cssVars, formatPercent, styled, t, type I18n } from '../_runtime';
import { ACTIVE_STAKES, TOTAL_PENDING_REWARDS } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 14px;
  & ul { list-style: none; display: grid; gap: 12px; }
  & li {
    display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; padding: 14px;
    border-radius: 10px; background: var(--ob-surface-2);
  }
  & h4 { font-weight: 600; }
  & .muted { color: var(--ob-muted); font-size: var(--ob-s); }
  & .rewards { color: var(--ob-green); font-weight: 600; text-align: end; }
  & .total {
    display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 16px;
    border-radius: 10px; border: 1px solid color-mix(in srgb, var(--ob-green) 40%, transparent);
    background: color-mix(in srgb, var(--ob-green) 10%, transparent);
  }
  & .total strong { font-size: var(--ob-xl); color: var(--ob-green); }
`;

/** "Your Active Stakes" with the total pending rewards box (docs/behaviour.md#yield-farming). */
export function ActiveStakes({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-stakes-title">
      <h3 id="ob-stakes-title" className="ob-subtitle">
        {t(i18n, 'Your Active Stakes')}
      </h3>
      <ul>
        {ACTIVE_STAKES.map((stake) => (
          <li key={stake.id}>
            <h4>{t(i18n, stake.name)}</h4>
            <Badge style={cssVars({ '--badge': 'var(--ob-accent)' })}>
              {t(i18n, '{0} APY', formatPercent(stake.apy, 1, i18n))}
            </Badge>
            <span className="muted">{t(i18n, 'Staked: {0}', t(i18n, stake.staked))}</span>
            <span className="rewards">{t(i18n, stake.rewards)}</span>
            <span className="muted">{t(i18n, stake.timeLeft)}</span>
          </li>
        ))}
      </ul>
      <div className="total">
        <span>{t(i18n, 'Total Pending Rewards')}</span>
        <strong>{t(i18n, TOTAL_PENDING_REWARDS)}</strong>
      </div>
    </Panel>
  );
}
