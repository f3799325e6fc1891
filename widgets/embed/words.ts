// The embed pages' own lines (render.ts), in English: their translations are in widgets/embed/locales/.

/** The link preview image's description: the widget's title, then the brand. */
export const IMAGE_ALT = '{0}, the {1} widget';
/** The line under a widget at the top level: its title, then a link to the official site (as text: render.ts escapes it). */
export const OFFICIAL_LINE = '{0}, a widget by {1}. Paste this page’s address into your post to embed it.';
