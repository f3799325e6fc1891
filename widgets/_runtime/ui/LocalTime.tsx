import { useLayoutEffect, useRef } from 'react';
import { formatTime } from '../format';
import type { I18n } from '../locale';

/**
 * A time of day on the reader's clock, in their language. The official page's server render
 * cannot know the reader's clock or time zone, and its render and the client's first must match
 * (widgets/page/server.tsx): both render an empty `<time>`, which a layout effect fills once the
 * widget is on the reader's page, before that frame paints, with no second render.
 */
export function LocalTime({ at, i18n }: { at: Date; i18n?: I18n }) {
  const ref = useRef<HTMLTimeElement>(null);
  useLayoutEffect(() => {
    ref.current!.dateTime = at.toISOString();
    ref.current!.textContent = formatTime(at, i18n);
  }, [at, i18n]);
  return <time ref={ref} />;
}
