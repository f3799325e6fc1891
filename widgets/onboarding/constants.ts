// Onboarding section: docs/behaviour.md#onboarding (the walkthrough, its state and the onboarding-area
// chat) and docs/behaviour.md#timings. The step titles and
// the 3:45 video are the spec's; subtitles, descriptions, action labels and chat texts are ours.
import { BRAND } from '../../contract/brand';

/** One walkthrough step (docs/behaviour.md#onboarding: title, subtitle, description, two action buttons). */
export interface OnboardingStep {
  title: string;
  subtitle: string;
  description: string;
  actions: readonly [string, string];
}

export const SECTION_TITLE = 'Onboarding Walkthrough';
export const SECTION_SUBTITLE = `Seven short steps from your first question to your first investment with ${BRAND.name}.`;

/** The seven steps, in order (docs/behaviour.md#onboarding). */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: 'Welcome',
    subtitle: `Your journey with ${BRAND.name} starts here`,
    description: `Meet the platform in a few minutes: what ${BRAND.name} does, how the walkthrough works, and where to find help whenever you need it.`,
    actions: ['Start the Tour', 'Watch the Video'],
  },
  {
    title: 'Understanding Cryptocurrency',
    subtitle: 'The basics, without the jargon',
    description: `Learn what a blockchain is, how bitcoin and ethereum differ, and what the ${BRAND.token} token is for, so every later step makes sense.`,
    actions: ['Read the Basics', 'Open the Glossary'],
  },
  {
    title: 'Setting Up Your Wallet',
    subtitle: 'Your keys, your crypto',
    description:
      'Choose a wallet that fits you, back up your seed phrase on paper, and connect it to the platform in one click. We support 12+ wallets.',
    actions: ['Compare Wallets', 'Wallet Setup Guide'],
  },
  {
    title: 'Making Your First Investment',
    subtitle: 'Start small, stay steady',
    description:
      'Begin with $100-500 you can afford to set aside, then build your position with DCA of $25-100 a week instead of chasing the market.',
    actions: ['Try the Simulator', 'See Strategies'],
  },
  {
    title: 'Security Best Practices',
    subtitle: 'Protect what you build',
    description:
      'Turn on two-factor authentication, never share your seed phrase, check every signing request, and use a hardware wallet for larger amounts.',
    actions: ['Security Checklist', 'Enable 2FA'],
  },
  {
    title: 'Join the Community',
    subtitle: 'Learn together',
    description: `Ask questions in the ${BRAND.name} forum, follow market discussions and share what works for you with investors at every level.`,
    actions: ['Visit the Forum', 'Meet Other Investors'],
  },
  {
    title: 'Meet Your AI Assistant',
    subtitle: 'Help whenever you need it',
    description:
      'Your AI assistant answers questions on wallets, strategies, markets and security, any time of day, in plain language.',
    actions: ['Say Hello', 'Explore What It Can Do'],
  },
];

/** The welcome-video placeholder on step 1 (docs/behaviour.md#onboarding). */
export const WELCOME_VIDEO_TITLE = `Welcome to ${BRAND.name}`;
export const WELCOME_VIDEO_DURATION = '3:45';

/** The badge once every step is complete (docs/behaviour.md#onboarding). */
export const COMPLETE_BADGE = `Onboarding Complete! Welcome to ${BRAND.name}!`;

/** The onboarding-area chat (docs/behaviour.md#onboarding). */
export const CHAT_TITLE = 'Onboarding Assistant';
export const CHAT_INPUT_LABEL = 'Message the onboarding assistant';
export const CHAT_PLACEHOLDER = 'Ask about any onboarding step…';
/** The AI reply comes 1500 ms after a message (docs/behaviour.md#onboarding). */
export const CHAT_REPLY_DELAY_MS = 1_500;

/** The three seeded messages (docs/behaviour.md#onboarding), oldest first. */
export const SEED_MESSAGES: ReadonlyArray<{ type: 'ai' | 'user'; content: string }> = [
  {
    type: 'ai',
    content: `Hi! I'm your ${BRAND.name} onboarding assistant. I'll guide you through each step; ask me anything along the way.`,
  },
  { type: 'user', content: 'How long does onboarding take?' },
  {
    type: 'ai',
    content: 'About ten minutes. There are seven short steps, and you can mark each one complete as you go.',
  },
];

/**
 * Canned AI replies: the first whose keywords appear in the message, else the fallback. Another
 * language's pack adds keywords of its own to each topic (its locale file's `keywords`).
 */
export const CHAT_REPLIES: ReadonlyArray<{ topic: string; keywords: readonly string[]; content: string }> = [
  {
    topic: 'wallet',
    keywords: ['wallet', 'metamask', 'ledger'],
    content:
      'For your first wallet, a mobile wallet such as Trust Wallet or Coinbase Wallet is the easiest start. Step 3 walks you through setting it up and connecting it.',
  },
  {
    topic: 'security',
    keywords: ['secur', 'safe', 'seed', '2fa', 'scam'],
    content:
      'Keep your seed phrase offline and never share it, turn on 2FA, and double-check every signing request. Step 5 has the full checklist.',
  },
  {
    topic: 'investing',
    keywords: ['invest', 'buy', 'money', 'start'],
    content:
      'Start with $100-500 you can set aside, then add $25-100 a week with DCA. Step 4 shows how, and the simulator lets you practise first.',
  },
  {
    topic: 'community',
    keywords: ['community', 'forum', 'people'],
    content: 'The community forum is the place to ask questions and share strategies. Step 6 shows you around.',
  },
  {
    topic: 'crypto',
    keywords: ['crypto', 'bitcoin', 'blockchain', BRAND.token.toLowerCase()],
    content: `A cryptocurrency is digital money secured by a blockchain, a shared ledger nobody can quietly rewrite. Step 2 covers bitcoin, ethereum and ${BRAND.token}.`,
  },
];
export const CHAT_FALLBACK_REPLY =
  'Good question! Follow the steps on the left at your own pace, and ask me about wallets, investing, security or the community whenever you like.';
