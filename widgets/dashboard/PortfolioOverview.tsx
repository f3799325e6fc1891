import { Card, formatPercent, formatUsd, type I18n, Progress, styled, t } from '../_runtime';
import { CHANGE_24H, HOLDINGS, TOTAL_PROFIT } from './constants';
import { allocation, portfolioTotal, signed } from './portfolio';

const Panel = styled(Card)`
  display: grid;
  gap: 16px;
  & dl { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
  & dl > div { padding: 14px; border-radius: 10px; background: var(--ob-surface-2); }
  & dt { color: var(--ob-muted); font-size: var(--ob-s); }
  & dd { margin: 0; font-size: var(--ob-xl); font-weight: 700; }
  & dd span { display: block; font-size: var(--ob-s); font-weight: 600; }
  & [data-trend='up'] { color: var(--ob-green); }
  & [data-trend='down'] { color: var(--ob-red); }
  & ul { list-style: none; display: grid; gap: 14px; }
  & li { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; align-items: baseline; }
  & li strong { font-weight: 600; }
  & .muted { color: var(--ob-muted); font-size: var(--ob-s); }
  & .value { text-align: end; font-weight: 600; }
  & li [role='progressbar'] { grid-column: 1 / -1; }
  @container (max-width: 560px) {
    & dl { grid-template-columns: minmax(0, 1fr); }
  }
`;

const trend = (n: number) => (n < 0 ? 'down' : 'up');

/** The portfolio overview: total value, 24 h change, profit, and each holding's share (fixed sample data). */
export function PortfolioOverview({ i18n }: { i18n: I18n | undefined }) {
  const usd = (n: number) => formatUsd(n, i18n);
  const percent = (n: number, digits = 1) => signed(n, (m) => formatPercent(m, digits, i18n));
  const total = portfolioTotal(HOLDINGS);
  return (
    <Panel as="section" aria-labelledby="ob-portfolio-title" data-testid="portfolio-overview">
      <h3 id="ob-portfolio-title" className="ob-subtitle">
        {t(i18n, 'Portfolio Overview')}
      </h3>
      <dl>
        <div>
          <dt>{t(i18n, 'Total Value')}</dt>
          <dd>{usd(total)}</dd>
        </div>
        <div>
          <dt>{t(i18n, '24h Change')}</dt>
          <dd data-trend={trend(CHANGE_24H.amount)}>
            {signed(CHANGE_24H.amount, usd)}
            <span>{percent(CHANGE_24H.percent, 2)}</span>
          </dd>
        </div>
        <div>
          <dt>{t(i18n, 'Total Profit')}</dt>
          <dd data-trend={trend(TOTAL_PROFIT.amount)}>
            {signed(TOTAL_PROFIT.amount, usd)}
            <span>{percent(TOTAL_PROFIT.percent, 2)}</span>
          </dd>
        </div>
      </dl>
      <h4>{t(i18n, 'Holdings')}</h4>
      <ul aria-label={t(i18n, 'Holdings')}>
        {HOLDINGS.map((holding) => {
          const share = allocation(holding.value, total);
          return (
            <li key={holding.symbol}>
              <strong>
                {t(i18n, holding.name)} <span className="muted">{holding.symbol}</span>
              </strong>
              <span className="value">{usd(holding.value)}</span>
              <span className="muted">
                {t(
                  i18n,
                  '{0} · {1} of portfolio',
                  t(i18n, holding.amount),
                  formatPercent(share, Number.isInteger(share) ? 0 : 1, i18n),
                )}
              </span>
              <span className="value" data-trend={trend(holding.change24h)}>
                {percent(holding.change24h)}
              </span>
              <Progress value={share} label={t(i18n, '{0} share of portfolio', t(i18n, holding.name))} />
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
