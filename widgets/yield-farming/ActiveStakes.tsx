import { Badge, Card, cssVars, formatPercent, styled } from '../_runtime';
import { ACTIVE_STAKES, TOTAL_PENDING_REWARDS } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 14px;
  & ul { list-style: none; display: grid; gap: 12px; }
  & li {
    display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; padding: 14px;
    border-radius: 10px; background: var(--ob-surface-2);
  }
  & h4 { font-size: 15px; font-weight: 600; }
  & .muted { color: var(--ob-muted); font-size: 13px; }
  & .rewards { color: var(--ob-green); font-weight: 600; text-align: end; }
  & .total {
    display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 16px;
    border-radius: 10px; border: 1px solid color-mix(in srgb, var(--ob-green) 40%, transparent);
    background: color-mix(in srgb, var(--ob-green) 10%, transparent);
  }
  & .total strong { font-size: 22px; color: var(--ob-green); }
`;

/** "Your Active Stakes" with the total pending rewards box (docs/behaviour.md#yield-farming). */
export function ActiveStakes() {
  return (
    <Panel as="section" aria-labelledby="ob-stakes-title">
      <h3 id="ob-stakes-title" className="ob-subtitle">Your Active Stakes</h3>
      <ul>
        {ACTIVE_STAKES.map((stake) => (
          <li key={stake.id}>
            <h4>{stake.name}</h4>
            <Badge style={cssVars({ '--badge': 'var(--ob-accent)' })}>{formatPercent(stake.apy)} APY</Badge>
            <span className="muted">Staked: {stake.staked}</span>
            <span className="rewards">{stake.rewards}</span>
            <span className="muted">{stake.timeLeft}</span>
          </li>
        ))}
      </ul>
      <div className="total">
        <span>Total Pending Rewards</span>
        <strong>{TOTAL_PENDING_REWARDS}</strong>
      </div>
    </Panel>
  );
}
