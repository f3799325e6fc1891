// Client mounting: a defined widget into a host element, in steps — claim the host's shadow root,
// read the options, wait for the viewport (lazy), load the language pack, paint — with the handle
// that updates and destroys it. The full page's bundle adds the taking over of server-rendered
// roots (hydrate.tsx); a partner's script carries none of that code.
import type { ComponentType, ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readConfig, type ConfigOf, type ConfigSchema } from './config';
import type { I18n } from './locale';
import { widgetElement, type HeightOf, type WidgetProps, type WidgetSchema } from './widget-shell';
import { MOUNTED_BY, NOOP_HANDLE, type Registry, type WidgetHandle } from './registry';
import { renderNow } from './render-now';
import { createBaseSheet } from './sheets';

/** A defined widget, as mounting needs it. */
export interface Definition<S extends ConfigSchema> {
  registry: Registry;
  name: string;
  View: ComponentType<WidgetProps<S>>;
  /** Its options: the common ones, then its own (widgetSchema). */
  schema: WidgetSchema<S>;
  /** Where this release's language packs are: `${packBase}<locale>/<name>.js`. */
  packBase: string;
  overlay?: (config: ConfigOf<S>) => boolean;
}

/**
 * How a bundle takes over the server render's roots (hydrate.tsx's, in the full page's bundle only):
 * for a host that holds one, `hydrate` for this release's root, or null when it held another
 * release's, now emptied; undefined for a host that holds none.
 */
export type ServerRoots = (host: HTMLElement) => Hydrate | null | undefined;
/** The first render of a server-rendered root: it adopts the nodes the parser made. */
type Hydrate = (node: ReactNode) => Root;

let serverRoots: ServerRoots | undefined;

/** Lets this bundle's mounting take over the server render's roots (hydrate.tsx calls it). */
export function takeOverServerRoots(roots: ServerRoots): void {
  serverRoots = roots;
}

/** A host's shadow root, ours to render in, and how to hydrate it when it holds this release's server render. */
type Claim = { root: ShadowRoot; hydrate?: Hydrate | null };

/**
 * Takes `host`'s shadow root for this widget: a new one; one this registry made before; or, in the
 * full page's bundle, the declarative root of the server render (serverRoots). A root another
 * release's script made is left alone, and so is an element that cannot have a shadow root.
 */
function claimRoot(registry: Registry, name: string, host: HTMLElement): Claim | undefined {
  const marked = host as HTMLElement & { [MOUNTED_BY]?: number };
  const hydrate = __OREBIT_HYDRATE__ && marked[MOUNTED_BY] === undefined ? serverRoots?.(host) : undefined;
  if (host.shadowRoot && hydrate === undefined && marked[MOUNTED_BY] !== registry.protocol) {
    registry.warnOnce(`${name}: <${host.localName}> shows another release's widget; left alone.`);
    return;
  }
  try {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    marked[MOUNTED_BY] = registry.protocol;
    // A root hydrated in place keeps the stylesheet the server linked (hydrate.tsx).
    if (!hydrate) root.adoptedStyleSheets = [(registry.baseSheet ??= createBaseSheet()), registry.styles.sheet];
    return __OREBIT_HYDRATE__ ? { root, hydrate } : { root };
  } catch {
    // An element that cannot have a shadow root (<p>, <img>…): said once, as any misuse.
    registry.warnOnce(`${name}: <${host.localName}> cannot hold a widget.`);
  }
}

/** A pack that is no use: it failed to load, or `auto` found English. (Named states are numbers: a minifier keeps strings whole.) */
const ENGLISH = 0;
/** A language pack, as this script has it: loading, loaded, or ENGLISH. */
type PackState = Promise<void> | I18n | typeof ENGLISH;

/** The language packs this script has asked for, by `<locale>/<widget>`. */
const packs: Record<string, PackState> = {};

/**
 * Widget `name`'s pack for `locale`: asked for the first time here, then as it stands. Once a
 * loading pack's promise settles, the pack is here (the official page's script waits on it).
 */
export function languagePack(
  packBase: string,
  locale: string,
  name: string,
  warn: (message: string) => void,
): PackState {
  const key = `${locale}/${name}`;
  return (packs[key] ??= import(/* @vite-ignore */ `${packBase}${key}.js`).then(
    (module: { default: I18n | typeof ENGLISH }) => void (packs[key] = module.default),
    (error) => {
      packs[key] = ENGLISH;
      warn(`${key}: ${error}; showing English.`);
    },
  ));
}

/** A lazy widget not looked at yet, and one near the viewport (it shows). */
const UNSEEN = 0;
const NEAR = 1;
/** Where a lazy widget stands: UNSEEN, waiting for the viewport (its observer), or NEAR. */
type LazyState = typeof UNSEEN | IntersectionObserver | typeof NEAR;

