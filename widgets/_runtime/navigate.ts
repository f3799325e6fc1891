import { BRAND } from './brand';
import type { NavigateEvent } from './bus';
import { getRegistry } from './registry';

/** Scrolls to `el`: smoothly, or at once when the reader prefers reduced motion. */
export function scrollToElement(el: Element): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
}

/**
 * Asks to show section `anchor`. The request goes out on the page bus first, so a host page can
 * handle it (and call preventDefault()). By default: scroll to the element with that id when the
 * page has one (keeping the hash in the address bar); otherwise, on a partner page, open that
 * section of the official site in a new tab.
 */
export function navigate(anchor: string): void {
  let prevented = false;
  const event: NavigateEvent = {
    anchor,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  };
  const registry = getRegistry();
  registry.bus.emit('navigate', event);
  if (prevented) return;
  const target = document.getElementById(anchor);
  if (target) {
    if (location.hash !== `#${anchor}`) history.pushState(null, '', `#${anchor}`);
    scrollToElement(target);
  } else if (!registry.fullPage) {
    window.open(`${BRAND.siteUrl}/#${anchor}`, '_blank', 'noopener');
  }
}

/** Props for an in-page link: a real href (open in new tab, copy link) that navigates through the bus on click. */
export function anchorLink(anchor: string) {
  return {
    href: `#${anchor}`,
    onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(anchor);
    },
  };
}
