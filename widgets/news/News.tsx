import { SplitSection, t, type WidgetProps } from '../_runtime';
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
      title={t(i18n, SECTION_TITLE)}
      subtitle={t(i18n, SECTION_SUBTITLE)}
      main={<LiveFeed api={api} i18n={i18n} />}
      side={
        <>
          <CompanyUpdates i18n={i18n} />
          <Announcements i18n={i18n} />
        </>
      }
    />
  );
}
