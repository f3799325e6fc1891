import { useLayoutEffect, useRef, useState } from 'react';
import { formatTime } from '../format';
import type { I18n } from '../locale';

/**
 * A time of day on the reader's clock, in their language. The official page's server render
 * cannot know the reader's clock or time zone, and its render and the client's first must match
 * (widgets/server/page.tsx): both write how long ago the time was when they rendered ("3 min ago",
 * "now"), which is the same on both and what a reader without JavaScript sees; a layout effect
 * then writes the time of day into that same text node, before the widget's frame paints. Its
 * `datetime` says the same as a duration (`PT3M`: three minutes), the same in both renders (the
 * instant would differ with each render's clock), and becomes the instant with the time of day.
 */
export function LocalTime({ at, i18n }: { at: Date; i18n?: I18n }) {
  const ref = useRef<HTMLTimeElement>(null);
  // Kept from the first render, so a later render never writes it over the time of day.
  const [minutes] = useState(() => Math.round((Date.now() - +at) / 60_000));
  useLayoutEffect(() => {
    // The instant shown, in place of the server's duration (hydration keeps attributes as they are).
    ref.current!.dateTime = at.toISOString();
    (ref.current!.firstChild as Text).data = formatTime(at, i18n);
  }, [at, i18n]);
  return (
    <time ref={ref} dateTime={`PT${minutes}M`}>
      {i18n ? i18n.ago(minutes, minutes ? 'minute' : 'second') : minutes ? `${minutes} min ago` : 'now'}
    </time>
  );
}
