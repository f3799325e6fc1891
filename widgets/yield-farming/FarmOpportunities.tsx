import { Badge, Button, Card, cssVars, formatPercent, riskColor, styled } from '../_runtime';
import { farmButtonLabel, riskLabel } from './calculator';
import { FARM_OPPORTUNITIES, type FarmOpportunity } from './constants';
import { PoolIcon } from './PoolIcon';

const List = styled('ul')`
  list-style: none;
  display: grid;
  gap: 16px;
`;

const Pool = styled(Card)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 16px;
  & .pool-icon {
    display: grid; place-items: center; width: 44px; height: 44px; border-radius: 12px;
    color: var(--ob-accent); background: color-mix(in srgb, var(--ob-accent) 14%, transparent);
  }
  & h4 { font-size: 16px; font-weight: 600; }
  & .platform { color: var(--ob-muted); font-size: 13px; }
  & .apy { text-align: end; }
  & .apy strong { display: block; font-size: 22px; color: var(--ob-green); }
  & .apy span { color: var(--ob-muted); font-size: 12px; }
  & dl { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 0; }
  & dt { color: var(--ob-muted); font-size: 12px; }
  & dd { margin: 0; font-weight: 600; font-size: 14px; }
  & footer { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; gap: 12px; }
  @container (max-width: 420px) {
    & dl { grid-template-columns: 1fr 1fr; }
  }
`;

function PoolCard({ pool }: { pool: FarmOpportunity }) {
  return (
    <Pool as="li">
      <span className="pool-icon">
        <PoolIcon icon={pool.icon} />
      </span>
      <div>
        <h4>{pool.name}</h4>
        <p className="platform">{pool.platform}</p>
      </div>
      <p className="apy">
        <strong>{formatPercent(pool.apy)}</strong>
        <span>APY</span>
      </p>
      <dl>
        <div>
          <dt>TVL</dt>
          <dd>{pool.tvl}</dd>
        </div>
        <div>
          <dt>Lock Period</dt>
          <dd>{pool.lockPeriod}</dd>
        </div>
        <div>
          <dt>Min Deposit</dt>
          <dd>{pool.minDeposit}</dd>
        </div>
      </dl>
      <footer>
        <Badge style={cssVars({ '--badge': riskColor(pool.riskLevel) })} data-risk={pool.riskLevel}>
          {riskLabel(pool.riskLevel)}
        </Badge>
        {/* The spec gives these buttons no action (docs/behaviour.md#yield-farming). */}
        <Button type="button">{farmButtonLabel(pool.name)}</Button>
      </footer>
    </Pool>
  );
}

/** "Top Farming Opportunities": the static pool list. */
export function FarmOpportunities() {
  return (
    <section aria-labelledby="ob-farms-title">
      <h3 id="ob-farms-title" className="ob-subtitle">Top Farming Opportunities</h3>
      <List>
        {FARM_OPPORTUNITIES.map((pool) => (
          <PoolCard key={pool.id} pool={pool} />
        ))}
      </List>
    </section>
  );
}
