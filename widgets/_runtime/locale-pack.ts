// A language pack (locale.ts, docs/behaviour.md#locales): not part of any widget script. The build
// makes one small module per language and widget, dist/widgets/v<release>/locales/<lang>/<widget>.js,
// `export default localePack(lang, texts)`, sharing this code in one chunk; a widget imports its
// module the first time it shows that language.
//
// Numbers, money, percentages and clock times are written out by hand from each language's
// symbols, as CLDR (and so Intl) writes them: the first Intl formatter of a page initialises ICU,
// 34-44 ms under 4x CPU throttling, and these are on every translated widget's first render.
// locale-pack.test.ts holds them to Intl. Dates and relative times (news and forum only) use Intl.
import { fixed, group } from './format';
import type { Keywords } from './keywords';
import type { I18n, Lang } from './locale';

type OtherLang = Exclude<Lang, 'en'>;

/**
 * How a language writes numbers. In a pattern `#` is the number and `-` is where its minus sign
 * goes (nothing when it is not negative); the spaces of Spanish are no-break spaces.
 */
interface Symbols {
  group: string;
  decimal: string;
  /** The fewest digits before the decimal point that get grouped: Spanish writes 4460 but 12.345. */
  minGroup: number;
  minus: string;
  usd: string;
  percent: string;
  time(hours: number, minutes: string): string;
}

const twelve = (hours: number) => hours % 12 || 12;

const SYMBOLS: Record<OtherLang, Symbols> = {
  es: {
    group: '.',
    decimal: ',',
    minGroup: 5,
    minus: '-',
    usd: '-#\u00a0US$',
    percent: '-#\u00a0%',
    time: (h, m) => `${h}:${m}`,
  },
  ko: {
    group: ',',
    decimal: '.',
    minGroup: 4,
    minus: '-',
    usd: '-US$#',
    percent: '-#%',
    time: (h, m) => `${h < 12 ? '오전' : '오후'} ${twelve(h)}:${m}`,
  },
  ar: {
    group: ',',
    decimal: '.',
    minGroup: 4,
    minus: '\u200e-',
    usd: '\u200f-#\u00a0US$',
    percent: '-#\u200e%\u200e',
    time: (h, m) => `${twelve(h)}:${m} ${h < 12 ? 'ص' : 'م'}`,
  },
};

/** The texts of one widget in one language, as its locale file holds them. */
export interface Texts {
  messages: Record<string, string>;
  keywords?: Keywords;
}

/** The pack of `lang` for a widget with `texts` (none when its texts are not translated). */
export function localePack(lang: OtherLang, texts?: Texts): I18n {
  const s = SYMBOLS[lang];
  /** `n` to `digits` decimals in `pattern`, in this language's symbols. */
  const number = (n: number, digits: number, pattern = '-#') => {
    const [whole = '0', decimals] = fixed(n, digits).split('.');
    const grouped = whole.length < s.minGroup ? whole : group(whole, s.group);
    const text = decimals ? grouped + s.decimal + decimals : grouped;
    return pattern.replace('-', n < 0 && /[1-9]/.test(text) ? s.minus : '').replace('#', text);
  };
  const formats: Record<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat> = {};
  return {
    lang: texts ? lang : 'en',
    dir: texts && lang === 'ar' ? 'rtl' : 'ltr',
    messages: texts?.messages ?? {},
    keywords: texts?.keywords,
    whole: (n) => number(n, 0),
    // Cents only when there are any, as the English figures.
    usd: (n) => number(n, fixed(n, 2).endsWith('.00') ? 0 : 2, s.usd),
    percent: (n, digits) => number(n, digits, s.percent),
    // Arabic-Indic digits and separators, and a Spanish decimal comma (its thousands dot goes).
    read: (text) => {
      const western = text
        .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
        .replace(/٫/g, '.')
        .replace(/٬/g, '');
      return s.decimal === ',' && western.includes(',')
        ? western.replace(/\./g, '').replace(',', '.')
        : western.replace(/,/g, '');
    },
    time: (date) => s.time(date.getHours(), String(date.getMinutes()).padStart(2, '0')),
    date: (ms) =>
      (
        (formats.date ||= new Intl.DateTimeFormat(lang, {
          dateStyle: 'medium',
          timeZone: 'UTC',
        })) as Intl.DateTimeFormat
      ).format(ms),
    ago: (count, unit) =>
      ((formats.ago ||= new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })) as Intl.RelativeTimeFormat).format(
        -count,
        unit,
      ),
  };
}
