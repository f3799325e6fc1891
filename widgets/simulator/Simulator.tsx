import { Card, formatUsd, SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import { BALANCE_NOTE, BALANCE_TITLE, SECTION_SUBTITLE, SECTION_TITLE, VIRTUAL_BALANCE } from './constants';
import { Leaderboard } from './Leaderboard';
import { OrderTicket } from './OrderTicket';
import { Performance } from './Performance';

/** The simulator takes only the common options (theme, api). */
export const simulatorConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .row { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
  & .balance { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 24px; }
  & .balance h3 { font-size: var(--ob-m); font-weight: 600; color: var(--ob-muted); }
  & .balance strong { display: block; font-size: var(--ob-3xl); line-height: 1.2; font-weight: 700; }
  & .balance p { color: var(--ob-muted); font-size: var(--ob-s); }
  @container (min-width: 760px) {
    & .row { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
    & .balance strong { font-size: var(--ob-2xl); }
  }
`;

/** Investment Simulator: a virtual balance, buy and sell forms, performance and a leaderboard (docs/behaviour.md#simulator). */
export function Simulator({ i18n }: WidgetProps<typeof simulatorConfig>) {
  return (
    <Section aria-labelledby="ob-sim-title">
      <SectionHeader id="ob-sim-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <Card as="section" className="balance" aria-labelledby="ob-sim-balance">
          <div>
            <h3 id="ob-sim-balance">{t(i18n, BALANCE_TITLE)}</h3>
            <strong data-testid="balance">{formatUsd(VIRTUAL_BALANCE, i18n)}</strong>
          </div>
          <p>{t(i18n, BALANCE_NOTE)}</p>
        </Card>
        <div className="row">
          <OrderTicket side="buy" i18n={i18n} />
          <OrderTicket side="sell" i18n={i18n} />
        </div>
        <div className="row">
          <Performance i18n={i18n} />
          <Leaderboard i18n={i18n} />
        </div>
      </div>
    </Section>
  );
}
