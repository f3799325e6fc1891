import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { oneOfField, readConfig, urlField, type ConfigOf, type ConfigSchema, type Field } from './config';
import { COMMON_DEFAULTS, LOADINGS, THEMES } from './common-options';
import { LOCALES, type I18n } from './locale';
import { getRegistry, MOUNTED_BY, type Registry, type WidgetHandle } from './registry';
import { renderNow } from './render-now';

// Replaced at build time: whether a widget mounts itself when its script loads; false in bundles
// whose own code mounts them (the full page, the parity fixture, the server render).
declare const __OREBIT_AUTO_MOUNT__: boolean;
// Replaced at build time: this script's release (package version).
declare const __OREBIT_RELEASE__: string;
// Replaced at build time: true only in the official page's server render (widgets/page/server.tsx).
declare const __OREBIT_SERVER__: boolean;
// Replaced at build time: true only in the full page's bundle, which may find server-rendered roots.
declare const __OREBIT_HYDRATE__: boolean;

/**
 * On a host the server rendered (the official page): the release that rendered its declarative
 * shadow root. This release's script hydrates such a root in place; another release's empties it
 * and renders its own.
 */
export const SERVER_RENDERED = 'server-rendered';

/**
 * What the server render writes instead of a `style` attribute, which a strict CSP (no
 * 'unsafe-inline') would refuse: the same declarations, applied by a rule of the page's sheet that
 * selects this attribute, until hydration sets them as the client would and removes it.
 */
export const SERVER_STYLE = 'data-ob-style';

/**
 * The server render (widgets/page/server.tsx, and the embed page's, widgets/page/embed-server.tsx):
 * each defined widget's first render, with its default options or those given (by dataset key).
 */
export const serverRenders = new Map<string, (options?: Record<string, unknown>) => ReactNode>();

/** Options every widget takes besides its own. */
export type CommonConfig = {
  theme: (typeof THEMES)[number];
  /** The reader's language (`auto`: the host page's, then the browser's); see locale.ts. */
  locale: (typeof LOCALES)[number];
  /** API base; defaults to the origin the script was loaded from. */
  api: string;
  /** `lazy`: mount when the host nears the viewport, holding `height` px until then. */
  loading: (typeof LOADINGS)[number];
  /** The height (CSS px) a lazy widget reserves before it mounts; defaults to the widget's own. */
  height: number;
};

/** The props a widget component receives: its typed options, the common ones, and its language pack (none in English). */
export type WidgetProps<S extends ConfigSchema> = ConfigOf<S> & CommonConfig & { i18n?: I18n };

/** How a widget is defined besides its name and component. */
export interface WidgetOptions<S extends ConfigSchema> {
  /** Its options, read from data-* attributes or `Orebit.mount` options. */
  config: S;
  /**
   * Whether, with these options, the widget floats above the host page (a chat launcher): its root
   * then has no background and no containment, so its position:fixed parts follow the viewport.
   */
  overlay?: (config: ConfigOf<S>) => boolean;
  /** The height (px) a lazy widget reserves until it mounts: its height on a 1280 px page (default 480). */
  height?: number;
}

interface ShellProps {
  name: string;
  theme: CommonConfig['theme'];
  i18n: I18n | undefined;
  overlay: boolean;
  children?: ReactNode;
}

/** The root of every widget: theme wrapper and error boundary, so a failing widget stays in its box. */
class Shell extends Component<ShellProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    console.error(`[orebit] The ${this.props.name} widget failed and shows its error state instead:`, error);
  }

  override render() {
    return (
      <div
        className={this.props.overlay ? 'orebit-root orebit-overlay' : 'orebit-root'}
        data-theme={this.props.theme}
        data-widget={this.props.name}
        lang={this.props.i18n?.lang ?? 'en'}
        dir={this.props.i18n?.dir ?? 'ltr'}
      >
        {this.state.failed ? (
          <p role="alert" className="ob-error">
            This widget could not load. Please reload the page.
          </p>
        ) : (
          this.props.children
        )}
      </div>
    );
  }
}

/** A widget as it renders: its shell (theme, language, error boundary) around its view. */
function widgetElement<S extends ConfigSchema>(
  name: string,
  View: ComponentType<WidgetProps<S>>,
  props: WidgetProps<S>,
  floats: boolean,
): ReactNode {
  return (
    <Shell name={name} theme={props.theme} i18n={props.i18n} overlay={floats}>
      <View {...props} />
    </Shell>
  );
}

/**
 * A root the server rendered: the `<link>` that styled its first paint goes (the shared sheets are
 * adopted instead), then the client's first render adopts the nodes the parser made, and the
 * server's stand-ins for style attributes become the inline styles the client sets.
 */
