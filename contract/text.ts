// The rules for user text (forum titles and content, news fields), as plain functions: the API's
// schemas apply them and the community widget's form applies the same, without zod. Lengths are
// counted in UTF-16 code units, as JavaScript's `length` and the browser's `maxlength` count them.

/**
 * Characters removed from user text: control characters (tab and line breaks are kept where
 * `keepBreaks`), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which can make text read in an order other than it was written.
 */
const HIDDEN_CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** `text` without control characters and bidirectional overrides; content keeps tabs and line breaks. */
export function removeHiddenControls(text: string, keepBreaks = false): string {
  return text.replace(HIDDEN_CONTROLS, (char) => (keepBreaks && '\t\n\r'.includes(char) ? char : ''));
}

/**
 * What shows nothing of its own: white space, format characters (zero-width spaces and joiners, word
 * joiner, BOM…), the default-ignorable characters (Hangul fillers U+115F, U+1160, U+3164, U+FFA0,
 * variation selectors…), the braille blank U+2800, combining marks (U+0301… only mark the character
 * before them, so marks alone show at most a stray accent) and the object replacement character
 * U+FFFC (stands for an embedded object the text does not carry).
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{DI}\p{M}\u2800\ufffc]/gu;

/** Whether `text` shows nothing once white space and invisible characters are left out. */
export function isBlankText(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** Whether `text` is well-formed UTF-16: no lone surrogate (JSON's "\ud800" makes one). */
export function isWellFormedText(text: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}
