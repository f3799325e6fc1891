import { formatWhole } from '../_runtime/format';
import { t } from '../_runtime/i18n';
import type { I18n } from '../_runtime/locale';

/** How far a path is, in words: "9 of 12 lessons done", or "Not started" at 0%. */
export function lessonsDone(lessons: number, progress: number, i18n?: I18n): string {
  const done = Math.round((lessons * Math.min(Math.max(progress, 0), 100)) / 100);
  return done === 0
    ? t(i18n, 'Not started')
    : done === lessons
      ? t(i18n, 'Completed')
      : t(i18n, '{0} of {1} lessons done', formatWhole(done, i18n), formatWhole(lessons, i18n));
}
