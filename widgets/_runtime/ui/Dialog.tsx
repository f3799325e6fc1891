import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { styled } from '../styles';
import { t } from '../i18n';
import type { I18n } from '../locale';
import { CLOSE_LABEL } from '../runtime-texts';
import { keepToastsAbove } from '../toast';

/** Dialog's props: whether it is open, how it asks to close, its title and content. */
export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click on the overlay and on the close button; set `open` to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The language of its close button's name (English without). */
  i18n?: I18n | undefined;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),' +
  'textarea:not([disabled]),iframe,audio[controls],video[controls],' +
  '[contenteditable]:not([contenteditable="false"]),[tabindex]:not([tabindex="-1"])';

/**
 * The elements inside `scope` in tree order, those in its elements' open shadow roots included
 * (the toast region's, which moves into an open dialog: keepToastsAbove).
 */
function elementsIn(scope: ParentNode): Element[] {
  const found: Element[] = [];
  for (const el of scope.querySelectorAll('*')) {
    found.push(el);
    if (el.shadowRoot) found.push(...elementsIn(el.shadowRoot));
  }
  return found;
}

/** Whether Tab stops at `el`. */
const tabbable = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement &&
  el.matches(FOCUSABLE) &&
  el.tabIndex >= 0 &&
  el.getClientRects().length > 0 &&
  !el.closest('[inert]');

/** The focused element of the tree `el` lives in: a shadow root's own activeElement, not the host. */
function focusedIn(el: Node): Element | null {
  const root = el.getRootNode() as ShadowRoot | Document;
  return root.activeElement ?? null;
}

/** The focused element at or inside `dialog`, down through open shadow roots (the toast region's). */
function deepFocusIn(dialog: HTMLElement): Element | null {
  let focused = focusedIn(dialog);
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

const Panel = styled('dialog')`
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  margin: auto;
  padding: 24px;
  border: 1px solid var(--ob-border);
  border-radius: var(--ob-radius);
  background: var(--ob-background);
  color: var(--ob-text);
  font: inherit;
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.45);
  overflow: auto;
  &::backdrop { background: rgb(0 0 0 / 0.6); }
  & > h2 { font-size: var(--ob-l); line-height: 1.3; margin: 0 0 6px; margin-inline-end: 40px; }
  & > p { color: var(--ob-muted); margin-bottom: 16px; }
  & > [data-part='close'] {
    position: absolute;
    top: 12px;
    inset-inline-end: 12px;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--ob-muted);
    font-size: var(--ob-xl);
    line-height: 1;
    cursor: pointer;
  }
  & > [data-part='close']:hover { color: var(--ob-text); background: var(--ob-surface); }
`;

function OpenDialog({ onClose, title, description, children, i18n }: Omit<DialogProps, 'open'>) {
  const id = useId();
  const panel = useRef<HTMLDialogElement>(null);
  // The latest onClose, read when needed, so that a new callback each render re-runs no effect.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    const previous = focusedIn(dialog) ?? document.activeElement;
    // A modal <dialog> sits in the top layer: it covers the viewport although the widget root
    // has containment (container-type), which makes position:fixed relative to the widget box.
    // It also makes the rest of the page inert for pointer and assistive tech.
    let releaseToasts = () => {};
    try {
      dialog.showModal();
      // Over the page, the dialog's backdrop would dim a toast and make it inert.
      releaseToasts = keepToastsAbove(dialog);
    } catch {
      dialog.setAttribute('open', '');
    }
    const first = elementsIn(dialog).find(tabbable);
    (first ?? dialog).focus();
    // The browser may close a modal dialog itself (a repeated Escape); keep the owner in step.
    const onNativeClose = () => close.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      // While the dialog is still in the document: the toast region goes back to the page.
      releaseToasts();
      // Leave the top layer first: while the dialog is modal, the opener is inert and cannot take focus.
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = panel.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Handled here rather than by the native cancel, which the browser may not let us cancel.
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const all = elementsIn(dialog);
    const items = all.filter(tabbable);
    const first = items[0];
    const last = items[items.length - 1];
    const active = deepFocusIn(dialog);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (active instanceof HTMLElement && items.includes(active)) {
      // Between the first and the last stop the browser moves focus; at either end it goes round.
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    // Focus is where Tab does not stop (the dialog itself, the toast region after F8): on from there.
    event.preventDefault();
    const at = active ? all.indexOf(active) : -1;
    const after = items.filter((el) => all.indexOf(el) > at);
    const before = items.filter((el) => all.indexOf(el) < at);
    (event.shiftKey ? (before[before.length - 1] ?? last) : (after[0] ?? first)).focus();
  };

  return (
    <Panel
      ref={panel}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event: MouseEvent<HTMLDialogElement>) => {
        // A click on the backdrop reaches the <dialog> itself, outside the panel's box.
        const dialog = panel.current;
        if (!dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (outside) close.current();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {description ? <p id={`${id}-description`}>{description}</p> : null}
      {children}
      <button type="button" data-part="close" aria-label={t(i18n, CLOSE_LABEL)} onClick={() => close.current()}>
        ×
      </button>
    </Panel>
  );
}

/**
 * A modal dialog inside the widget's shadow root: a dimmed overlay over the page and a panel
 * (role dialog, aria-modal, labelled by its title). Focus moves to its first control, Tab and
 * Shift+Tab stay inside, Escape and an overlay click close it, and focus returns to where it was.
 * The page's toasts show above it while it is open, within its reach (F8, Tab, pointer).
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}
