/**
 * The full page's sections in the product's order, with the anchor ids their hosts carry (docs/behaviour.md#page).
 * `before` anchors stand just before the host: #portfolio marks the dashboard's portfolio overview.
 */
export const PAGE_SECTIONS: ReadonlyArray<{ name: string; anchor?: string; before?: string }> = [
  { name: 'nav', anchor: 'top' },
  { name: 'hero' },
  { name: 'sms-alerts' },
  { name: 'mining' },
  { name: 'lead-hunter' },
  { name: 'welcome-video' },
  { name: 'onboarding', anchor: 'onboarding' },
  { name: 'wallets' },
  { name: 'premium' },
  { name: 'referral' },
  { name: 'dashboard', anchor: 'dashboard', before: 'portfolio' },
  { name: 'education', anchor: 'education' },
  { name: 'community', anchor: 'community' },
  { name: 'simulator', anchor: 'simulator' },
  { name: 'concierge', anchor: 'ai-concierge' },
  { name: 'news', anchor: 'news' },
  { name: 'yield-farming', anchor: 'yield-farming' },
  { name: 'footer' },
];

/**
 * How many sections, from the top, make the first screen (the nav, the hero and the SMS alerts at
 * 1280 × 900): the page's script carries their code and mounts them in its first task; every other
 * section's code is a module of its own, loaded as the reader reaches it (index.ts).
 */
export const FIRST_SCREEN = 3;
