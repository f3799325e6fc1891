// The concierge's partner script (dist/widgets/concierge.js): a facade until the reader reaches for
// the chat (docs/embedding.md#the-floating-concierge, docs/choices.md#the-floating-concierge).
// Floating, it draws only the launcher — the chat's own markup, class, stylesheets and name — and
// loads the chat (chat.ts, a module of this release) on the reader's first hover, focus or press
// of it; the chat then draws the same launcher in its place (a focused one once the reader presses
// it or leaves it), and a press made before the chat arrived opens it when it does. Inline, or in
// another language, the chat loads at once.
import { registerWidget } from '../_runtime/define-widget';
import { getRegistry, MOUNTED_BY, type WidgetHandle } from '../_runtime/registry';
import { LAUNCHER_BASE_CSS } from '../_runtime/sheets';
import { CARD_TITLE } from './constants';
import { LAUNCHER_CSS, launcherIcon, OPEN_LABEL, PANEL_ID } from './launcher';

const NAME = 'concierge';

/** An element with attributes and children: HTML's, or in namespace `ns` (SVG's). */
function element(tag: string, attributes: Record<string, string>, children: Node[] = [], ns?: string) {
  const el = (ns ? document.createElementNS(ns, tag) : document.createElement(tag)) as HTMLElement;
  for (const name in attributes) el.setAttribute(name, attributes[name]!);
  el.append(...children);
  return el;
}

const registry = getRegistry();
const chatUrl = `${new URL(import.meta.url, location.href).origin}/widgets/v${__OREBIT_RELEASE__}/concierge-chat.js`;
/** How each host the launcher stands in for is handed to the chat. */
const standIns = new Set<() => void>();
let chat: Promise<void> | undefined;
/** Whether the chat is defined: the stand-ins then hand their hosts over as soon as they may. */
let defined = false;
const loadChat = () =>
  (chat ??= import(/* @vite-ignore */ chatUrl)
    .then((module: { defineChat(launcherCss: string): void }) => {
      // The chat's definition takes the stand-in's place, then each host.
      registry.widgets.delete(NAME);
      module.defineChat(LAUNCHER_CSS);
      defined = true;
      for (const handOver of standIns) handOver();
    })
    .catch((error) => console.error(`[orebit] The ${NAME} chat could not load:`, error)));

registerWidget(NAME, (host, options) => {
  // Mounted already (a script's scan, then Orebit.mount): as for any widget, the options are an update.
  const existing = registry.instances.get(host);
  if (existing) {
    if (options) existing.handle.update(options);
    return existing.handle;
  }
  let overrides: Record<string, unknown> = { ...options };
  let chatHandle: WidgetHandle | undefined;
  let clicked = false;
  let launcher: HTMLElement | undefined;
  const read = (key: string) => (overrides[key] ?? host.dataset[key]) as string | undefined;
  const listening = new AbortController();
  const signal = { signal: listening.signal };
  // A new data-* value is the chat's to apply.
  const attributes = new MutationObserver((records) => {
    if (records.some((record) => record.attributeName!.startsWith('data-'))) void loadChat();
  });
  const stop = () => {
    standIns.delete(handOver);
    listening.abort();
    attributes.disconnect();
    registry.instances.delete(host);
  };
  /**
   * Gives the host to the chat, which draws its own launcher in the same place; a press made
   * meanwhile opens it. A launcher with the focus and no press waits for the press or the blur,
   * so the element assistive technology announced stays the focused one until the reader acts.
   */
  const handOver = () => {
    if (launcher && !clicked && host.shadowRoot!.activeElement === launcher) return;
    stop();
    // A launcher the reader reached for is in view: the chat shows at once, however lazy its element.
    chatHandle = registry.mount(host, NAME, launcher ? { ...overrides, loading: 'eager' } : overrides);
    if (clicked) host.shadowRoot?.querySelector<HTMLElement>('.launcher')?.click();
  };
  standIns.add(handOver);
  if (read('mode') === 'floating' && (read('locale') ?? 'en') === 'en' && !host.shadowRoot) {
    try {
      const root = host.attachShadow({ mode: 'open' });
      (host as { [MOUNTED_BY]?: number })[MOUNTED_BY] = registry.protocol;
      // A sheet of its own: the launcher's part of the base sheet, which the chat brings whole
      // (sheets.ts), and its rules, which the chat puts in the page's shared sheet (launcher.ts).
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(LAUNCHER_BASE_CSS + LAUNCHER_CSS);
      root.adoptedStyleSheets = [sheet];
      const svg = 'http://www.w3.org/2000/svg';
      launcher = element(
        'button',
        {
          type: 'button',
          class: 'launcher',
          'aria-label': OPEN_LABEL,
          'aria-expanded': 'false',
          'aria-controls': PANEL_ID,
        },
        [
          element(
            'svg',
            {
              viewBox: '0 0 24 24',
              width: '26',
              height: '26',
              fill: 'none',
              stroke: 'currentColor',
              'stroke-width': '2',
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
              'aria-hidden': 'true',
            },
            [element('path', { d: launcherIcon(false) }, [], svg)],
            svg,
          ),
        ],
      );
      root.append(
        element(
          'div',
          {
            // The root the chat draws, but for its overlay class, whose rules this sheet has no need of.
            class: 'orebit-root',
            // Any value but light and auto is dark, as the chat reads it (a wrong one is the chat's to warn of).
            'data-theme': read('theme') ?? 'dark',
            lang: 'en',
            dir: 'ltr',
          },
          [
            element('div', { class: 'panel', id: PANEL_ID, role: 'dialog', 'aria-label': CARD_TITLE, hidden: '' }),
            launcher,
          ],
        ),
      );
      for (const type of ['pointerenter', 'focus', 'pointerdown']) launcher.addEventListener(type, loadChat, signal);
      launcher.addEventListener(
        'click',
        () => {
          clicked = true;
          if (defined) handOver();
          else void loadChat();
        },
        signal,
      );
      launcher.addEventListener('blur', () => defined && handOver(), signal);
      attributes.observe(host, { attributes: true });
    } catch {
      // An element that cannot have a shadow root: the chat's mounting says how to fix it.
      launcher = undefined;
    }
  }
  const handle: WidgetHandle = {
    update(next) {
      if (chatHandle) return chatHandle.update(next);
      overrides = { ...overrides, ...next };
      void loadChat();
    },
    destroy() {
      if (chatHandle) return chatHandle.destroy();
      stop();
      host.shadowRoot?.replaceChildren();
    },
  };
  registry.instances.set(host, { name: NAME, handle });
  if (!launcher) void loadChat();
  return handle;
});