/**
 * Mounts `definition`'s widget into `host` with `options` over its data-* attributes (or updates
 * the widget already there), and returns its handle. Each paint reads the options, then: a lazy
 * widget far from the viewport holds its height; a language whose pack is loading holds it too
 * (or keeps what is on show); otherwise the widget renders, or hydrates the server's root.
 */
export function mountInto<S extends ConfigSchema>(
  definition: Definition<S>,
  host: HTMLElement,
  options: Record<string, unknown> | undefined,
): WidgetHandle {
  const { registry, name, View, schema, packBase, overlay } = definition;
  const existing = registry.instances.get(host);
  if (existing) {
    if (options) existing.handle.update(options);
    return existing.handle;
  }
  const claim = claimRoot(registry, name, host);
  if (!claim) return NOOP_HANDLE;
  const { root } = claim;
  // Until the first render: how it hydrates the server's root (only the full page's bundle can).
  let hydrating = __OREBIT_HYDRATE__ && claim.hydrate;
  // A server-rendered root hydrates as the server rendered it, from its host's attributes; options
  // given to Orebit.mount are an update after that (hydration keeps what it finds, attributes too).
  let overrides: Record<string, unknown> = __OREBIT_HYDRATE__ && hydrating ? {} : { ...options };
  // Created by the first render: a hydrating root for a server-rendered widget.
  let reactRoot: Root | undefined;
  const render = (node: ReactNode) => renderNow((reactRoot ??= createRoot(root)), node);
  let lazy: LazyState = UNSEEN;
  // Whether the widget itself (not a placeholder) is on show.
  let shown = false;

  /** Whether a lazy widget must wait for the viewport: it then starts watching for it. */
  const waitsForViewport = (): boolean => {
    if (lazy === NEAR) return false;
    // Within 300 px of the viewport, or above it (scroll anchoring keeps the reader's place): now.
    if (host.getBoundingClientRect().top < innerHeight + 300) {
      lazy = NEAR;
      return false;
    }
    if (lazy === UNSEEN) {
      lazy = new IntersectionObserver(
        (entries, observer) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          lazy = NEAR;
          handle.update({});
        },
        { rootMargin: '300px' },
      );
      lazy.observe(host);
    }
    return true;
  };

  const paint = () => {
    const warn = (m: string) => registry.warnOnce(`${name}: ${m}`);
    const props = readConfig(schema, [{ ...host.dataset }, overrides], warn) as unknown as WidgetProps<S>;
    const floats = overlay?.(props) ?? false;
    // Holds the widget's height (none for one that floats), so nothing below it moves when it shows:
    // at least data-height, else the widget's own with these options (a number, or what its HeightOf
    // says), and the element's own children shown meanwhile — a snippet's reserving child, whose
    // height follows the width the host gives it (widgets/reserve.ts).
    const hold = (height = props.height) =>
      render(
        <div style={{ minHeight: floats ? 0 : +height || (height as HeightOf<S>)(props) }}>
          <slot />
        </div>,
      );
    // A server-rendered root already shows the widget: it is hydrated now, with no placeholder.
    if (props.loading === 'lazy' && !hydrating && waitsForViewport()) return hold();
    if (props.locale !== 'en') {
      const pack = languagePack(packBase, props.locale, name, warn);
      if (pack instanceof Promise) {
        // Until it loads: the reserved height on the first paint (no English shows first); a widget
        // on show keeps showing, with its state, and changes language in place once it has loaded.
        void pack.then(() => handle.update({}));
        if (!shown && !hydrating) hold();
        return;
      }
      if (pack !== ENGLISH) props.i18n = pack;
    }
    shown = true;
    const node = widgetElement(name, View, props, floats);
    registry.styles.flush();
    if (__OREBIT_HYDRATE__ && hydrating) {
      reactRoot = hydrating(node);
      hydrating = null;
    } else render(node);
    registry.styles.flush();
  };

  // data-* attributes stay live: a new data-theme re-styles the widget in place, keeping its state.
  const attributes = new MutationObserver((records) => {
    if (records.some((record) => record.attributeName!.startsWith('data-'))) handle.update({});
  });
  attributes.observe(host, { attributes: true });

  const handle: WidgetHandle = {
    update(next) {
      if (!registry.instances.has(host)) return;
      overrides = { ...overrides, ...next };
      paint();
    },
    destroy() {
      if (!registry.instances.has(host)) return;
      registry.instances.delete(host);
      attributes.disconnect();
      if (lazy instanceof IntersectionObserver) lazy.disconnect();
      reactRoot?.unmount();
    },
  };
  registry.instances.set(host, { name, handle });
  try {
    paint();
    if (__OREBIT_HYDRATE__ && claim.hydrate && options) handle.update(options);
  } catch (error) {
    console.error(`[orebit] The ${name} widget failed to mount:`, error);
  }
  performance.mark(`orebit:${name}:mounted`);
  return handle;
}
