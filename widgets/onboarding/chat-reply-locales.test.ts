// The onboarding chat in each language (docs/behaviour.md#locales): a native speaker's question on
// each topic gets that topic's reply, by the keywords of the language's locale file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Keywords } from '../_runtime/keywords';
import { OTHER_LANGS } from '../_runtime/locale';
import { pickChatReply } from './chat-reply';
import { CHAT_FALLBACK_REPLY, CHAT_REPLIES } from './constants';

type Topic = 'wallet' | 'security' | 'investing' | 'community' | 'crypto';

/** A reader's question on each topic, and a greeting (no topic), as a native speaker would write them. */
const QUESTIONS: Record<(typeof OTHER_LANGS)[number], Record<Topic | 'none', string>> = {
  es: {
    wallet: '¿Qué billetera me recomiendas?',
    security: '¿Cómo protejo mi frase semilla?',
    investing: '¿Cuánto dinero debería invertir al principio?',
    community: '¿Dónde está el foro?',
    crypto: '¿Qué es una criptomoneda?',
    none: 'Hola, ¿qué tal?',
  },
  ko: {
    wallet: '어떤 지갑을 쓰면 좋을까요?',
    security: '시드 문구는 어떻게 안전하게 보관하나요?',
    investing: '처음에 얼마나 투자해야 하나요?',
    community: '포럼은 어디에 있나요?',
    crypto: '블록체인이 뭐예요?',
    none: '안녕하세요',
  },
  ar: {
    wallet: 'أي محفظة تنصحني بها؟',
    security: 'كيف أحمي عبارة الاسترداد الخاصة بي؟',
    investing: 'كم يجب أن أستثمر في البداية؟',
    community: 'أين أجد المنتدى؟',
    crypto: 'ما هي العملات المشفرة؟',
    none: 'مرحبا',
  },
  'pt-BR': {
    wallet: 'Qual carteira você recomenda?',
    security: 'Como protejo minha frase-semente?',
    investing: 'Quanto dinheiro devo investir no começo?',
    community: 'Onde fica o fórum?',
    crypto: 'O que é uma criptomoeda?',
    none: 'Olá, tudo bem?',
  },
  tr: {
    wallet: 'Hangi cüzdanı kullanmalıyım?',
    security: 'Kurtarma ifademi nasıl korurum?',
    investing: 'Başta ne kadar yatırım yapmalıyım?',
    community: 'Forum nerede?',
    crypto: 'Kripto para nedir?',
    none: 'Merhaba, nasılsın?',
  },
  vi: {
    wallet: 'Tôi nên dùng ví nào?',
    security: 'Làm sao để bảo vệ cụm từ khôi phục?',
    investing: 'Ban đầu tôi nên đầu tư bao nhiêu?',
    community: 'Diễn đàn ở đâu?',
    crypto: 'Tiền mã hóa là gì?',
    none: 'Xin chào',
  },
};

const keywords = (lang: string): Keywords =>
  (JSON.parse(readFileSync(`widgets/onboarding/locales/${lang}.json`, 'utf8')) as { keywords: Keywords }).keywords;
const reply = (topic: string) => CHAT_REPLIES.find((r) => r.topic === topic)!.content;

describe.each(OTHER_LANGS)('the onboarding chat in %s', (lang) => {
  it('gives every topic keywords of its own, in lower case', () => {
    for (const { topic } of CHAT_REPLIES) {
      const words = keywords(lang)[topic]?.flat(2) ?? [];
      expect(words.length, topic).toBeGreaterThan(0);
      for (const word of words) expect(word, topic).toBe(word.toLowerCase());
    }
  });

  it.each(['wallet', 'security', 'investing', 'community', 'crypto'] as const)(
    'answers a question about %s with that reply',
    (topic) => {
      expect(pickChatReply(QUESTIONS[lang][topic], keywords(lang)), QUESTIONS[lang][topic]).toBe(reply(topic));
    },
  );

  it('answers anything else with the general reply', () => {
    expect(pickChatReply(QUESTIONS[lang].none, keywords(lang))).toBe(CHAT_FALLBACK_REPLY);
  });
});

it('reads Vietnamese typed with combining accents', () => {
  expect(pickChatReply('Tôi nên dùng ví nào?'.normalize('NFD'), keywords('vi'))).toBe(reply('wallet'));
});
