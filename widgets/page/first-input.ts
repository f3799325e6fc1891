// A reader's first input on a server-rendered section of the official page (index.ts). With the
// section's code loaded, the section hydrates within that event, before the event reaches its
// target, as it always did. Without it (a section below the first screen whose module is still on
// its way, or in another language any section whose language pack is) the input starts loading
// what is missing, and what the reader does meanwhile is kept:
// - a plain click on a link to a section of the page goes there at once, as the sections' own
//   links do (anchorLink, navigate.ts: smoothly or not as the reader prefers, landing even when
//   content above grows meanwhile);
// - any other click (a key's on a button, and a form's implicit submission, included) is held
//   back, its default action cancelled, and dispatched again on the same element once the section
//   is hydrated, so that its handlers and its default action run then;
// - Enter in a form's field is held back the same way, then dispatched again, and the form
//   submitted as Enter would have (its default button clicked), unless a handler declines it;
// - a form submitted otherwise is held back and submitted again;
// - text typed into a field stays in the field (hydration keeps the DOM's values): once hydrated,
//   each field whose value the reader changed gets an `input` event, so that the widget takes the
//   text as if it were typed then, before anything held is dispatched again;
// - a pointer still resting on an element once the section is hydrated enters it again
//   (`mouseover`, `mouseenter` and their pointer events), so that a tooltip shows.
// Other keys (arrows in a list, Escape) and presses that arrive before the code are not replayed.
import { navigate } from '../_runtime/navigate';
import { nextTask } from './next-task';

/** What a reader does first on a section: each hydrates it, or starts loading its code. */
export const FIRST_INPUT = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'mousedown',
  'click',
  'keydown',
  'focusin',
] as const;

/** What is held back on a section until its code is there: what to do again, in order, and where the pointer went. */
interface Held {
  again: Array<() => void>;
  pointer?: { target: Element; event: MouseEvent };
}

const held = new WeakMap<HTMLElement, Held>();

/**
 * Whether a field's value is no longer the one the server wrote: of the fields the sections have,
 * only a text field's can be (a button's and a hidden field's value is its attribute, as is its
 * default). A checkbox or radio button without a value attribute (value "on", default "") and a
 * file field would count as changed, and get an input event after hydration: no section has one.
 */
const changed = (field: HTMLInputElement | HTMLTextAreaElement) => field.value !== field.defaultValue;

/** A form's default button, which Enter in one of its fields clicks (HTML's implicit submission). */
const defaultButton = (form: HTMLFormElement) =>
  [...form.elements].find(
    (el): el is HTMLButtonElement | HTMLInputElement =>
      (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit',
  );

/** Holds a submission inside a root (a submit event does not leave its shadow root). */
function onSubmit(this: ShadowRoot, event: Event): void {
  const waiting = held.get(this.host as HTMLElement);
  const form = event.target;
  if (!waiting || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  waiting.again.push(() => form.isConnected && form.requestSubmit());
}

/** Starts holding `host`'s inputs: for a section whose code is loading. */
export function holdInputs(host: HTMLElement): void {
  if (held.has(host)) return;
  held.set(host, { again: [] });
  host.shadowRoot?.addEventListener('submit', onSubmit, true);
}

/** Holds `event`, an input on `host` while its code is loading, if what it does needs that code. */
export function holdInput(host: HTMLElement, event: Event): void {
  const waiting = held.get(host);
  // Read now: an event's path is empty once its dispatch is over.
  const path = event.composedPath();
  const target = path[0];
  if (!waiting || !(target instanceof Element)) return;
  const hold = (again: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    waiting.again.push(() => target.isConnected && again());
  };
  if (event.type === 'pointerover') waiting.pointer = { target, event: event as MouseEvent };
  else if (event instanceof MouseEvent && event.type === 'click') {
    const link = path.find((node) => node instanceof HTMLAnchorElement);
    const anchor = /^#(.+)/.exec((link as HTMLAnchorElement | undefined)?.getAttribute('href') ?? '')?.[1];
    const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (anchor && plain && document.getElementById(anchor)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      navigate(anchor);
    } else hold(() => target.dispatchEvent(new MouseEvent('click', event)));
  } else if (
    event instanceof KeyboardEvent &&
    event.key === 'Enter' &&
    !event.isComposing &&
    target instanceof HTMLInputElement &&
    target.form
  ) {
    const form = target.form;
    hold(() => {
      if (!target.dispatchEvent(new KeyboardEvent('keydown', event))) return;
      const button = defaultButton(form);
      if (!button) form.requestSubmit();
      else if (!button.disabled) button.click();
    });
  }
}

/** The pointer, if it still rests on `target`, enters it again: the events a hydrated widget listens to. */
function enterAgain({ target, event }: NonNullable<Held['pointer']>): void {
  if (!target.isConnected || !target.matches(':hover')) return;
  const at: MouseEventInit = {
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    view: event.view,
  };
  target.dispatchEvent(new PointerEvent('pointerover', { ...at, bubbles: true, composed: true }));
  target.dispatchEvent(new MouseEvent('mouseover', { ...at, bubbles: true, composed: true }));
  // The enter events do not bubble: each element the pointer is in gets its own.
  for (let el: Element | null = target; el; el = el.parentElement) {
    el.dispatchEvent(new PointerEvent('pointerenter', at));
    el.dispatchEvent(new MouseEvent('mouseenter', at));
  }
}

/**
 * Runs `hydrate` (which hydrates `host`, now that its code is here), then gives the widget what the
 * reader did meanwhile: the text typed into its fields, then, once the widget has rendered it, the
 * held inputs in order, and the pointer that rests on it.
 */
export function hydrateWithHeldInputs(host: HTMLElement, hydrate: () => void): void {
  const waiting = held.get(host);
  held.delete(host);
  host.shadowRoot?.removeEventListener('submit', onSubmit, true);
  const typed = [
    ...(host.shadowRoot?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []),
  ].filter(changed);
  hydrate();
  if (!waiting) return;
  for (const field of typed) field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  const replay = () => {
    for (const again of waiting.again) again();
    if (waiting.pointer) enterAgain(waiting.pointer);
  };
  // After the render that takes the typed text in (preact renders a state change a microtask
  // later): a handler reads the state its last render saw.
  if (typed.length) nextTask(replay);
  else replay();
}
