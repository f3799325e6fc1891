// The official page's server-rendering protocol: the names and the markup the server render
// writes (widgets/page/server.tsx) and the full page's script reads (widgets/page/index.ts,
// hydrate.tsx). A partner's script never meets it.

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

/** A section as the server rendered it: its widget, the anchors on and before its host, its root's HTML. */
export interface RenderedSection {
  name: string;
  anchor?: string;
  before?: string;
  root: string;
}

/**
 * A section in the page's HTML: the anchor before it, then its host, marked with `release`, holding
 * a declarative shadow root that links the sections' stylesheet at `href` (its first paint is
 * styled before any script runs).
 */
export function sectionMarkup({ name, anchor, before, root }: RenderedSection, release: string, href: string): string {
  return (
    (before ? `<span id="${before}" class="orebit-anchor"></span>` : '') +
    `<orebit-${name}${anchor ? ` id="${anchor}"` : ''} ${SERVER_RENDERED}="${release}">` +
    `<template shadowrootmode="open"><${SERVER_STYLESHEET} rel="stylesheet" href="${href}">${root}</template>` +
    `</orebit-${name}>`
  );
}

/** The element that links each server-rendered root to the sections' stylesheet: hydration removes it (the shared sheets are adopted instead). */
export const SERVER_STYLESHEET = 'link';
