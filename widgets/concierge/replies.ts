// The concierge's replies: canned texts chosen by case-insensitive substring matching, in exactly
// the order docs/behaviour.md#concierge gives, with its canned advice figures. It is not a real AI.
import { BRAND } from '../../contract/brand';
import type { Keywords } from '../_runtime/keywords';

/** What the concierge answers: a text and the questions it suggests next. */
export interface Reply {
  /** Which rule matched, for tests and analytics. */
  topic: 'overview' | 'getting-started' | 'security' | 'onboarding' | 'wallets' | 'strategy' | 'market' | 'help';
  content: string;
  suggestions: string[];
}

const name = BRAND.name;
const token = BRAND.token;

/** The reply texts, by topic. */
export const REPLIES: Readonly<Record<Reply['topic'], Omit<Reply, 'topic'>>> = {
  overview: {
    content: `${name} is an all-in-one crypto platform: the ${BRAND.miner} mining accelerator, ${BRAND.chain}, the ${token} token with staking and yield farming, plus an education hub, a trading simulator, a community forum and me, your concierge. You can connect 12+ wallets and start with as little as $100-500.`,
    suggestions: [`How do I start investing with ${name}?`, `Is ${name} safe?`, 'What investment strategy suits me?'],
  },
  'getting-started': {
    content: `Getting started with ${name}, step by step: 1) follow the onboarding walkthrough; 2) connect one of our 12+ supported wallets; 3) begin with $100-500 you can afford to lock away; 4) practise in the trading simulator; 5) invest steadily with DCA, $25-100 a week; 6) once comfortable, stake ${token} or try a yield farm.`,
    suggestions: ['How do I set up a wallet?', 'What investment strategy suits me?', `Is ${name} safe?`],
  },
  security: {
    content: `Security comes first at ${name}: your keys stay in your own wallet, connections are signed by you, and staking pools show their risk level (low, medium, high) before you commit. Protect yourself too: enable 2FA, never share your seed phrase, use a hardware wallet for larger amounts and double-check every signing request.`,
    suggestions: ['How do I set up a wallet?', `What is ${name}?`, 'What does the market look like today?'],
  },
  onboarding: {
    content: `Welcome to crypto! A simple roadmap: 1) learn the basics in the Educational Hub; 2) set up a wallet (we support 12+); 3) start small with $100-500; 4) buy gradually with DCA, $25-100 a week; 5) split your first portfolio, for example 40% BTC, 30% ETH, 20% ${token} and 10% altcoins; 6) ask me anything along the way.`,
    suggestions: [
      'How do I set up a wallet?',
      'What investment strategy suits me?',
      'What does the market look like today?',
    ],
  },
  wallets: {
    content: `We support 12+ wallets. For beginners, a mobile wallet such as Trust Wallet or Coinbase Wallet is the easiest start; MetaMask suits browser and DeFi use; for larger amounts choose a hardware wallet like Ledger or Trezor. Whatever you pick: write your seed phrase on paper, store it offline and never share it.`,
    suggestions: [
      'How do I keep my crypto safe?',
      'What investment strategy suits me?',
      `How do I start investing with ${name}?`,
    ],
  },
  strategy: {
    content: `Three strategies, by risk: Conservative, 8-12% APY from low-risk staking; Balanced, 15-25% mixing staking and liquidity pools; Aggressive, 30%+ from high-yield farms with higher risk. A diversified start: 40% BTC, 30% ETH, 20% ${token}, 10% altcoins, built up with DCA of $25-100 a week. Not financial advice: invest only what you can afford to lose.`,
    suggestions: ['What does the market look like today?', 'How do I set up a wallet?', `Is ${name} safe?`],
  },
  market: {
    content: `Market snapshot: bitcoin leads the market and sets its mood, ethereum and the large altcoins tend to follow with bigger swings. In a bull phase, take partial profits on the way up; in a bear phase, DCA of $25-100 a week lowers your average price. Never trade on hype alone.`,
    suggestions: ['What investment strategy suits me?', 'How should I build my portfolio?', `What is ${name}?`],
  },
  help: {
    content: `I can help with: getting started in crypto, choosing and setting up a wallet, investment strategies and portfolios, market insights, security, and everything about ${name}, ${BRAND.miner} and ${token}. Try one of the questions below.`,
    suggestions: [
      "I'm new to crypto, where do I start?",
      'How do I set up a wallet?',
      'What investment strategy suits me?',
      'What does the market look like today?',
    ],
  },
};

/** A topic's keywords (keywords.ts); another language's pack adds alternatives of its own to each topic. */
export type { Keywords };

const product = [name.toLowerCase()];

/** The rules, in the order they are checked (docs/behaviour.md#concierge); no match is `help`. */
const RULES: ReadonlyArray<readonly [Reply['topic'], string[][][]]> = [
  // Questions naming the product; any other one falls through to the rules below.
  ['overview', [[product, ['what is', 'about', 'explain']]]],
  ['getting-started', [[product, ['invest', 'start', 'get started']]]],
  ['security', [[product, ['safe', 'secure', 'risk']]]],
  ['onboarding', [[['new to crypto', 'beginner']], [['start'], ['crypto']]]],
  ['wallets', [[['wallet'], ['set up', 'create', 'choose']]]],
  ['strategy', [[['investment', 'strategy', 'portfolio']]]],
  ['market', [[['price', 'market', 'bull', 'bear']]]],
];

/** Which reply a message gets: English keywords, plus those of the reader's language (`extra`). */
export function pickTopic(message: string, extra: Keywords = {}): Reply['topic'] {
  const text = message.toLowerCase();
  const found = RULES.find(([topic, alternatives]) =>
    [...alternatives, ...(extra[topic] ?? [])].some((groups) =>
      groups.every((words) => words.some((word) => text.includes(word))),
    ),
  );
  return found ? found[0] : 'help';
}

/** The reply to a message. */
export function pickReply(message: string, extra?: Keywords): Reply {
  const topic = pickTopic(message, extra);
  return { topic, ...REPLIES[topic], suggestions: [...REPLIES[topic].suggestions] };
}
