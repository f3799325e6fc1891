import { SectionHeader, styled, type WidgetProps } from '../_runtime';
import { CommunityStats } from './CommunityStats';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { Forum } from './Forum';
import { SocialGroups } from './SocialGroups';

/** The community section takes only the common options (theme, api). */
export const communityConfig = {};

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

/** Community Hub: the forum beside the community stats and social groups (spec §2). */
export function Community({ api }: WidgetProps<typeof communityConfig>) {
  return (
    <Section aria-labelledby="ob-community-title">
      <SectionHeader id="ob-community-title" title={SECTION_TITLE} subtitle={SECTION_SUBTITLE} />
      <div className="layout">
        <Forum api={api} />
        <div className="side">
          <CommunityStats />
          <SocialGroups />
        </div>
      </div>
    </Section>
  );
}
