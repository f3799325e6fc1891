import { Badge, Button, Card, cssVars, formatPercent, riskColor, styled, t, type I18n } from '../_runtime';
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
  & h4 { font-weight: 600; }
  & .platform { color: var(--ob-muted); font-size: var(--ob-s); }
  & .apy { text-align: end; }
  & .apy strong { display: block; font-size: var(--ob-xl); color: var(--ob-green); }
  & .apy span { color: var(--ob-muted); font-size: var(--ob-xs); }
  & dl { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 0; }
  & dt { color: var(--ob-muted); font-size: var(--ob-xs); }
  & dd { margin: 0; font-weight: 600; }
  & footer { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; gap: 12px; }
  @container (max-width: 420px) {
    & dl { grid-template-columns: 1fr 1fr; }
  }
`;

function PoolCard({ pool, i18n }: { pool: FarmOpportunity; i18n: I18n | undefined }) {
  return (
    <Pool as="li">
      <span className="pool-icon">
        <PoolIcon icon={pool.icon} />
      </span>
      <div>
        <h4>{t(i18n, pool.name)}</h4>
        <p className="platform">{pool.platform}</p>
      </div>
      <p className="apy">
        <strong>{formatPercent(pool.apy, 1, i18n)}</strong>
        <span>{t(i18n, 'APY')}</span>
      </p>
      <dl>
        <div>
          <dt>{t(i18n, 'TVL')}</dt>
          <dd>{t(i18n, pool.tvl)}</dd>
        </div>
        <div>
          <dt>{t(i18n, 'Lock Period')}</dt>
          <dd>{t(i18n, pool.lockPeriod)}</dd>
        </div>
        <div>
          <dt>{t(i18n, 'Min Deposit')}</dt>
          <dd>{t(i18n, pool.minDeposit)}</dd>
        </div>
      </dl>
      <footer>
        <Badge style={cssVars({ '--badge': riskColor(pool.riskLevel) })} data-risk={pool.riskLevel}>
          {t(i18n, riskLabel(pool.riskLevel))}
        </Badge>
        {/* The spec gives these buttons no action (docs/behaviour.md#yield-farming). */}
        <Button type="button">{t(i18n, farmButtonLabel(pool.name))}</Button>
      </footer>
    </Pool>
  );
}

/** "Top Farming Opportunities": the static pool list. */
export function FarmOpportunities({ i18n }: { i18n: I18n | undefined }) {
  return (
    <section aria-labelledby="ob-farms-title">
      <h3 id="ob-farms-title" className="ob-subtitle">
        {t(i18n, 'Top Farming Opportunities')}
      </h3>
      <List>
        {FARM_OPPORTUNITIES.map((pool) => (
          <PoolCard key={pool.id} pool={pool} i18n={i18n} />
        ))}
      </List>
    </section>
  );
}
