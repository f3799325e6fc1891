// The snippet we hand out for a widget (docs, the gallery, the WordPress plugin's markup follows the
// same shape): the widget's element, carrying its options and the reservation of its space
// (widgets/reserve.ts), then its script. The element stands where the widget shows and holds the
// widget's height at the width it gets from the moment the page paints, before the script arrives.
// Not bundled into any widget script.
import { reservationFor, reserveMarkup } from './reserve';

/** `text` safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `name="value"` pairs, each after a space. */
function attributeText(attributes: ReadonlyArray<readonly [string, string]>): string {
  return attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/**
 * Widget `name`'s element with `attributes` (its `data-*` options) and the reservation they call
 * for: `<div data-orebit-widget="name" data-…><div style="padding-top:…"></div></div>`.
 */
export function widgetElement(name: string, attributes: ReadonlyArray<readonly [string, string]>): string {
  const reservation = reserveMarkup(reservationFor(name, Object.fromEntries(attributes)));
  return `<div data-orebit-widget="${escapeAttribute(name)}"${attributeText(attributes)}>${reservation}</div>`;
}

/**
 * The whole snippet: the element, then `<script src="…" async>` with `scriptAttributes` after its
 * `src` (a pinned script's `integrity` and `crossorigin`).
 */
export function embedSnippet(
  name: string,
  attributes: ReadonlyArray<readonly [string, string]>,
  src: string,
  scriptAttributes: ReadonlyArray<readonly [string, string]> = [],
): string {
  const script = `<script src="${escapeAttribute(src)}"${attributeText(scriptAttributes)} async></script>`;
  return `${widgetElement(name, attributes)}\n${script}`;
}
