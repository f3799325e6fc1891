import { SplitSection, t, type WidgetProps } from '../_runtime';
import { CommunityStats } from './CommunityStats';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { Forum } from './Forum';
import { SocialGroups } from './SocialGroups';

/** The community section takes only the common options (theme, api). */
export const communityConfig = {};

/** Community Hub: the forum beside the community stats and social groups (docs/behaviour.md#community). */
export function Community({ api, i18n }: WidgetProps<typeof communityConfig>) {
  return (
    <SplitSection
      id="ob-community-title"
      title={t(i18n, SECTION_TITLE)}
      subtitle={t(i18n, SECTION_SUBTITLE)}
      main={<Forum api={api} i18n={i18n} />}
      side={
        <>
          <CommunityStats i18n={i18n} />
          <SocialGroups i18n={i18n} />
        </>
      }
    />
  );
}
