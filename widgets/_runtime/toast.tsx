import { useEffect, useLayoutEffect, useState, type PointerEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToastEvent } from './bus';
import { t } from './i18n';
import type { I18n } from './locale';
import { getRegistry } from './registry';
import { announce } from './events';
import { renderNow } from './render-now';
import { CLOSE_LABEL, TOASTS_LABEL } from './runtime-texts';
import { styled } from './styles';
import { createBaseSheet } from './sheets';

// docs/behaviour.md#toasts: at most 1 toast at a time, shown 5000 ms, swipe right past 50 px to
// dismiss, F8 focuses the region, a dismissed toast is dropped from memory 1,000,000 ms later.
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5_000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

interface ShownToast extends ToastEvent {
  id: number;
  open: boolean;
}

const Region = styled('section')`
  position: fixed; inset: auto 16px 16px auto; z-index: 2147483000;
  width: min(380px, calc(100vw - 32px)); outline: none;
  & ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  & li {
    position: relative; display: grid; padding: 14px 16px; padding-inline-end: 40px; border-radius: 12px;
    background: var(--ob-surface); color: var(--ob-text); border: 1px solid var(--ob-border);
    box-shadow: 0 12px 32px rgb(0 0 0 / 0.35); touch-action: pan-y; user-select: none;
    transition: transform 150ms ease, opacity 150ms ease;
  }
  /* A fixed dark red: white text keeps its contrast in both themes. */
  & li[data-variant='destructive'] { background: #b91c1c; border-color: #b91c1c; color: #fff; }
  & li[data-swiping] { transition: none; }
  @media (prefers-reduced-motion: reduce) { & li { transition: none; } }
  & li > div { display: grid; gap: 4px; }
  & p { font-size: var(--ob-s); opacity: 0.9; }
  & button {
    position: absolute; top: 8px; inset-inline-end: 8px; width: 28px; height: 28px; border: 0; border-radius: 6px;
    background: transparent; color: inherit; cursor: pointer; font-size: var(--ob-l); line-height: 1;
  }
  & button:hover { background: rgb(255 255 255 / 0.12); }
`;

function ToastItem({ toast, onDismiss, close }: { toast: ShownToast; onDismiss: (id: number) => void; close: string }) {
  const [dx, setDx] = useState(0);
  // Where the pointer went down, while a swipe is under way.
  const [start, setStart] = useState<number | null>(null);
  // Layout effects run as the toast is committed, so its 5000 ms count from when it shows.
  useLayoutEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <li
      data-variant={toast.variant ?? 'default'}
      data-swiping={start !== null ? '' : undefined}
      style={{ transform: `translateX(${dx}px)`, opacity: String(1 - Math.min(dx, 200) / 250) }}
      onPointerDown={(e: PointerEvent<HTMLLIElement>) => {
        if ((e.target as Element).closest('button')) return;
        setStart(e.clientX);
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e: PointerEvent<HTMLLIElement>) => {
        if (start !== null) setDx(Math.max(0, e.clientX - start));
      }}
      onPointerUp={(e: PointerEvent<HTMLLIElement>) => {
        if (start === null) return;
        const moved = e.clientX - start;
        setStart(null);
        if (moved > TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
        else setDx(0);
      }}
      onPointerCancel={() => {
        setStart(null);
        setDx(0);
      }}
    >
      {/* Announced by the list's live region alone: a live role here too made some screen readers
          read the toast twice. */}
      <div>
        <strong>{toast.title}</strong>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
      <button type="button" aria-label={close} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** The page's toasts, updated from the bus synchronously so none is missed before the first render. */
interface ToastStore {
  toasts: ShownToast[];
  readonly listeners: Set<() => void>;
  dismiss(id: number): void;
}

function createToastStore(): ToastStore {
  let nextId = 1;
  const store: ToastStore = {
    toasts: [],
    listeners: new Set(),
    dismiss(id) {
      update(store.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
      setTimeout(() => update(store.toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
    },
  };
  const update = (toasts: ShownToast[]) => {
    store.toasts = toasts;
    for (const listener of store.listeners) listener();
  };
  getRegistry().bus.on('toast', (event) =>
    update([{ ...event, id: nextId++, open: true }, ...store.toasts].slice(0, TOAST_LIMIT)),
  );
  return store;
}

function Toaster({
  store,
  regionRef,
  i18n,
}: {
  store: ToastStore;
  regionRef: { current: HTMLElement | null };
  i18n: I18n | undefined;
}) {
  const [, rerender] = useState(0);
  // Subscribed as the region is committed (not a frame later), so no toast is missed.
  useLayoutEffect(() => {
    const listener = () => rerender((n) => n + 1);
    store.listeners.add(listener);
    listener();
    return () => void store.listeners.delete(listener);
  }, [store]);
  const close = t(i18n, CLOSE_LABEL);
  return (
    <Region ref={regionRef} tabIndex={-1} aria-label={t(i18n, TOASTS_LABEL)} role="region">
      {/* The page's one announcer of toasts; it exists before the first toast, so that one is read too. */}
      <ol aria-live="polite">
        {store.toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={store.dismiss} close={close} />
          ))}
      </ol>
    </Region>
  );
}

function ensureToaster(i18n: I18n | undefined): void {
  const registry = getRegistry();
  if (registry.toaster) return;
  const host = document.createElement('orebit-toaster');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [(registry.baseSheet ??= createBaseSheet()), registry.styles.sheet];
  (document.body ?? document.documentElement).append(host);
  const store = createToastStore();
  const region: { current: HTMLElement | null } = { current: null };
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'F8') return;
    e.preventDefault();
    region.current?.focus();
  });
  renderNow(
    createRoot(root),
    <div className="orebit-root orebit-overlay" data-theme="dark" lang={i18n?.lang} dir={i18n?.dir}>
      <Toaster store={store} regionRef={region} i18n={i18n} />
    </div>,
  );
  registry.styles.flush();
  registry.toaster = host;
}

