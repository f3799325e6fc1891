// The type in use on the official page: the computed font size and weight of every text box in the
// sections' shadow roots. A browser sets up a font (a strike) for each new size/weight pair, so
// the number of distinct pairs is what the type scale keeps small (docs/type-scale.md).

/** One text box: where it is (`section n` or `section n::before`) and its `size/weight`, e.g. `15px/600`. */
export interface TextType {
  where: string;
  pair: string;
}

/**
 * Run in the page (`page.evaluate(textTypes)`): every rendered element of the sections with text
 * of its own, every text field, and every ::before / ::after with generated text, in document order.
 */
export function textTypes(): TextType[] {
  const out: TextType[] = [];
  for (const host of document.querySelectorAll('#orebit-page > *')) {
    const elements = host.shadowRoot?.querySelectorAll('.orebit-root, .orebit-root *') ?? [];
    elements.forEach((element, i) => {
      // Not rendered (display: none, a closed dialog): no text is drawn, no font is set up.
      if (element.getClientRects().length === 0) return;
      const where = `${host.localName} ${i}`;
      const pair = (style: CSSStyleDeclaration) => `${style.fontSize}/${style.fontWeight}`;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.nodeValue!.trim(),
      );
      const field = element.matches(
        'textarea, select, input:not([type=checkbox], [type=radio], [type=range], [type=hidden])',
      );
      if (ownText || field) out.push({ where, pair: pair(getComputedStyle(element)) });
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        // Generated text: a quoted string with something in it (not none, normal or "").
        if (/^".+"$/.test(style.content)) out.push({ where: `${where}${pseudo}`, pair: pair(style) });
      }
    });
  }
  return out;
}

/** The distinct pairs of `types`, smallest first, each with how many text boxes use it. */
export function countPairs(types: readonly TextType[]): Map<string, number> {
  const counts = new Map<string, number>();
  const sorted = [...types].sort((a, b) => parseFloat(a.pair) - parseFloat(b.pair) || a.pair.localeCompare(b.pair));
  for (const { pair } of sorted) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  return counts;
}
