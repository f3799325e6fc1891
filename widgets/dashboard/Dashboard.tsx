import { SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { PortfolioOverview } from './PortfolioOverview';
import { QuickActions } from './QuickActions';

/** The dashboard takes only the common options (theme, api). */
export const dashboardConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .ob-subtitle { font-size: var(--ob-l); }
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; align-items: start; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 2fr 1fr; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/**
 * Dashboard: the portfolio overview, first after the heading (the full page's #portfolio anchor
 * lands on it), then Quick Actions.
 */
export function Dashboard({ i18n }: WidgetProps<Record<never, never>>) {
  return (
    <Section aria-labelledby="ob-dashboard-title">
      <SectionHeader id="ob-dashboard-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <PortfolioOverview i18n={i18n} />
        <QuickActions i18n={i18n} />
      </div>
    </Section>
  );
}
