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
const twentyFour = (hours: number, minutes: string) => `${String(hours).padStart(2, '0')}:${minutes}`;

const english: Symbols = {
  group: ',',
  decimal: '.',
  minGroup: 4,
  minus: '-',
  usd: '-$#',
  percent: '-#%',
  time: (h, m) => `${twelve(h)}:${m} ${h < 12 ? 'AM' : 'PM'}`,
};

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
  // The pseudo-locales write figures as English does.
  'en-XA': english,
  'ar-XB': english,
  'pt-BR': {
    group: '.',
    decimal: ',',
    minGroup: 4,
    minus: '-',
    usd: '-US$\u00a0#',
    percent: '-#%',
    time: twentyFour,
  },
  tr: {
    group: '.',
    decimal: ',',
    minGroup: 4,
    minus: '-',
    usd: '-$#',
    percent: '-%#',
    time: twentyFour,
  },
  vi: {
    group: '.',
    decimal: ',',
    minGroup: 4,
    minus: '-',
    usd: '-#\u00a0US$',
    percent: '-#%',
    time: twentyFour,
  },
};

/** A whole multiple of a million, which Spanish and Portuguese count as "many" ("1 millón de …"). */
const millions = (n: number) => n !== 0 && n % 1e6 === 0;

/**
 * The CLDR plural category of |n| in each language (the rules of CLDR's plurals.json, for the
 * numbers the widgets count: whole and decimal, no compact exponent). Written out, as the formats
 * above are, rather than Intl.PluralRules; locale-pack.test.ts holds them to it.
 */
const PLURAL: Record<OtherLang, (n: number) => string> = {
  es: (n) => (n === 1 ? 'one' : millions(n) ? 'many' : 'other'),
  ko: () => 'other',
  ar: (n) => {
    const r = n % 100;
    if (!Number.isInteger(n)) return 'other';
    return n < 3 ? (['zero', 'one', 'two'][n] as string) : r >= 3 && r <= 10 ? 'few' : r >= 11 ? 'many' : 'other';
  },
  'pt-BR': (n) => (n < 2 ? 'one' : millions(n) ? 'many' : 'other'),
  tr: (n) => (n === 1 ? 'one' : 'other'),
  vi: () => 'other',
  'en-XA': (n) => (n === 1 ? 'one' : 'other'),
  'ar-XB': (n) => (n === 1 ? 'one' : 'other'),
};

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const PADDING = 'ôñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ';

/**
 * English `text` as a pseudo-locale shows it: each letter accented, 40 % longer, in brackets
 * ("[Ƒåŕɱ ôñé]"), its placeholders and plural choices (`{…}`) left as they are.
 */
function pseudoText(text: string): string {
  if (!text) return text;
  const accented = text
    .split(/(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[PLAIN.indexOf(c)]!)))
    .join('');
  const extra = Math.ceil(text.length * 0.4);
  return `[${accented} ${PADDING.repeat(Math.ceil(extra / PADDING.length))
    .slice(0, extra)
    .trim()}]`;
}

/** A plural choice in a message: `{0, plural, one {# día} other {# días}}` (ICU's syntax, one level of braces inside). */
const CHOICE = /\{(\d),\s*plural,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
/** One case of a choice: `one {# día}`, or an exact value, `=0 {ninguno}`. */
const CASE = /(=\d+|[a-z]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;

/** The texts of one widget in one language, as its locale file holds them. */
export interface Texts {
  messages: Record<string, string>;
  keywords?: Keywords;
}

/**
 * The pack of `lang` for a widget with `texts` (none when its texts are not translated). A
 * pseudo-locale's pack needs none: it makes each text from the English one.
 */
export function localePack(lang: OtherLang, texts?: Texts): I18n {
  const s = SYMBOLS[lang];
  const pseudo = lang.endsWith('-XA') || lang.endsWith('-XB');
  /** `n` to `digits` decimals in `pattern`, in this language's symbols. */
  const number = (n: number, digits: number, pattern = '-#') => {
    const [whole = '0', decimals] = fixed(n, digits).split('.');
    const grouped = whole.length < s.minGroup ? whole : group(whole, s.group);
    const text = decimals ? grouped + s.decimal + decimals : grouped;
    return pattern.replace('-', n < 0 && /[1-9]/.test(text) ? s.minus : '').replace('#', text);
  };
  const formats: Record<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat> = {};
  const messages = texts?.messages ?? {};
  const translated = pseudo || texts;
  const words = (text: string) => (pseudo ? pseudoText(text) : text);
  return {
    lang: translated ? lang : 'en',
    dir: translated && lang.startsWith('ar') ? 'rtl' : 'ltr',
    t: (text, values) =>
      (pseudo ? pseudoText(text) : (messages[text] ?? text))
        .replace(CHOICE, (_, i: number, cases: string) => {
          const value = values[i] ?? '';
          // A count passed as this language writes it ("1.250", "2,5") is read back for its category.
          const n = Math.abs(
            typeof value === 'number'
              ? value
              : Number(
                  value
                    .split(s.decimal)
                    .map((part) => part.replace(/\D/g, ''))
                    .join('.'),
                ),
          );
          const choices = Object.fromEntries([...cases.matchAll(CASE)].map((c) => [c[1], c[2]]));
          return (choices[`=${n}`] ?? choices[PLURAL[lang](n)] ?? choices.other ?? '').replace(/#/g, String(value));
        })
        .replace(/\{(\d)\}/g, (_, i: number) => String(values[i])),
    keywords: texts?.keywords,
    whole: (n) => number(n, 0),
    // Cents only when there are any, as the English figures.
    usd: (n) => number(n, fixed(n, 2).endsWith('.00') ? 0 : 2, s.usd),
    percent: (n, digits) => number(n, digits, s.percent),
    // Arabic-Indic digits and separators, and a decimal comma (the thousands dot then goes).
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
    // A pseudo-locale's are Intl's English, made pseudo too: words in them are texts as any other.
    date: (ms) =>
      words(
        (
          (formats.date ||= new Intl.DateTimeFormat(pseudo ? 'en' : lang, {
            dateStyle: 'medium',
            timeZone: 'UTC',
          })) as Intl.DateTimeFormat
        ).format(ms),
      ),
    ago: (count, unit) =>
      words(
        (
          (formats.ago ||= new Intl.RelativeTimeFormat(pseudo ? 'en' : lang, {
            numeric: 'auto',
          })) as Intl.RelativeTimeFormat
        ).format(-count, unit),
      ),
  };
}
