// Texts of the translated widgets (docs/behaviour.md#locales): their English stays in their code,
// each wrapped in `t()`; a language pack (locale-pack.ts) maps it to that language, plural forms
// and all. English itself needs no more than its placeholders filled.
import type { I18n } from './locale';

/** `text` in the pack's language (English without a pack), its `{0}`, `{1}`… replaced by `values`. */
export function t(i18n: I18n | undefined, text: string, ...values: Array<string | number>): string {
  return i18n ? i18n.t(text, values) : text.replace(/\{(\d)\}/g, (_, i: number) => values[i] as string);
}
