// The one HTML escaper of the server render, the Worker's pages and the gallery's snippets.

/**
 * Named references every consumer decodes, PHP's htmlspecialchars_decode among them (WordPress's
 * oEmbed discovery reads our pages' links with it and knows no numeric ones but `&#039;`).
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

/** `text` safe as HTML text and as a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * `value` as the text of a `<script type="application/json">` or JSON-LD block: `<` escaped as
 * JSON allows, so no text in it can close the element or open a comment.
 */
export const jsonScriptText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
