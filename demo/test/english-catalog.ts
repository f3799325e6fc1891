// The English catalog of the translated widgets (docs/behaviour.md#locales): every text a widget
// passes to `t()`, as its code holds it. Read from the sources, not bundled into any widget: the
// locale files' keys are checked against it (widgets/locales.test.ts), and the browser tests scan the
// translated widgets' shadow roots for any of these texts left in English.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { OTHER_LANGS } from '../../widgets/_runtime/locale';
import type { Reply } from '../../widgets/concierge/replies';

const WIDGETS = new URL('../../widgets/', import.meta.url);

/** The widgets whose texts are translated: those with a locales/ folder (into OTHER_LANGS, widgets/_runtime/locale.ts). */
export const TRANSLATED_WIDGETS: readonly string[] = readdirSync(WIDGETS).filter((name) =>
  existsSync(new URL(`${name}/locales/`, WIDGETS)),
);

/** The texts each widget keeps in constants and passes to `t()` by name: its texts.ts, where it has one. */
const CONSTANT_TEXTS: Record<string, () => string[]> = Object.fromEntries(
  await Promise.all(
    TRANSLATED_WIDGETS.filter((name) => existsSync(new URL(`${name}/texts.ts`, WIDGETS))).map(
      async (name) =>
        [name, ((await import(`../../widgets/${name}/texts.ts`)) as { default: () => string[] }).default] as const,
    ),
  ),
);

/** The string literals written as `t(i18n, '…')` (or `t(i18n, x ? '…' : '…')`) in `source`, the text argument only. */
export function literalTexts(source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*i18n,\s*/g)) {
    let depth = 1;
    for (let i = match.index + match[0].length; i < source.length && depth > 0; i++) {
      const c = source[i];
      if (c === "'") {
        let end = i + 1;
        while (source[end] !== "'") end += source[end] === '\\' ? 2 : 1;
        if (depth === 1) texts.push(source.slice(i + 1, end).replace(/\\(.)/g, '$1'));
        i = end;
      } else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ',' && depth === 1) break;
    }
  }
  return texts;
}

/** Every English text of `widget`, each once, in the order met. */
export function englishCatalog(widget: string): string[] {
  const dir = new URL(`${widget}/`, WIDGETS);
  const literals = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) => literalTexts(readFileSync(new URL(file, dir), 'utf8')));
  return [...new Set([...(CONSTANT_TEXTS[widget]?.() ?? []), ...literals])];
}

/** A reader's question for each rule family of the concierge, as a native speaker would ask it. */
export const QUESTIONS: Record<(typeof OTHER_LANGS)[number], Record<Exclude<Reply['topic'], 'help'>, string>> = {
  es: {
    overview: '¿Qué es Orebit?',
    'getting-started': '¿Cómo empiezo a invertir con Orebit?',
    security: '¿Orebit es seguro?',
    onboarding: 'Soy nuevo en las criptomonedas, ¿por dónde empiezo?',
    wallets: '¿Cómo configuro una cartera?',
    strategy: '¿Qué estrategia de inversión me conviene?',
    market: '¿Cómo está el mercado hoy?',
  },
  ko: {
    overview: 'Orebit이 뭐예요?',
    'getting-started': 'Orebit으로 투자를 시작하려면 어떻게 해야 하나요?',
    security: 'Orebit은 안전한가요?',
    onboarding: '암호화폐는 처음인데 어디서부터 시작하나요?',
    wallets: '지갑은 어떻게 만드나요?',
    strategy: '어떤 투자 전략이 저에게 맞을까요?',
    market: '오늘 시장 상황은 어때요?',
  },
  ar: {
    overview: 'ما هي Orebit؟',
    'getting-started': 'كيف أبدأ الاستثمار مع Orebit؟',
    security: 'هل Orebit آمنة؟',
    onboarding: 'أنا جديد في عالم العملات المشفرة، من أين أبدأ؟',
    wallets: 'كيف أنشئ محفظة؟',
    strategy: 'ما استراتيجية الاستثمار المناسبة لي؟',
    market: 'كيف حال السوق اليوم؟',
  },
  'pt-BR': {
    overview: 'O que é a Orebit?',
    'getting-started': 'Como começo a investir com a Orebit?',
    security: 'A Orebit é segura?',
    onboarding: 'Sou novo em criptomoedas, por onde começo?',
    wallets: 'Como configuro uma carteira?',
    strategy: 'Qual estratégia de investimento é melhor para mim?',
    market: 'Como está o mercado hoje?',
  },
  tr: {
    overview: 'Orebit nedir?',
    'getting-started': 'Orebit ile yatırıma nasıl başlarım?',
    security: 'Orebit güvenli mi?',
    onboarding: 'Kriptoya yeniyim, nereden başlamalıyım?',
    wallets: 'Nasıl cüzdan oluştururum?',
    strategy: 'Bana hangi yatırım stratejisi uygun?',
    market: 'Bugün piyasa nasıl?',
  },
  vi: {
    overview: 'Orebit là gì?',
    'getting-started': 'Làm thế nào để bắt đầu đầu tư với Orebit?',
    security: 'Orebit có an toàn không?',
    onboarding: 'Tôi mới tìm hiểu tiền mã hóa, nên bắt đầu từ đâu?',
    wallets: 'Làm sao để tạo ví?',
    strategy: 'Chiến lược đầu tư nào phù hợp với tôi?',
    market: 'Thị trường hôm nay thế nào?',
  },
};