/**
 * Creates the page's toast region (once per page) as a widget that can raise toasts mounts, so
 * that F8 reaches it and its announcer is in place before the first toast; its names in the
 * language of `i18n` (that widget's), English without.
 */
export function useToastRegion(i18n?: I18n): void {
  // A microtask after the commit: the region renders synchronously, which React does not allow
  // while it commits another root. (A later language finds the region made: it keeps its names.)
  useEffect(() => queueMicrotask(() => showRegion(i18n)), [i18n]);
}

function showRegion(i18n?: I18n): void {
  try {
    ensureToaster(i18n);
  } catch (error) {
    console.error('[orebit] Could not show the toast region:', error);
  }
}

/**
 * Keeps the page's toasts above `dialog`, a modal <dialog> just shown, until the returned function
 * is called. A modal dialog makes everything outside it inert, the toast region included, and a
 * popover shown after it is drawn above it but is just as inert (Chromium 156, Firefox 153 ESR and
 * WebKitGTK 2.50: whatwg/html#10811): so the region's host moves into the dialog while it is open,
 * where it is drawn over the backdrop, takes clicks and focus (F8, Tab) and is read out.
 */
export function keepToastsAbove(dialog: HTMLElement): () => void {
  let putBack: (() => void) | undefined;
  let done = false;
  // A microtask later: a region created now would render synchronously, which React does not
  // allow while it commits the dialog's root.
  queueMicrotask(() => {
    if (done || !dialog.isConnected) return;
    showRegion();
    const host = getRegistry().toaster;
    if (!host || host.parentNode === dialog) return;
    const parent = host.parentNode;
    const next = host.nextSibling;
    dialog.append(host);
    putBack = () => {
      // Back where it was, unless a dialog opened over this one holds it now.
      if (host.parentNode !== dialog) return;
      if (parent?.isConnected) parent.insertBefore(host, next?.parentNode === parent ? next : null);
      else (document.body ?? document.documentElement).append(host);
    };
  });
  return () => {
    done = true;
    putBack?.();
  };
}

/** Shows a toast in the page's one toast region (created on first use) by sending it on the bus. */
export function toast(event: ToastEvent): void {
  showRegion();
  announce('toast', event);
}
