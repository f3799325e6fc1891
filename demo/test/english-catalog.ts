// The English catalog of the translated widgets (docs/behaviour.md#locales): every text a widget
// passes to `t()`, as its code holds it. Read from the sources, not bundled into any widget: the
// locale files' keys are checked against it (widgets/locales.test.ts), and the browser tests scan the
// translated widgets' shadow roots for any of these texts left in English.
import { readdirSync, readFileSync } from 'node:fs';
import {
  WELCOME,
  FEATURES,
  QUICK_CHIPS,
  SECTION_SUBTITLE as CONCIERGE_SUBTITLE,
  SECTION_TITLE as CONCIERGE_TITLE,
  CARD_TITLE,
  STATUS_TEXT,
  BADGE_TEXT,
  FOOTNOTE,
  INPUT_PLACEHOLDER,
} from '../../widgets/concierge/constants';
import type { OTHER_LANGS } from '../../widgets/_runtime/locale';
import { REPLIES, type Reply } from '../../widgets/concierge/replies';
import {
  BONUSES,
  DEFAULT_MESSAGE,
  REWARD_TIERS,
  SECTION_SUBTITLE as REFERRAL_SUBTITLE,
  SECTION_TITLE as REFERRAL_TITLE,
} from '../../widgets/referral/constants';
import { farmButtonLabel, riskLabel } from '../../widgets/yield-farming/calculator';
import {
  ACTIVE_STAKES,
  FARM_OPPORTUNITIES,
  SECTION_SUBTITLE as FARMING_SUBTITLE,
  SECTION_TITLE as FARMING_TITLE,
  TOTAL_PENDING_REWARDS,
} from '../../widgets/yield-farming/constants';

/** The widgets whose texts are translated (into OTHER_LANGS, widgets/_runtime/locale.ts). */
export const TRANSLATED_WIDGETS = ['yield-farming', 'concierge', 'referral'] as const;

/** The texts each widget keeps in constants and passes to `t()` by name. */
const CONSTANT_TEXTS: Record<(typeof TRANSLATED_WIDGETS)[number], () => string[]> = {
  'yield-farming': () => [
    FARMING_TITLE,
    FARMING_SUBTITLE,
    ...FARM_OPPORTUNITIES.flatMap((pool) => [
      pool.name,
      pool.tvl,
      pool.lockPeriod,
      pool.minDeposit,
      riskLabel(pool.riskLevel),
      farmButtonLabel(pool.name),
    ]),
    ...ACTIVE_STAKES.flatMap((stake) => [stake.name, stake.staked, stake.rewards, stake.timeLeft]),
    TOTAL_PENDING_REWARDS,
  ],
  concierge: () => [
    CONCIERGE_TITLE,
    CONCIERGE_SUBTITLE,
    ...FEATURES.flatMap((feature) => [feature.title, feature.text]),
    CARD_TITLE,
    STATUS_TEXT,
    BADGE_TEXT,
    FOOTNOTE,
    INPUT_PLACEHOLDER,
    WELCOME.content,
    ...WELCOME.suggestions,
    ...QUICK_CHIPS.flatMap((chip) => [chip.label, chip.text]),
    ...Object.values(REPLIES).flatMap((reply) => [reply.content, ...reply.suggestions]),
  ],
  referral: () => [
    REFERRAL_TITLE,
    REFERRAL_SUBTITLE,
    DEFAULT_MESSAGE,
    ...REWARD_TIERS.map((tier) => tier.bonus),
    ...BONUSES.flat(),
  ],
};

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
export function englishCatalog(widget: (typeof TRANSLATED_WIDGETS)[number]): string[] {
  const dir = new URL(`../../widgets/${widget}/`, import.meta.url);
  const literals = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) => literalTexts(readFileSync(new URL(file, dir), 'utf8')));
  return [...new Set([...CONSTANT_TEXTS[widget](), ...literals])];
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
};
