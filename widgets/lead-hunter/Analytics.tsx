import { Card, cssVars, formatPercent, formatWhole, type I18n, styled, t } from '../_runtime';
import { MENTIONS_TODAY, PERFORMANCE_METRICS } from './constants';
import { platformShares } from './summary';

const Layout = styled('div')`
  display: grid;
  gap: 20px;
  & .panel { display: grid; gap: 16px; align-content: start; }
  & .metrics { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
  & .metrics > div { padding: 14px; border-radius: 10px; border: 1px solid var(--ob-border); }
  & .metrics dt { color: var(--ob-muted); font-size: var(--ob-s); }
  & .metrics dd { margin: 0; }
  & .metrics .value { font-size: var(--ob-xl); font-weight: 700; }
  & .shares { list-style: none; display: grid; gap: 12px; }
  & .shares li { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; }
  & .shares .name { font-weight: 600; }
  & .shares .figure { color: var(--ob-muted); font-variant-numeric: tabular-nums; }
  & .bar { grid-column: 1 / -1; height: 8px; border-radius: 999px; background: var(--ob-surface-2); overflow: hidden; }
  & .bar > span { display: block; height: 100%; width: var(--share); border-radius: inherit; background: var(--ob-accent); }
  @container (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (max-width: 400px) {
    & .metrics { grid-template-columns: minmax(0, 1fr); }
  }
`;

/** The Analytics tab: performance metrics and how today's mentions split across platforms. */
export function Analytics({ i18n }: { i18n?: I18n | undefined }) {
  return (
    <Layout>
      <Card as="section" className="panel" aria-labelledby="ob-leads-metrics">
        <h3 id="ob-leads-metrics" className="ob-subtitle">
          {t(i18n, 'Performance Metrics')}
        </h3>
        <dl className="metrics">
          {PERFORMANCE_METRICS.map((metric) => (
            <div key={metric.label}>
              <dt>{t(i18n, metric.label)}</dt>
              <dd className="value">{t(i18n, metric.value)}</dd>
              <dd className="muted">{t(i18n, metric.detail)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card as="section" className="panel" aria-labelledby="ob-leads-distribution">
        <h3 id="ob-leads-distribution" className="ob-subtitle">
          {t(i18n, 'Platform Distribution')}
        </h3>
        {/* The figures are text; the bars only draw them, so assistive tech skips them. */}
        <ul className="shares" aria-labelledby="ob-leads-distribution">
          {platformShares(MENTIONS_TODAY).map((share) => (
            <li key={share.platform}>
              <span className="name">{share.platform}</span>
              <span className="figure">
                {t(
                  i18n,
                  '{0} mentions · {1}',
                  formatWhole(share.mentions, i18n),
                  formatPercent(share.percent, 1, i18n),
                )}
              </span>
              <span className="bar" aria-hidden="true">
                <span style={cssVars({ '--share': `${share.percent}%` })} />
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </Layout>
  );
}
