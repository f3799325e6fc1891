// The rules for user text (forum titles and content, news fields), as plain functions: the API's
// schemas apply them and the community widget's form applies the same, without zod. A forum post's
// title and content are counted in characters as a reader sees them (charactersLeft); other fields
// in UTF-16 code units, as JavaScript's `length` counts them.

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

let segmenter: Intl.Segmenter | null | undefined;

/**
 * The characters a reader sees in `text`: its grapheme clusters (an emoji with its modifiers and
 * joiners, a letter with its accents, a flag are one each), as Intl.Segmenter splits them; code
 * points where a browser has no Intl.Segmenter (never fewer than the clusters, so it never lets
 * through what the API refuses).
 */
function graphemeCount(text: string): number {
  segmenter ??= typeof Intl === 'object' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;
  if (!segmenter) return Array.from(text).length;
  return Array.from(segmenter.segment(text)).length;
}

/**
 * How many more characters `text` may take within `max` (negative: how many too many), counting
 * what a reader sees (graphemeCount). Text that weighs more than it shows (emoji sequences, letters
 * under many accents) is also held to 2 × `max` UTF-16 code units, its room then counted in
 * characters of two code units each: any text of single code points, emoji included, reaches `max`.
 */
export function charactersLeft(text: string, max: number): number {
  return Math.min(max - graphemeCount(text), Math.floor((2 * max - text.length) / 2));
}
