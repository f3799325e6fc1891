// Small DOM helpers of the operator console: elements by id, text-only elements, buttons, dates, pagers.

/** The element with `id` (the console's HTML has every one this script asks for). */
export const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** A date as "2026-11-23 14:05 UTC", or the text as sent when it is no date. */
export function when(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** An element of `tag` whose content is `content` as text, never as markup. */
export function text(tag: string, className: string, content: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = content;
  return el;
}

/** A button labelled `label` for the eye and `ariaLabel` for a screen reader. */
export function button(label: string, className: string, ariaLabel: string, onClick: () => void): HTMLButtonElement {
  const b = text('button', className, label) as HTMLButtonElement;
  b.type = 'button';
  b.setAttribute('aria-label', ariaLabel);
  b.addEventListener('click', onClick);
  return b;
}

/**
 * Enables a pager's buttons as the page allows. A button that had focus and is now disabled hands
 * it to the other one (or to `fallback`): a disabled button cannot hold focus, and the keyboard
 * user would be left at the top of the page.
 */
export function setPager(
  previous: HTMLButtonElement,
  next: HTMLButtonElement,
  hasPrevious: boolean,
  hasNext: boolean,
  fallback: HTMLElement,
): void {
  const focused = document.activeElement;
  previous.disabled = !hasPrevious;
  next.disabled = !hasNext;
  if (focused === previous && !hasPrevious) (hasNext ? next : fallback).focus();
  if (focused === next && !hasNext) (hasPrevious ? previous : fallback).focus();
}
