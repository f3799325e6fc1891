// The forum's toasts (constants.ts) as a reader sees them: title and description in their language.
import type { ToastEvent } from '../_runtime/bus';
import { t } from '../_runtime/i18n';
import type { I18n } from '../_runtime/locale';

/** `toast` with its title and description in `i18n`'s language (as they are in English). */
export const shown = (toast: ToastEvent & { description: string }, i18n: I18n | undefined) => ({
  ...toast,
  title: t(i18n, toast.title),
  description: t(i18n, toast.description),
});
