import { Badge, Card, cssVars, type I18n, styled, t } from '../_runtime';
import { LEADERBOARD, LEADERBOARD_TITLE, YOU_LABEL } from './constants';
import { formatPnl } from './simulator';

const Panel = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  align-content: start;
  & h3 { font-size: var(--ob-l); }
  & table { width: 100%; border-collapse: collapse; }
  & th { text-align: start; color: var(--ob-muted); font-size: var(--ob-xs); font-weight: 600; padding: 0 10px 8px; }
  & td { padding: 10px; border-top: 1px solid var(--ob-border); }
  & .num { text-align: end; font-variant-numeric: tabular-nums; }
  & td.rank { width: 48px; font-weight: 700; color: var(--ob-muted); }
  & td.user { overflow-wrap: anywhere; }
  & td.user span { margin-inline-start: 8px; }
  & .up { color: var(--ob-green); }
  & .down { color: var(--ob-red); }
  & tr[aria-current] td { background: color-mix(in srgb, var(--ob-accent) 10%, transparent); font-weight: 600; }
`;

/** The leaderboard: rank, username and P&L, the current user's row marked "You" (docs/behaviour.md#simulator). */
export function Leaderboard({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-sim-leaderboard">
      <h3 id="ob-sim-leaderboard">{t(i18n, LEADERBOARD_TITLE)}</h3>
      <table aria-labelledby="ob-sim-leaderboard">
        <thead>
          <tr>
            <th scope="col">{t(i18n, 'Rank')}</th>
            <th scope="col">{t(i18n, 'Trader')}</th>
            <th scope="col" className="num">
              {t(i18n, 'P&L')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LEADERBOARD.map((entry) => (
            <tr key={entry.rank} aria-current={entry.current ? 'true' : undefined}>
              <td className="rank">{t(i18n, '#{0}', entry.rank)}</td>
              <td className="user">
                {entry.username}
                {entry.current ? (
                  <Badge style={cssVars({ '--badge': 'var(--ob-accent)' })}>{t(i18n, YOU_LABEL)}</Badge>
                ) : null}
              </td>
              <td className={`num ${entry.pnl < 0 ? 'down' : 'up'}`}>{formatPnl(entry.pnl, i18n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
