import { SectionHeader, styled, type WidgetProps } from '../_runtime';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { Player } from './Player';
import { QuickActions, RelatedVideos } from './SidePanels';

/** The welcome video takes only the common options (theme, api). */
export const welcomeVideoConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .side { display: grid; gap: 24px; align-content: start; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 3fr 2fr; align-items: start; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Welcome video: the mock player beside Quick Actions and related videos (docs/behaviour.md#welcome-video). */
export function WelcomeVideo(_: WidgetProps<typeof welcomeVideoConfig>) {
  return (
    <Section aria-labelledby="ob-welcome-title">
      <SectionHeader id="ob-welcome-title" title={SECTION_TITLE} subtitle={SECTION_SUBTITLE} />
      <div className="layout">
        <Player />
        <div className="side">
          <QuickActions />
          <RelatedVideos />
        </div>
      </div>
    </Section>
  );
}
