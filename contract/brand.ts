/** Every product name the widgets show (docs/behaviour.md names them the same way): nothing else hard-codes them. */
export const BRAND = {
  /** The product and brand word. */
  name: 'Orebit',
  /** The mining product. */
  miner: 'Orebit Miner',
  /** The mining product's launch named in company updates. */
  minerLaunch: 'Orebit Miner 2.0',
  /** The chain product. */
  chain: 'Orebit Chain',
  /** The native token's ticker. */
  token: 'ORB',
  /** The fixed referral code: the brand word followed by 2024. */
  referralCode: 'OREBIT2024',
  /** Title of the concierge chat card. */
  conciergeTitle: 'Orebit AI Concierge',
  /** The official site: About and learn-more links, referral links, the navigate fallback. */
  siteUrl: 'https://orebit.example',
} as const;

/** The official page's address in `lang`, from the site's root: `/` for English, `/es/` and the like. */
export const pagePath = (lang: string): string => (lang === 'en' ? '/' : `/${lang}/`);
