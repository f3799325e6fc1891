import { Card, formatPercent, formatWhole, type I18n, styled, t } from '../_runtime';
import { PERFORMANCE, PERFORMANCE_TITLE, VIRTUAL_BALANCE } from './constants';
import { formatPnl, formatReturn } from './simulator';

const Panel = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  align-content: start;
  & h3 { font-size: var(--ob-l); }
  & dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13.5em), 1fr)); gap: 12px; margin: 0; }
  & dl > div { display: grid; gap: 2px; padding: 14px; border-radius: 10px; background: var(--ob-surface-2); }
  & dt { color: var(--ob-muted); font-size: var(--ob-s); }
  & dd { margin: 0; font-size: var(--ob-xl); font-weight: 700; }
  & .up { color: var(--ob-green); }
`;

/** The visitor's performance figures: fixed sample data, like the rest of the section. */
export function Performance({ i18n }: { i18n: I18n | undefined }) {
  const figures = [
    { label: 'Total P&L', value: formatPnl(PERFORMANCE.pnl, i18n), up: PERFORMANCE.pnl > 0 },
    { label: 'Return', value: formatReturn(PERFORMANCE.pnl, VIRTUAL_BALANCE, i18n), up: PERFORMANCE.pnl > 0 },
    { label: 'Win Rate', value: formatPercent(PERFORMANCE.winRate, 0, i18n), up: false },
    { label: 'Trades', value: formatWhole(PERFORMANCE.trades, i18n), up: false },
  ];
  return (
    <Panel as="section" aria-labelledby="ob-sim-performance">
      <h3 id="ob-sim-performance">{t(i18n, PERFORMANCE_TITLE)}</h3>
      <dl>
        {figures.map((figure) => (
          <div key={figure.label} data-figure={figure.label}>
            <dt>{t(i18n, figure.label)}</dt>
            <dd className={figure.up ? 'up' : undefined}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
