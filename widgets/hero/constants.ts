// Hero: docs/behaviour.md#hero, docs/behaviour.md#timings.
import { BRAND } from '../../contract/brand';

export const HEADLINE = `Mine, learn and grow with ${BRAND.name}`;
export const SUBTITLE = `Crypto education, trading practice, a community of investors and an AI concierge, around the ${BRAND.miner} and the ${BRAND.token} token.`;

/** The fixed bitcoin price text (docs/behaviour.md#hero). */
export const BITCOIN_PRICE_TEXT = '$114,113.00USD';
/** The same price, for another language's formats. */
export const BITCOIN_PRICE = 114_113;
/** The 24 h change shown when the price feed has none or fails (docs/behaviour.md#hero). */
export const FALLBACK_CHANGE = 12.5;
export const ACTIVE_USERS_TEXT = '50,000+';
/** The same count, for another language's formats ("50.000+"). */
export const ACTIVE_USERS = 50_000;
/** A text of its own in each language, which abbreviates billions its own way ("2100 M", "21억"). */
export const TOTAL_VOLUME_TEXT = '2.1B';

/** How often the prices call is polled (docs/behaviour.md#hero: 30000 ms). */
export const PRICE_REFRESH_MS = 30_000;

export const ABOUT_LABEL = `About ${BRAND.name}`;
