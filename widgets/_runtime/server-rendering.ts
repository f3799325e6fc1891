// The server-rendering protocol: the names the server render writes (server-render.tsx) and the
// pages' scripts read (widgets/page/index.ts, widgets/embed/client.ts, hydrate.tsx). A partner's script
// never meets it.

/**
 * On a host the server rendered (the official page): the release that rendered its declarative
 * shadow root. This release's script hydrates such a root in place; another release's empties it
 * and renders its own.
 */
export const SERVER_RENDERED = 'server-rendered';

/**
 * What the server render writes instead of a `style` attribute, which a strict CSP (no
 * 'unsafe-inline') would refuse: the same declarations, applied by a rule of the page's sheet that
 * selects this attribute, until hydration sets them as the client would and removes it.
 */
export const SERVER_STYLE = 'data-ob-style';

/** The element that links each server-rendered root to the sections' stylesheet: hydration removes it (the shared sheets are adopted instead). */
export const SERVER_STYLESHEET = 'link';

/**
 * What a reader without JavaScript reads above a section that has buttons or fields: the server
 * render writes it first in every root, shown only without scripting (server-render.tsx's
 * NO_SCRIPT_CSS); hydration renders it in the same place (hydrate.tsx), never displayed.
 */
export const NO_SCRIPT_NOTE = 'This section needs JavaScript: turn it on to use its buttons and fields.';
