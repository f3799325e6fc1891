import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { oneOfField, readConfig, urlField, type ConfigOf, type ConfigSchema, type Field } from './config';
import { LOCALES, type I18n } from './locale';
import { getRegistry, MOUNTED_BY, type Registry, type WidgetHandle } from './registry';
import { renderNow } from './render-now';

// Replaced at build time: true only in the full-page bundle, which mounts every section itself.
declare const __OREBIT_PAGE__: boolean;
// Replaced at build time: this script's release (package version).
declare const __OREBIT_RELEASE__: string;
// Replaced at build time: true only in the official page's server render (widgets/page/server.tsx).
declare const __OREBIT_SERVER__: boolean;

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

/** The server render (widgets/page/server.tsx): each defined widget's first render, with its default options. */
export const serverRenders = new Map<string, () => ReactNode>();

/** Options every widget takes besides its own. */
export type CommonConfig = {
  theme: 'dark' | 'light' | 'auto';
  /** The reader's language (`auto`: the host page's, then the browser's); see locale.ts. */
  locale: (typeof LOCALES)[number];
  /** API base; defaults to the origin the script was loaded from. */
  api: string;
  /** `lazy`: mount when the host nears the viewport, holding `height` px until then. */
  loading: 'eager' | 'lazy';
  /** The height (CSS px) a lazy widget reserves before it mounts; defaults to the widget's own. */
  height: number;
};

/** The props a widget component receives: its typed options, the common ones, and its language pack (none in English). */
export type WidgetProps<S extends ConfigSchema> = ConfigOf<S> & CommonConfig & { i18n?: I18n };

/**
 * The language packs this script has asked for, by `<locale>/<widget>`: loading (a promise),
 * loaded, or 0 when there is none to use (it could not be loaded, or `auto` found English).
 */
const packs: Record<string, Promise<unknown> | I18n | 0> = {};

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

function mountInto<S extends ConfigSchema>(
  registry: Registry,
  name: string,
  View: ComponentType<WidgetProps<S>>,
  schema: S & { theme: unknown; api: unknown },
  packBase: string,
  overlay: ((config: ConfigOf<S>) => boolean) | undefined,
  host: HTMLElement,
  options: Record<string, unknown> | undefined,
): WidgetHandle {
  const existing = registry.instances.get(host);
  if (existing) {
    if (options) existing.handle.update(options);
    return existing.handle;
  }
  let overrides: Record<string, unknown> = { ...options };
  const marked = host as HTMLElement & { [MOUNTED_BY]?: number };
  // A declarative shadow root from the server render, no script has mounted yet: ours to take.
  const serverRendered = !!host.shadowRoot && marked[MOUNTED_BY] === undefined && host.hasAttribute(SERVER_RENDERED);
  // Rendered by this release: hydrated, its nodes kept. By another (a page cached across a
  // deploy): emptied and rendered anew.
  let hydrating = serverRendered && host.getAttribute(SERVER_RENDERED) === __OREBIT_RELEASE__;
  if (serverRendered && !hydrating) host.shadowRoot!.replaceChildren();
  if (host.shadowRoot && !serverRendered && marked[MOUNTED_BY] !== registry.protocol) {
    // Another release (another registry protocol) shows its widget here: leave it alone.
    registry.warnOnce(`${name}: <${host.localName}> shows another release's widget; left alone.`);
    return { update() {}, destroy() {} };
  }
  let root: ShadowRoot;
  try {
    root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    marked[MOUNTED_BY] = registry.protocol;
  } catch (error) {
    console.error(`[orebit] Cannot mount ${name} into <${host.localName}>: use a <div> or <orebit-${name}>.`, error);
    return { update() {}, destroy() {} };
  }
  root.adoptedStyleSheets = [registry.baseSheet, registry.styles.sheet];
  // Created by the first render: a hydrating root for a server-rendered widget.
  let reactRoot: Root | undefined;
  const render = (node: ReactNode) => renderNow((reactRoot ??= createRoot(root)), node);

  // Until a lazy widget nears the viewport: the observer that waits for it.
  let waiting: IntersectionObserver | undefined | 0;
  // Whether the widget itself (not a placeholder) is on show.
  let shown = false;
  const paint = () => {
    const warn = (m: string) => registry.warnOnce(`${name}: ${m}`);
    const props = readConfig(schema, [{ ...host.dataset }, overrides], warn) as unknown as WidgetProps<S>;
    const floats = overlay?.(props) ?? false;
    // Hold the widget's height (none for one that floats), so nothing below it moves when it mounts.
    const hold = () => render(<div style={{ height: floats ? 0 : props.height }} />);
    // A server-rendered root already shows the widget: it is hydrated now, with no placeholder.
    if (props.loading === 'lazy' && waiting !== 0 && !hydrating) {
      // Already within 300px of the viewport, or above it (scroll anchoring keeps the reader's
      // place): it mounts now, with no placeholder frame.
      if (host.getBoundingClientRect().top < innerHeight + 300) waiting = 0;
      else {
        // Mount 300px early.
        hold();
        waiting ||= new IntersectionObserver(
          (entries, observer) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            waiting = 0;
            handle.update({});
          },
          { rootMargin: '300px' },
        );
        waiting.observe(host);
        return;
      }
    }
    if (props.locale !== 'en') {
      const key = `${props.locale}/${name}`;
      const pack = (packs[key] ??= import(/* @vite-ignore */ `${packBase}${key}.js`).then(
        (module: { default: I18n | 0 }) => (packs[key] = module.default),
        (error) => {
          packs[key] = 0;
          warn(`${key}: ${error}; showing English.`);
        },
      ));
      if (pack instanceof Promise) {
        // Until it loads: the reserved height on the first paint (no English shows first); a widget
        // on show keeps showing, with its state, and changes language in place once it has loaded.
        void pack.then(() => handle.update({}));
        if (!shown && !hydrating) hold();
        return;
      }
      if (pack) props.i18n = pack;
    }
    shown = true;
    const node = widgetElement(name, View, props, floats);
    if (hydrating) {
      hydrating = false;
      registry.styles.flush();
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
      if (waiting) waiting.disconnect();
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

/** A widget's options: the common ones (the API at `origin` by default), then its own. */
function widgetSchema<S extends ConfigSchema>(origin: string, options: WidgetOptions<S>) {
  return {
    theme: oneOfField(['dark', 'light', 'auto'], 'dark'),
    locale: oneOfField(LOCALES, 'en'),
    api: urlField(origin),
    loading: oneOfField(['eager', 'lazy'], 'eager'),
    height: heightField(options.height ?? 480),
    ...options.config,
  };
}

function defineElement(registry: Registry, name: string): void {
  const tag = `orebit-${name}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        // The official page's server-rendered sections hydrate in their turn (widgets/page/index.ts).
        if (!this.hasAttribute(SERVER_RENDERED)) registry.mount(this, name);
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
    serverRenders.set(name, () => {
      const props = readConfig(schema, [], (message) => console.warn(`[orebit] ${name}: ${message}`));
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
        mountInto(registry, name, View, schema, packBase, options.overlay, host, mountOptions),
    });
    defineElement(registry, name);
    if (__OREBIT_PAGE__) return;
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
