import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_LANGS } from './locale';
import { localePack } from './locale-pack';

// The packs write numbers, money, percentages and clock times out by hand (no ICU start-up on a
// widget's first render); here they are held to Intl itself, which writes them from CLDR.

/** Intl's minus for a value that rounds to zero ("-0"), which the widgets never show (as in English). */
const noNegativeZero = (text: string) => text.replace(/^\u200e?-(?=[^1-9]*$)/, '');

describe.each(OTHER_LANGS)('the %s pack', (lang) => {
  const pack = localePack(lang);

  it('writes whole numbers as Intl does', () => {
    const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    for (const n of [0, 5, 892, 4460, 12_345, 1_234_567.891, -1180.5, -0.4, 0.5, 999.5])
      expect(pack.whole(n), String(n)).toBe(noNegativeZero(intl.format(n)));
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => pack.whole(n) === intl.format(n)));
  });

  it('writes dollars as Intl does, with cents only when there are any', () => {
    const format = (n: number, cents: boolean) =>
      new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }).format(n);
    for (const n of [0, 5, 1180, 44_600, 892.5, 9812.3, -1245.6])
      expect(pack.usd(n), String(n)).toBe(format(n, Math.round(n * 100) % 100 !== 0));
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        (cents) => pack.usd(cents / 100) === noNegativeZero(format(cents / 100, cents % 100 !== 0)),
      ),
    );
  });

  it('writes percentages as Intl does', () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(lang, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const n of [89.2, 0, 12.5, 4.29, -1.5, 156.7, 1234.5])
        expect(pack.percent(n, digits), `${n} ${digits}`).toBe(noNegativeZero(intl.format(n / 100)));
      fc.assert(
        fc.property(
          fc.integer({ min: -1e6, max: 1e6 }),
          (k) => pack.percent(k / 10, digits) === noNegativeZero(intl.format(k / 1000)),
        ),
      );
    }
  });

  it('writes every minute of the day as Intl does', () => {
    const intl = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
    for (let minute = 0; minute < 24 * 60; minute++) {
      const date = new Date(2025, 0, 15, Math.floor(minute / 60), minute % 60);
      expect(pack.time(date)).toBe(intl.format(date));
    }
  });
});

describe('reading what a reader types', () => {
  it('takes a Spanish decimal comma, and the dot as a thousands mark then', () => {
    const es = localePack('es');
    expect(Number.parseFloat(es.read('12,5'))).toBe(12.5);
    expect(Number.parseFloat(es.read('1.250,75'))).toBe(1250.75);
    expect(Number.parseFloat(es.read('89.2'))).toBe(89.2);
  });

  it('takes Arabic-Indic digits and separators, and drops thousands commas', () => {
    expect(Number.parseFloat(localePack('ar').read('٨٩٫٢'))).toBe(89.2);
    expect(Number.parseFloat(localePack('ar').read('٥٬٠٠٠'))).toBe(5000);
    expect(Number.parseFloat(localePack('ko').read('5,000'))).toBe(5000);
  });
});

describe('a pack and its widget', () => {
  it('lays a translated widget out right to left in Arabic only, and names its texts’ language', () => {
    const texts = { messages: { Calculate: 'احسب' } };
    expect([localePack('ar', texts).dir, localePack('ar', texts).lang]).toEqual(['rtl', 'ar']);
    expect([localePack('es', { messages: {} }).dir, localePack('es', { messages: {} }).lang]).toEqual(['ltr', 'es']);
    // A widget whose texts stay English takes the formats only: English, left to right.
    expect([localePack('ar').dir, localePack('ar').lang, localePack('ar').whole(4460)]).toEqual(['ltr', 'en', '4,460']);
  });

  it('says dates and relative times as Intl does', () => {
    const ko = localePack('ko');
    expect(ko.ago(3, 'hour')).toBe(new Intl.RelativeTimeFormat('ko', { numeric: 'auto' }).format(-3, 'hour'));
    expect(localePack('es').ago(0, 'second')).toBe('ahora');
    expect(localePack('es').date(Date.UTC(2025, 0, 15))).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2025, 0, 15)),
    );
  });
});

describe.each(OTHER_LANGS)('plural choices in %s', (lang) => {
  const pack = localePack(lang, {
    messages: { '{0} posts': '{0, plural, =0 {none} zero {Z#} one {O#} two {T#} few {F#} many {M#} other {#!}}' },
  });
  const intl = new Intl.PluralRules(lang);
  const written = { zero: 'Z', one: 'O', two: 'T', few: 'F', many: 'M', other: '' } as Record<string, string>;

  it('picks the category Intl.PluralRules gives, for counts as numbers and as the language writes them', () => {
    const counts = [...Array.from({ length: 2_200 }, (_, n) => n), 1e6, 2e6, 1_000_001, 0.5, 1.5, 2.5, 3.5, 11.25];
    for (const n of counts) {
      const category = intl.select(n);
      const expected = n === 0 ? 'none' : category === 'other' ? `${n}!` : `${written[category]}${n}`;
      expect(pack.t('{0} posts', [n]), `${n} (${category})`).toBe(expected);
      // The same count formatted by the pack ("1.250", "2,5") chooses the same case.
      const text = Number.isInteger(n) ? pack.whole(n) : pack.percent(n, 2);
      const chosen = pack.t('{0} posts', [text]);
      expect(chosen, `${text} (${category})`).toBe(
        n === 0 ? 'none' : category === 'other' ? `${text}!` : `${written[category]}${text}`,
      );
    }
  });

  it('fills the other placeholders inside and outside a choice', () => {
    const two = localePack(lang, { messages: { '{0} of {1}': '{1}: {0, plural, one {# ({1})} other {# [{1}]}}' } });
    expect(two.t('{0} of {1}', [7, 'x'])).toBe(`x: ${intl.select(7) === 'one' ? '7 (x)' : '7 [x]'}`);
    expect(two.t('not in the catalog {0}', ['y'])).toBe('not in the catalog y');
  });
});
