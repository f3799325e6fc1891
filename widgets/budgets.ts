// Gzip budgets of the built files (every bundle has one, and `npm test` enforces it).
// KB here means 1024 bytes. The measured sizes: docs/performance.md#bundle-sizes-and-budgets.
// A widget's own budget, when it needs one, is the `budget` of its widgets/<name>/widget.ts.
import { WIDGET_CATALOG } from './catalog';

const KB = 1024;

/** The gzip budget of named files in dist/widgets/manifest.json: the widgets with a budget of their own. */
export const GZIP_BUDGETS: Readonly<Record<string, number>> = Object.fromEntries(
  WIDGET_CATALOG.flatMap(({ name, budget }) => (budget === undefined ? [] : [[`${name}.js`, budget]])),
);

/**
 * The official page's first load: page.js and the modules it imports (the runtime, hydration, the
 * page's script and the first screen's three widgets), before any section below is reached.
 * Measured (2026-11-28): 22,339 B, against 57,906 for page.js when it carried every section
 * (22,409 before the client-rendered page's code moved to a module of its own, 22,347 before the
 * registry was made without its base sheet, 22,341 before the hero's figures dropped a margin the
 * base sheet already resets).
 */
export const PAGE_FIRST_LOAD_BUDGET = 22_339;

/** Every file of the official page together: page.js and all its sections' modules (page/*.js), gzip bytes summed. */
export const PAGE_BUDGET = 80 * KB;

/** Any other single-section classic script. */
export const SECTION_SCRIPT_BUDGET = 20 * KB;

/**
 * The shared module runtime chunk (esm/runtime-<hash>.js): preact with preact/compat (React's API),
 * the precompiled-styles helper (goober compiles at build time), mitt, define/mount, registry,
 * sheets, config. 10 KB on our own React layer; compat costs about 1.1 KB, so 11 KB.
 */
export const RUNTIME_CHUNK_BUDGET = 11 * KB;

/**
 * One language pack (dist/widgets/v<version>/locales/<lang>/<widget>.js, docs/behaviour.md#locales),
 * fetched only by a reader of that language: the concierge's, with its texts and keywords, is the
 * largest (about 5 KB).
 */
export const LOCALE_PACK_BUDGET = 6 * KB;

/**
 * The concierge's chat (dist/widgets/v<version>/concierge-chat.js), which its facade loads
 * (widgets/concierge/facade.ts): measured. The whole script was within 16.75 KB + 250 B before
 * (17,362 B); the chat alone, on the registry its facade made, was 15,046 B, 15,851 B once the base
 * stylesheet (816 B) moved to it from the facade (3,729 → 2,988 B), 14,398 B once its replies were
 * a module of their own (CONCIERGE_REPLIES_BUDGET), and is 14,347 B since its messages are keyed by
 * their place and it drops rules the browser or the base sheet already applies
 * (docs/performance.md#the-floating-concierge says where the bytes went).
 */
export const CONCIERGE_CHAT_BUDGET = 14_347;

/**
 * What an inline concierge loads before the reader writes: its partner script (the facade, the
 * concierge's `budget` in widgets/concierge/widget.ts) and the chat, gzip bytes summed. The goal was
 * the inline script's 17,331 B before the facade (18,775 B before the base sheet and the replies
 * moved); measured 17,329.
 */
export const CONCIERGE_INLINE_BUDGET = 17_329;

/**
 * The concierge's replies (dist/widgets/v<version>/concierge-replies.js: widgets/concierge/replies.ts),
 * which the chat fetches when the reader sends a first message: measured.
 */
export const CONCIERGE_REPLIES_BUDGET = 1_823;
