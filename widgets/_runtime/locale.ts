// The reader's language (docs/behaviour.md#locales). Every widget takes `data-locale`. English is
// built into each script; for another language (or `auto`) the widget loads its pack for that
// language, a small module of this release (locale-pack.ts): number, money, date and time formats
// and, for the translated widgets, their texts. Components get it as the `i18n` prop (none in English).
import type { Keywords } from './keywords';

/** The languages besides English: each has a pack per widget (scripts/build-locales.ts). The one list of them. */
export const OTHER_LANGS = ['es', 'ko', 'ar', 'pt-BR', 'tr', 'vi'] as const;

/**
 * The pseudo-locales, for testing (docs/translating.md): every text through `t()` accented and
 * 40 % longer, and `ar-XB` right to left, so an English text or a clipped one shows at a glance.
 */
export const PSEUDO_LANGS = ['en-XA', 'ar-XB'] as const;

/** The languages a widget speaks. */
export type Lang = 'en' | (typeof OTHER_LANGS)[number] | (typeof PSEUDO_LANGS)[number];

/**
 * What `data-locale` offers: a language, or `auto`, which the `auto` pack resolves (the host
 * page's `<html lang>`, then the browser's language; made by scripts/build-locales.ts).
 */
export const LOCALES = ['en', ...OTHER_LANGS, 'auto'] as const;

/** What `data-locale` accepts on the page and the embed pages: those, and the pseudo-locales (a partner's script takes LOCALES). */
export const ACCEPTED_LOCALES = [...LOCALES, ...PSEUDO_LANGS] as const;

/** A language pack: what a widget shows differently in a language other than English. */
export interface I18n {
  /** The language of the widget's texts (`en` for a widget whose texts are not translated): its root's `lang`. */
  readonly lang: Lang;
  /** Its root's `dir`: `rtl` for a translated widget in Arabic. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * English `text` in this language, its `{0}`, `{1}`… replaced by `values`, and a plural choice
   * (`{0, plural, one {# día} other {# días}}`) made by the CLDR category of that value.
   */
  t(text: string, values: ReadonlyArray<string | number>): string;
  /** The concierge's keywords in this language. */
  readonly keywords?: Keywords;
  whole(n: number): string;
  usd(n: number): string;
  percent(n: number, digits: number): string;
  time(date: Date): string;
  /** A calendar date (UTC, ms since the epoch). */
  date(ms: number): string;
  /** A number as its readers type it, as JavaScript reads numbers: "12,5" → "12.5" in Spanish. */
  read(text: string): string;
  /** `count` units ago; 0 seconds is "now". */
  ago(count: number, unit: 'second' | 'minute' | 'hour' | 'day'): string;
}
