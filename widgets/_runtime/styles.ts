import { css as gooberCss, keyframes as gooberKeyframes, setup, styled as gooberStyled } from 'goober';
import { createElement } from 'react';
import { getRegistry } from './registry';

// The styling API widgets are written against: goober's styled, css and keyframes. In the built
// scripts every template is compiled at build time (scripts/precompile-css.ts →
// _runtime/precompiled.ts), so none of this module ships; it runs where sources run unbuilt (unit
// tests). goober normally appends a <style> element to document.head, which a strict host CSP
// blocks and shadow roots cannot see; here it writes into the registry's shared sheet instead
// (sheets.ts). Class names are content hashes, so separately loaded scripts share that sheet.

// goober's getSheet(target) calls target.querySelector('#_goober') and uses `.firstChild`.
const target = {
  querySelector: () => ({ firstChild: getRegistry().styles, parentNode: true }),
} as unknown as Element;

setup(createElement);

/** goober's `styled`, writing into the shared constructable sheet. */
export const styled = /* @__PURE__ */ gooberStyled.bind({ target });
/** goober's `css`, writing into the shared constructable sheet. */
export const css = /* @__PURE__ */ gooberCss.bind({ target });
/**
 * goober's `keyframes`, writing into the shared constructable sheet. goober's own `keyframes` is
 * already `css.bind({ k: 1 })`, and a bound function cannot be bound again: binding it to the
 * target did nothing, so keyframes went to a <style> in document.head (refused under Trusted
 * Types and a strict style-src). Bind `css` with both instead.
 */
export const keyframes = /* @__PURE__ */ gooberCss.bind({ target, k: 1 } as never) as typeof gooberKeyframes;
