import { SectionHeader, styled, t, Tabs, type WidgetProps } from '../_runtime';
import { Analytics } from './Analytics';
import { Campaigns } from './Campaigns';
import { SECTION_SUBTITLE, SECTION_TITLE, TAB_LABELS, TABS_LABEL } from './constants';
import { LeadDatabase } from './LeadDatabase';
import { LiveMonitoring } from './LiveMonitoring';
import { SummaryTiles } from './SummaryTiles';

/** The lead hunter takes only the common options (theme, api). */
export const leadHunterConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .ob-subtitle { font-size: var(--ob-l); }
  & .muted { color: var(--ob-muted); font-size: var(--ob-s); }
  & .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
  & .buttons { display: flex; flex-wrap: wrap; gap: 8px; }
  & .buttons button { min-height: 36px; padding: 6px 14px; }
  & [role='tabpanel'] { display: grid; gap: 20px; }
  & [role='tabpanel']:focus-visible { outline-offset: 4px; }
  & [role='tabpanel'][hidden] { display: none; }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Crypto Lead Hunter: four summary tiles over four tabs of sample data (docs/behaviour.md#lead-hunter). */
export function LeadHunter({ i18n }: WidgetProps<Record<never, never>>) {
  return (
    <Section aria-labelledby="ob-leads-title">
      <SectionHeader id="ob-leads-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <SummaryTiles i18n={i18n} />
        <Tabs
          label={t(i18n, TABS_LABEL)}
          tabs={[
            { id: 'monitoring', label: t(i18n, TAB_LABELS.monitoring), content: <LiveMonitoring i18n={i18n} /> },
            { id: 'campaigns', label: t(i18n, TAB_LABELS.campaigns), content: <Campaigns i18n={i18n} /> },
            { id: 'database', label: t(i18n, TAB_LABELS.database), content: <LeadDatabase i18n={i18n} /> },
            { id: 'analytics', label: t(i18n, TAB_LABELS.analytics), content: <Analytics i18n={i18n} /> },
          ]}
        />
      </div>
    </Section>
  );
}
