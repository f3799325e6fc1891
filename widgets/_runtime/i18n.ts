// Texts of the translated widgets (docs/behaviour.md#locales): their English stays in their code,
// each wrapped in `t()`; a language pack (locale.ts) maps it to that language.
import type { I18n } from './locale';

/** `text` in the pack's language (English without a pack), its `{0}`, `{1}`… replaced by `values`. */
export function t(i18n: I18n | undefined, text: string, ...values: Array<string | number>): string {
  return (i18n?.messages[text] ?? text).replace(/\{(\d)\}/g, (_, i: number) => values[i] as string);
}
