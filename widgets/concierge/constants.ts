// AI Concierge: docs/behaviour.md#concierge (not a real AI: canned replies chosen in the browser;
// the chat message, the conversation) and docs/behaviour.md#timings. Reply texts live in replies.ts.
import { BRAND } from '../../contract/brand';

export const SECTION_TITLE = 'AI Concierge';
export const SECTION_SUBTITLE = `Your personal guide to crypto and ${BRAND.name}: ask about getting started, wallets, strategies, markets and security.`;

/** The six feature tiles (docs/behaviour.md#concierge). */
export const FEATURES: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Smart AI', text: 'Answers in plain language, tuned to your level.' },
  { title: 'Market Insights', text: 'What moves bitcoin, altcoins and ORB today.' },
  { title: 'Security Tips', text: 'Keep your keys, wallets and stakes safe.' },
  { title: 'Education', text: 'From your first wallet to your first yield farm.' },
  { title: 'Investment Advice', text: 'Strategies from conservative to aggressive.' },
  { title: '24/7 Support', text: 'Ask anything, any time, in seconds.' },
];

/** The chat card (docs/behaviour.md#concierge). */
export const CARD_TITLE = BRAND.conciergeTitle;
export const STATUS_TEXT = 'Online & Ready to Help';
export const BADGE_TEXT = 'Pro AI';
export const FOOTNOTE = `Powered by ${BRAND.name}'s AI technology · your trusted crypto companion.`;
export const INPUT_PLACEHOLDER = 'Ask me anything about crypto…';

/** The first message and its four suggested questions (docs/behaviour.md#concierge). */
export const WELCOME = {
  content: `Hi! I'm your ${BRAND.conciergeTitle}. I can help you get started, choose a wallet, plan a strategy, read the market and stay safe. What would you like to know?`,
  suggestions: [
    `What is ${BRAND.name}?`,
    "I'm new to crypto, where do I start?",
    'How do I set up a wallet?',
    'What investment strategy suits me?',
  ],
} as const;

/** Quick-action chips: put their text in the input and send it 100 ms later (docs/behaviour.md#concierge). */
export const QUICK_CHIPS: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'Market update', text: "What's the market outlook today?" },
  { label: 'Portfolio tips', text: 'How should I build my portfolio?' },
  { label: 'Security check', text: `Is ${BRAND.name} safe and secure?` },
  { label: 'Get started', text: 'How do I get started with crypto?' },
];

/** A reply comes after 1000 ms plus a random 0 to 1000 ms (docs/behaviour.md#concierge). */
export const REPLY_DELAY_MS = 1_000;
export const REPLY_JITTER_MS = 1_000;
/**
 * The concierge's answer when its replies could not be fetched (use-chat.ts: they are a module of
 * their own, fetched as the reader sends a first message). Not in the product's spec: what a reader
 * would expect of a chat that cannot answer.
 */
export const NO_ANSWER = 'Sorry, I cannot answer right now.';
/** A chip sends its text 100 ms after filling the input (docs/behaviour.md#concierge). */
export const CHIP_SEND_DELAY_MS = 100;