function hydrateServerRoot(root: ShadowRoot, node: ReactNode): Root {
  for (const child of [...root.children]) if (child.localName === 'link') child.remove();
  // React's types list elements and documents only; preact (and react-dom) hydrate a shadow root as createRoot renders one.
  const reactRoot = hydrateRoot(root as unknown as Element, node);
  for (const el of root.querySelectorAll<HTMLElement>(`[${SERVER_STYLE}]`)) {
    el.style.cssText = el.getAttribute(SERVER_STYLE)!;
    el.removeAttribute(SERVER_STYLE);
  }
  return reactRoot;
}

/** A defined widget, as mounting needs it. */
interface Definition<S extends ConfigSchema> {
  registry: Registry;
  name: string;
  View: ComponentType<WidgetProps<S>>;
  /** Its options: the common ones, then its own (widgetSchema). */
  schema: S & ReturnType<typeof commonSchema>;
  /** Where this release's language packs are: `${packBase}<locale>/<name>.js`. */
  packBase: string;
  overlay?: (config: ConfigOf<S>) => boolean;
}

/** A host's shadow root, ours to render in: `hydrate` when it holds this release's server render. */
type Claim = { root: ShadowRoot; hydrate: boolean };

/**
 * Takes `host`'s shadow root for this widget: a new one; one this registry made before; or the
 * declarative root of the server render (this release's: hydrated, its nodes kept; another
 * release's, from a page cached across a deploy: emptied and rendered anew). A root another
 * release's script made is left alone, and so is an element that cannot have a shadow root.
 */
function claimRoot(registry: Registry, name: string, host: HTMLElement): Claim | undefined {
  const marked = host as HTMLElement & { [MOUNTED_BY]?: number };
  const serverRendered =
    __OREBIT_HYDRATE__ && !!host.shadowRoot && marked[MOUNTED_BY] === undefined && host.hasAttribute(SERVER_RENDERED);
  const hydrate = serverRendered && host.getAttribute(SERVER_RENDERED) === __OREBIT_RELEASE__;
  if (serverRendered && !hydrate) host.shadowRoot!.replaceChildren();
  if (host.shadowRoot && !serverRendered && marked[MOUNTED_BY] !== registry.protocol) {
    registry.warnOnce(`${name}: <${host.localName}> shows another release's widget; left alone.`);
    return;
  }
  try {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    marked[MOUNTED_BY] = registry.protocol;
    root.adoptedStyleSheets = [registry.baseSheet, registry.styles.sheet];
    return { root, hydrate };
  } catch (error) {
    console.error(`[orebit] Cannot mount ${name} into <${host.localName}>: use a <div> or <orebit-${name}>.`, error);
  }
}

/** A pack that is no use: it failed to load, or `auto` found English. (Named states are numbers: a minifier keeps strings whole.) */
const ENGLISH = 0;
/** A language pack, as this script has it: loading, loaded, or ENGLISH. */
type PackState = Promise<void> | I18n | typeof ENGLISH;

/** The language packs this script has asked for, by `<locale>/<widget>`. */
const packs: Record<string, PackState> = {};

/** Widget `name`'s pack for `locale`: asked for the first time here, then as it stands. */
function languagePack(packBase: string, locale: string, name: string, warn: (message: string) => void): PackState {
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

const NOOP_HANDLE: WidgetHandle = { update() {}, destroy() {} };

/**
 * Mounts `definition`'s widget into `host` with `options` over its data-* attributes (or updates
 * the widget already there), and returns its handle. Each paint reads the options, then: a lazy
 * widget far from the viewport holds its height; a language whose pack is loading holds it too
 * (or keeps what is on show); otherwise the widget renders, or hydrates the server's root.
 */
function mountInto<S extends ConfigSchema>(
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
  // Until the first render: whether it hydrates the server's root (only the full page's bundle can).
  let hydrating = __OREBIT_HYDRATE__ && claim.hydrate;
  let overrides: Record<string, unknown> = { ...options };
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
    // Holds the widget's height (none for one that floats), so nothing below it moves when it shows.
    const hold = () => render(<div style={{ height: floats ? 0 : props.height }} />);
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
      hydrating = false;
      reactRoot = hydrateServerRoot(root, node);
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
  } catch (error) {
    console.error(`[orebit] The ${name} widget failed to mount:`, error);
  }
  performance.mark(`orebit:${name}:mounted`);
  return handle;
}

