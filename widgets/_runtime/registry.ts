import { createPageBus, type BusEvents, type PageBus } from './bus';
import type { QueryCache } from './query-cache';
import { createBaseSheet, createSharedSheet, type SharedSheet } from './sheets';

/** A mounted widget, as `Orebit.mount` returns it. */
export interface WidgetHandle {
  /** Merges new options over the current ones and re-renders. */
  update(options: Record<string, unknown>): void;
  /** Unmounts the widget and frees everything it held. */
  destroy(): void;
}

/** A widget a loaded script has defined. */
export interface WidgetDefinition {
  readonly name: string;
  mount(host: HTMLElement, options?: Record<string, unknown>): WidgetHandle;
}

/** The page-wide registry behind `window.Orebit`: one per page, whatever scripts are loaded. */
export interface Registry {
  readonly version: 1;
  readonly bus: PageBus;
  /** Listens to a page event: a public widget event (`calculator:calculate`, …), `navigate` or `toast`. */
  on<K extends keyof BusEvents>(type: K, handler: (detail: BusEvents[K]) => void): void;
  /** Listens to every page event: `handler(type, detail)`. */
  on(type: '*', handler: (type: keyof BusEvents, detail: BusEvents[keyof BusEvents]) => void): void;
  /** Stops the `handler` given to `on`. */
  off<K extends keyof BusEvents>(type: K, handler: (detail: BusEvents[K]) => void): void;
  off(type: '*', handler: (type: keyof BusEvents, detail: BusEvents[keyof BusEvents]) => void): void;
  /** The page-wide query cache, created by the first script that reads the API (use-query.ts). */
  queries?: QueryCache;
  /** The toast region's host, created by the first toast (toast.tsx). */
  toaster?: HTMLElement;
  /** True on the official full page (page.js), where every section's anchor is on the page. */
  fullPage: boolean;
  readonly styles: SharedSheet;
  readonly baseSheet: CSSStyleSheet;
  readonly widgets: Map<string, WidgetDefinition>;
  readonly instances: Map<Element, { name: string; handle: WidgetHandle }>;
  /** Mounts widget `name` into `el` (idempotent: a mounted element gets `update(options)`). */
  mount(el: Element, name: string, options?: Record<string, unknown>): WidgetHandle;
  /** Mounts every `[data-orebit-widget]` below `root` whose widget is defined; true if one names `only`. */
  scan(root?: ParentNode, only?: string): boolean;
  /** Logs `[orebit] message` once per page. */
  warnOnce(message: string): void;
}

declare global {
  interface Window {
    Orebit?: Registry;
  }
}

// The registry lives under a global symbol; `window.Orebit` is its public name when that is free.
const KEY = Symbol.for('orebit.registry');
type Holder = { [KEY]?: Registry };

const NOOP_HANDLE: WidgetHandle = { update() {}, destroy() {} };

function createRegistry(): Registry {
  const warned = new Set<string>();
  const widgets = new Map<string, WidgetDefinition>();
  const instances = new Map<Element, { name: string; handle: WidgetHandle }>();

  const bus = createPageBus();
  const registry: Registry = {
    version: 1,
    bus,
    on: bus.on,
    off: bus.off,
    fullPage: false,
    styles: createSharedSheet(),
    baseSheet: createBaseSheet(),
    widgets,
    instances,
    mount(el, name, options) {
      const definition = widgets.get(name);
      if (!definition) {
        console.error(`[orebit] Widget "${name}" is not loaded: add <script src="…/widgets/${name}.js" async></script> first.`);
        return NOOP_HANDLE;
      }
      if (!(el instanceof HTMLElement)) {
        console.error(`[orebit] Orebit.mount needs an HTML element to mount "${name}" into.`);
        return NOOP_HANDLE;
      }
      return definition.mount(el, options);
    },
    scan(root = document, only) {
      let named = false;
      for (const el of root.querySelectorAll<HTMLElement>('[data-orebit-widget]')) {
        const name = el.dataset.orebitWidget ?? '';
        if (name === only) named = true;
        if (widgets.has(name) && !instances.has(el)) registry.mount(el, name);
      }
      return named;
    },
    warnOnce(message) {
      if (warned.has(message)) return;
      warned.add(message);
      console.warn(`[orebit] ${message}`);
    },
  };

  // Pick up targets a CMS or SPA adds later; free instances whose host left the page.
  let sweepQueued = false;
  const sweep = () => {
    sweepQueued = false;
    for (const [host, instance] of instances) if (!host.isConnected) instance.handle.destroy();
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const name = node.dataset.orebitWidget;
        if (name && widgets.has(name) && !instances.has(node)) registry.mount(node, name);
        if (node.firstElementChild) registry.scan(node);
      }
      if (record.removedNodes.length && instances.size && !sweepQueued) {
        // A microtask later, so an element that is only moved keeps its widget.
        sweepQueued = true;
        queueMicrotask(sweep);
      }
    }
  }).observe(document, { childList: true, subtree: true });

  return registry;
}

/** The page's registry, created by whichever widget script runs first. */
export function getRegistry(): Registry {
  const holder = window as unknown as Holder;
  let registry = holder[KEY];
  if (!registry) {
    registry = createRegistry();
    holder[KEY] = registry;
    if (window.Orebit === undefined) window.Orebit = registry;
    else console.warn('[orebit] window.Orebit is taken by the host page; the widgets still work, without the global.');
  }
  return registry;
}
