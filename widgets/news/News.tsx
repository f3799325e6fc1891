import { SplitSection, type WidgetProps } from '../_runtime';
import { Announcements } from './Announcements';
import { CompanyUpdates } from './CompanyUpdates';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { LiveFeed } from './LiveFeed';

/** The news section takes only the common options (theme, api). */
export const newsConfig = {};

/** News: the live market feed beside the company updates and announcements (docs/behaviour.md#news). */
export function News({ api, i18n }: WidgetProps<typeof newsConfig>) {
  return (
    <SplitSection
      id="ob-news-title"
      title={SECTION_TITLE}
      subtitle={SECTION_SUBTITLE}
      main={<LiveFeed api={api} i18n={i18n} />}
      side={
        <>
          <CompanyUpdates i18n={i18n} />
          <Announcements />
        </>
      }
    />
  );
}