/** A height in CSS pixels: a positive number, or numeric text ("560"). */
function heightField(fallback: number): Field<number> {
  return {
    default: fallback,
    expects: 'a height in px',
    parse: (raw) => ((raw as number) > 0 ? +(raw as number) : undefined),
  };
}

/** The options every widget takes: the API at `origin` by default, `height` px reserved when lazy. */
function commonSchema(origin: string, height: number) {
  return {
    theme: oneOfField(THEMES, COMMON_DEFAULTS.theme),
    locale: oneOfField(LOCALES, COMMON_DEFAULTS.locale),
    api: urlField(origin),
    loading: oneOfField(LOADINGS, COMMON_DEFAULTS.loading),
    height: heightField(height),
  };
}

/** A widget's options: the common ones, then its own. */
function widgetSchema<S extends ConfigSchema>(origin: string, options: WidgetOptions<S>) {
  return { ...commonSchema(origin, options.height ?? 480), ...options.config };
}

function defineElement(registry: Registry, name: string): void {
  const tag = `orebit-${name}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        // The official page's server-rendered sections hydrate in their turn (widgets/page/index.ts).
        if (!(__OREBIT_HYDRATE__ && this.hasAttribute(SERVER_RENDERED))) registry.mount(this, name);
      }
      disconnectedCallback() {
        // A microtask later, so an element that is only moved keeps its widget.
        queueMicrotask(() => {
          if (!this.isConnected) registry.instances.get(this)?.handle.destroy();
        });
      }
    },
  );
}

function whenParsed(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
  else queueMicrotask(fn);
}

/**
 * Puts the widget a script tag creates in the tag's place: the host takes the tag's spot among
 * the post's blocks (first and last child alike, as theme rules such as `> :first-child` see it)
 * and keeps the tag inside, where it shows nothing. A lone tag that a CMS wrapped in a paragraph
 * (WordPress's wpautop does) gives up the paragraph's spot, so the widget is a block of its own.
 */
function takePlaceOf(script: HTMLScriptElement, host: HTMLElement): void {
  const parent = script.parentElement!;
  // Alone: no text (a script with a src has none) and no element but the tag and line breaks.
  const spot =
    parent.localName === 'p' && !parent.textContent!.trim() && !parent.querySelector(':not(script,br)')
      ? parent
      : script;
  spot.replaceWith(host);
  host.append(spot);
}

/**
 * Defines widget `name`: mounts it into every `[data-orebit-widget="name"]` on the page (now and
 * later) or, when there is none, in the place of the script tag that loaded it; defines `<orebit-name>`;
 * makes it mountable through `Orebit.mount`. Loading the same script again does nothing.
 */
export function defineWidget<S extends ConfigSchema>(
  name: string,
  View: ComponentType<WidgetProps<S>>,
  options: WidgetOptions<S>,
): void {
  if (__OREBIT_SERVER__) {
    const schema = widgetSchema('http://localhost', options);
    serverRenders.set(name, (given) => {
      // An invalid option is the page's to report, in the reader's console (the client reads it again).
      const props = readConfig(schema, given ? [given] : [], () => {});
      return widgetElement(name, View, props as WidgetProps<S>, options.overlay?.(props) ?? false);
    });
    return;
  }
  try {
    performance.mark(`orebit:${name}:script`);
    // Only valid while the script runs for the first time: capture it now.
    const script = document.currentScript;
    const registry = getRegistry();
    if (registry.widgets.has(name)) return;
    // Where this script came from: the API's default origin, and its release's language packs.
    const origin = new URL(import.meta.url, location.href).origin;
    const packBase = `${origin}/widgets/v${__OREBIT_RELEASE__}/locales/`;
    const schema = widgetSchema(origin, options);
    registry.widgets.set(name, {
      name,
      mount: (host, mountOptions) =>
        mountInto({ registry, name, View, schema, packBase, overlay: options.overlay }, host, mountOptions),
    });
    defineElement(registry, name);
    if (!__OREBIT_AUTO_MOUNT__) return;
    whenParsed(() => {
      const named = registry.scan(document, name);
      if (named || !(script instanceof HTMLScriptElement) || !script.isConnected) return;
      for (const instance of registry.instances.values()) if (instance.name === name) return;
      const host = document.createElement(`orebit-${name}`);
      // Its options, and its place in the page's layout (`class="alignwide"`).
      for (const attr of script.attributes)
        if (attr.name.startsWith('data-') || attr.name === 'class') host.setAttribute(attr.name, attr.value);
      if (document.body?.contains(script)) takePlaceOf(script, host);
      else document.body?.append(host);
    });
  } catch (error) {
    console.error(`[orebit] Could not define the ${name} widget:`, error);
  }
}
