import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickTopic, type Keywords, type Reply } from './concierge/replies';
import { englishCatalog, literalTexts, QUESTIONS, TRANSLATED_WIDGETS } from '../demo/test/english-catalog';
import { OTHER_LANGS } from './_runtime/locale';
import type { Texts as Translation } from './_runtime/locale-pack';

const read = (widget: string, lang: string): Translation =>
  JSON.parse(readFileSync(`widgets/${widget}/locales/${lang}.json`, 'utf8'));
/** The placeholders a text fills, each once: `{0}`, or `{0, plural, …}` (a choice by that value). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\d)(?=[,}])/g)].map((m) => m[1]))].sort();

/** The product names, which stay as they are in every language. */
const NAMES = ['Orebit Miner', 'Orebit Chain', 'Orebit', 'ORB'];

describe('literalTexts', () => {
  it('reads the first argument of t(), also both branches of a condition, and nothing else', () => {
    expect(
      literalTexts(`t(i18n, 'a (b)', x), t(i18n, c ? 'd' : 'e'), f(t(i18n, g)), at(i18n, 'no'), t(i18n, 'it\\'s')`),
    ).toEqual(['a (b)', 'd', 'e', "it's"]);
  });
});

describe.each(TRANSLATED_WIDGETS)('%s', (widget) => {
  const english = englishCatalog(widget);

  it('has an English catalog of its texts', () => {
    expect(english.length).toBeGreaterThan(2);
  });

  describe.each(OTHER_LANGS)('%s', (lang) => {
    it('has a locale file', () => {
      expect(existsSync(`widgets/${widget}/locales/${lang}.json`)).toBe(true);
    });

    it('translates every text of the catalog and nothing else', () => {
      const { messages } = read(widget, lang);
      const keys = Object.keys(messages);
      expect(
        english.filter((text) => !keys.includes(text)),
        'missing',
      ).toEqual([]);
      expect(
        keys.filter((key) => !english.includes(key)),
        'not in the catalog',
      ).toEqual([]);
    });

    it('keeps each text’s placeholders and product names, and leaves no text empty or in English', () => {
      const { messages } = read(widget, lang);
      for (const [text, translation] of Object.entries(messages)) {
        expect(translation.trim(), text).not.toBe('');
        expect(placeholders(translation), text).toEqual(placeholders(text));
        // Only names and figures may read the same: a text with words must be translated.
        const words = NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text)
          .replace(/\{\d\}|[^A-Za-z]+/g, ' ')
          .trim();
        if (words && !/^(BTC|ETH|USDC|LP|USD|ORB|\s|-)+$/.test(words)) expect(translation, text).not.toBe(text);
        for (const name of NAMES)
          if (text.includes(name)) expect(translation, `${text}: keeps ${name}`).toContain(name);
      }
    });
  });
});

describe('the concierge’s keywords in each language', () => {
  const topics = Object.keys(QUESTIONS.es) as Array<Exclude<Reply['topic'], 'help'>>;
  it.each(OTHER_LANGS)('%s gives every rule family keywords of its own, in lower case', (lang) => {
    const keywords = read('concierge', lang).keywords as Keywords;
    for (const topic of topics) {
      expect(keywords[topic]?.length, topic).toBeGreaterThan(0);
      for (const alternative of keywords[topic]!)
        for (const group of alternative) for (const word of group) expect(word, topic).toBe(word.toLowerCase());
    }
  });

  it.each(OTHER_LANGS)('%s: each rule family answers its question, in the order of the English rules', (lang) => {
    const keywords = read('concierge', lang).keywords as Keywords;
    for (const topic of topics) expect(pickTopic(QUESTIONS[lang][topic], keywords), QUESTIONS[lang][topic]).toBe(topic);
    // Anything else still gets the help reply.
    expect(
      pickTopic(
        { es: 'hola', ko: '안녕하세요', ar: 'مرحبا', 'pt-BR': 'olá', tr: 'merhaba', vi: 'xin chào' }[lang],
        keywords,
      ),
    ).toBe('help');
  });

  it.each(OTHER_LANGS)('%s: the suggested questions of the translated replies lead to a reply too', (lang) => {
    const { messages, keywords } = read('concierge', lang);
    // Each suggestion a reply offers, once translated, is understood as its English original is.
    for (const text of englishCatalog('concierge').filter((t) => t.endsWith('?') && t.length < 60)) {
      expect(pickTopic(messages[text]!, keywords as Keywords), `${text} → ${messages[text]}`).toBe(pickTopic(text));
    }
  });
});
