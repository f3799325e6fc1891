import { createPageBus, type BusEvents, type PageBus } from './bus';
import type { QueryCache } from './query-cache';
import { createSharedSheet, type SharedSheet } from './sheets';

/** A mounted widget, as `Orebit.mount` returns it. */
export interface WidgetHandle {
  /** Merges new options over the current ones and re-renders. */
  update(options: Record<string, unknown>): void;
  /** Unmounts the widget and frees everything it held. */
  destroy(): void;
}

/** A widget a loaded script has defined. */
interface DefinedWidget {
  readonly name: string;
  /** True while its code is not loaded (the official page's sections below the first screen): a mount loads it first. */
  readonly lazy?: boolean;
  mount(host: HTMLElement, options?: Record<string, unknown>): WidgetHandle;
}

/** The page-wide registry behind `window.Orebit`: one per page, whatever scripts are loaded. */
export interface Registry {
  /** Its protocol (REGISTRY_PROTOCOL of the script that created it). */
  readonly protocol: number;
  /** The release (package version) of the script that created it. */
  readonly release: string;
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
  /** The toast region's host, created as the first widget that raises toasts mounts, or by the first toast (toast.tsx). */
  toaster?: HTMLElement;
  /** True on the official full page (page.js and its sections' modules), where every section's anchor is on the page; absent elsewhere. */
  fullPage?: boolean;
  readonly styles: SharedSheet;
  /**
   * The constant base sheet (sheets.ts), made by the first script that adopts it into a root (createBaseSheet):
   * none while only the floating concierge's facade has run, which draws its launcher without it.
   */
  baseSheet?: CSSStyleSheet;
  readonly widgets: Map<string, DefinedWidget>;
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

/**
 * The registry's protocol. Scripts of one protocol share one registry and the objects in it (bus,
 * query cache, stylesheets, widget definitions, instances), whatever their release; a script of
 * another protocol keeps a registry of its own and never touches them. Bump it when a shared
 * object changes so that another release's code could not use it as it is.
 *   1: release 0.1.0 (under Symbol.for('orebit.registry'))
 *   2: 0.2.0: the query cache's refetch after a write supersedes a poll in flight
 *   3: 0.4.0: the base sheet is made by the first script that adopts it (sheets.ts createBaseSheet),
 *      not with the registry: the floating concierge's facade makes registries without it
 */
export const REGISTRY_PROTOCOL: number = 3;

/** The global key of this protocol's registry (protocol 1's was `Symbol.for('orebit.registry')`): a property of `window`. */
export const KEY = Symbol.for(`orebit.registry.${REGISTRY_PROTOCOL}`);
/** Every registry on the page (from protocol 2 on), so that releases can see each other. */
const RELEASES = Symbol.for('orebit.releases');
/** On a widget's host element: the protocol of the registry that mounted it. */
export const MOUNTED_BY = Symbol.for('orebit.protocol');
type Holder = Window & { [key: symbol]: unknown; [RELEASES]?: Array<{ protocol: number; release: string }> };

/** The handle of a widget that did not mount: it does nothing. */
export const NOOP_HANDLE: WidgetHandle = { update() {}, destroy() {} };

function createRegistry(): Registry {
  const warned = new Set<string>();
  const widgets = new Map<string, DefinedWidget>();
  const instances = new Map<Element, { name: string; handle: WidgetHandle }>();

  const bus = createPageBus();
  const registry: Registry = {
    protocol: REGISTRY_PROTOCOL,
    release: __OREBIT_RELEASE__,
    bus,
    on: bus.on,
    off: bus.off,
    styles: createSharedSheet(),
    widgets,
    instances,
    mount(el, name, options) {
      const definition = widgets.get(name);
      if (!definition) {
        console.error(
          `[orebit] Widget "${name}" is not loaded: add <script src="…/widgets/${name}.js" async></script> first.`,
        );
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

/**
 * The server render's registry (widgets/server/page.tsx, in Node, no DOM): it collects the CSS the
 * widgets' modules add and gives their first render what it reads (the bus; use-query.ts gives it
 * a query cache that fetches nothing).
 */
function createServerRegistry(): Registry {
  const bus = createPageBus();
  return {
    protocol: REGISTRY_PROTOCOL,
    release: __OREBIT_RELEASE__,
    bus,
    on: bus.on,
    off: bus.off,
    fullPage: true,
    // Its CSSStyleSheet is never asked for here, so none is made.
    styles: createSharedSheet(),
    widgets: new Map(),
    instances: new Map(),
    mount: () => NOOP_HANDLE,
    scan: () => false,
    warnOnce: (message) => console.warn(`[orebit] ${message}`),
  };
}
let serverRegistry: Registry | undefined;

/** The page's registry of this protocol, created by whichever of its scripts runs first. */
export function getRegistry(): Registry {
  if (__OREBIT_SERVER__) return (serverRegistry ??= createServerRegistry());
  const holder = window as unknown as Holder;
  let registry = holder[KEY] as Registry | undefined;
  if (!registry) {
    registry = createRegistry();
    holder[KEY] = registry;
    const releases = (holder[RELEASES] ??= []);
    // Release 0.1.0 (protocol 1) did not list itself.
    if (holder[Symbol.for('orebit.registry')] && !releases.some((r) => r.protocol === 1))
      releases.push({ protocol: 1, release: '0.1.0' });
    const others = releases.filter((r) => r.protocol !== REGISTRY_PROTOCOL);
    releases.push({ protocol: REGISTRY_PROTOCOL, release: __OREBIT_RELEASE__ });
    if (holder.Orebit === undefined) holder.Orebit = registry;
    else if (!others.length)
      console.warn('[orebit] window.Orebit is taken by the host page; the widgets still work, without the global.');
    if (others.length) {
      const owner = holder.Orebit && 'release' in holder.Orebit ? holder.Orebit.release : others[0]!.release;
      console.warn(
        `[orebit] Release ${__OREBIT_RELEASE__} runs beside ${others.map((r) => r.release).join(', ')}: each keeps its own registry; window.Orebit is ${owner}'s.`,
      );
    }
  }
  return registry;
}
