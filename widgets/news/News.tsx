import { SectionHeader, styled, type WidgetProps } from '../_runtime';
import { Announcements } from './Announcements';
import { CompanyUpdates } from './CompanyUpdates';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { LiveFeed } from './LiveFeed';

/** The news section takes only the common options (theme, api). */
export const newsConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .ob-subtitle { font-size: 18px; font-weight: 700; }
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .side { display: grid; gap: 24px; align-content: start; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 3fr 2fr; align-items: start; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** News: the live market feed beside the company updates and announcements (spec §2). */
export function News({ api }: WidgetProps<typeof newsConfig>) {
  return (
    <Section aria-labelledby="ob-news-title">
      <SectionHeader id="ob-news-title" title={SECTION_TITLE} subtitle={SECTION_SUBTITLE} />
      <div className="layout">
        <LiveFeed api={api} />
        <div className="side">
          <CompanyUpdates />
          <Announcements />
        </div>
      </div>
    </Section>
  );
}
