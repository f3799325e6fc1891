// A text of each section of the official page, as the product's spec words it: the server-rendered
// page must hold it in its HTML (worker/test/page.test.ts) and show it with JavaScript off
// (demo/test/server-rendered.test.ts).
export const SECTION_TEXTS: Readonly<Record<string, string>> = {
  nav: 'Launch App',
  hero: 'Mine, learn and grow with Orebit',
  'sms-alerts': 'Priority SMS Alerts',
  mining: 'Accelerate your mining with Orebit Miner',
  'lead-hunter': 'Crypto Lead Hunter',
  'welcome-video': 'Welcome to Orebit',
  onboarding: 'Onboarding Walkthrough',
  wallets: 'Wallet Integration',
  premium: 'Premium Subscription',
  referral: 'Share and Earn',
  dashboard: 'Dashboard',
  education: 'Educational Hub',
  community: 'Community Hub',
  simulator: 'Investment Simulator',
  concierge: 'AI Concierge',
  news: 'News & Updates',
  'yield-farming': 'Yield Farming & Staking',
  footer: '© 2025 Orebit. All rights reserved.',
};

/**
 * The sections whose height grows with the shared store's data: the forum lists every post readers
 * can see (up to 100), and other tests add posts. Their widgets' heights, measured with the sample
 * posts, are lower bounds.
 */
export const GROWS_WITH_DATA: ReadonlySet<string> = new Set(['community']);
