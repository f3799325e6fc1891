// The floating concierge's launcher as both its facade (facade.ts) and the chat (Concierge.tsx)
// draw it: one class, one icon, one name and one panel id, so nothing the reader sees or hears
// changes when the chat's launcher takes the facade's place (docs/choices.md#the-floating-concierge).
import { t } from '../_runtime/i18n';
import type { I18n } from '../_runtime/locale';
import { CARD_TITLE } from './constants';

/**
 * The launcher's rules: a round button in the bottom corner, the host page's layout untouched.
 * Plain CSS, for the facade draws with its own sheet (and no compiled class) before the chat is here.
 */
export const LAUNCHER_CSS =
  '.launcher{position:fixed;inset-inline-end:20px;bottom:20px;z-index:2147483000;width:60px;height:60px;' +
  'border-radius:50%;display:grid;place-items:center;border:0;cursor:pointer;' +
  'background:var(--ob-accent);color:var(--ob-accent-text);box-shadow:0 10px 30px rgb(0 0 0/.35)}' +
  '.launcher:hover{filter:brightness(1.08)}';

/**
 * The class of the chat's launcher box, LAUNCHER_CSS nested in it in the page's shared sheet: put
 * there by the concierge's definition (index.ts), or by the chat (chat.ts) with the text its facade
 * hands it, so that the chat does not carry a second copy.
 */
export const LAUNCHER_CLASS = 'ob-launcher';

/** The chat panel's id, which the launcher controls (aria-controls). */
export const PANEL_ID = 'ob-chat-panel';

/** The launcher's icon: a speech bubble while the chat is closed, a cross while it is open. */
export const launcherIcon = (open: boolean): string =>
  open ? 'M6 6l12 12M18 6 6 18' : 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';

/** The launcher's accessible name in English, where the facade draws it: launcherLabel's without a pack. */
export const OPEN_LABEL = `Open ${CARD_TITLE}`;

/** The launcher's accessible name. */
export const launcherLabel = (i18n: I18n | undefined, open: boolean): string =>
  open ? t(i18n, 'Close the chat') : t(i18n, 'Open {0}', t(i18n, CARD_TITLE));
