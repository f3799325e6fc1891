import type { MouseEvent } from 'react';
import { BRAND } from '../../contract/brand';
import type { NavigateEvent } from './bus';
import { getRegistry } from './registry';
import { announce } from './events';

const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `el`: smoothly, or at once when the reader prefers reduced motion. A smooth scroll
 * aims where `el` was when it started; when content above it changes height meanwhile (a list
 * arriving), it lands beside it, so once it ends it goes on to `el` (twice at most), unless the
 * reader has taken over the scrolling.
 */
function scrollToElement(el: Element): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  if (reduce || !('onscrollend' in window)) return;
  let corrections = 2;
  const stop = () => {
    window.removeEventListener('scrollend', settle);
    for (const type of USER_SCROLL) window.removeEventListener(type, stop, true);
  };
  const settle = () => {
    const top = el.getBoundingClientRect().top;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (Math.abs(top) <= 2 || atBottom || corrections-- === 0) stop();
    else el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  window.addEventListener('scrollend', settle);
  for (const type of USER_SCROLL) window.addEventListener(type, stop, true);
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
  announce('navigate', event);
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
    onClick(event: MouseEvent<HTMLElement>) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(anchor);
    },
  };
}
