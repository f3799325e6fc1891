import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { oneOfField, readConfig, urlField, type ConfigOf, type ConfigSchema, type Field } from './config';
import { getRegistry, MOUNTED_BY, type Registry, type WidgetHandle } from './registry';
import { renderNow } from './render-now';

// Replaced at build time: true only in the full-page bundle, which mounts every section itself.
declare const __OREBIT_PAGE__: boolean;

/** Options every widget takes besides its own. */
export type CommonConfig = {
  theme: 'dark' | 'light' | 'auto';
  /** API base; defaults to the origin the script was loaded from. */
  api: string;
  /** `lazy`: mount when the host nears the viewport, holding `height` px until then. */
  loading: 'eager' | 'lazy';
  /** The height (CSS px) a lazy widget reserves before it mounts; defaults to the widget's own. */
  height: number;
};

/** The props a widget component receives: its typed options plus the common ones. */
export type WidgetProps<S extends ConfigSchema> = ConfigOf<S> & CommonConfig;

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
      <div className={this.props.overlay ? 'orebit-root orebit-overlay' : 'orebit-root'} data-theme={this.props.theme} data-widget={this.props.name}>
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

function mountInto<S extends ConfigSchema>(
  registry: Registry,
  name: string,
  View: ComponentType<WidgetProps<S>>,
  schema: S & { theme: unknown; api: unknown },
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
  if (host.shadowRoot && marked[MOUNTED_BY] !== registry.protocol) {
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
  const reactRoot = createRoot(root);

  // Until a lazy widget nears the viewport: the observer that waits for it.
  let waiting: IntersectionObserver | undefined | 0;
  const paint = () => {
    const config = readConfig(schema, [{ ...host.dataset }, overrides], (m) => registry.warnOnce(`${name}: ${m}`));
    const props = config as unknown as WidgetProps<S>;
    const floats = overlay?.(props) ?? false;
    if (props.loading == 'lazy' && waiting !== 0) {
      // Already within 300px of the viewport, or above it (scroll anchoring keeps the reader's
      // place): it mounts now, with no placeholder frame.
      if (host.getBoundingClientRect().top < innerHeight + 300) waiting = 0;
      else {
        // Hold the widget's height (none for one that floats), so nothing below it moves when it
        // mounts; mount 300px early.
        renderNow(reactRoot, <div style={{ height: floats ? 0 : props.height }} />);
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
    renderNow(
      reactRoot,
      <Shell name={name} theme={props.theme} overlay={floats}>
        <View {...props} />
      </Shell>,
    );
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
      reactRoot.unmount();
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
  return { default: fallback, expects: 'a height in px', parse: (raw) => ((raw as number) > 0 ? +(raw as number) : undefined) };
}

function defineElement(registry: Registry, name: string): void {
  const tag = `orebit-${name}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        registry.mount(this, name);
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
 * Defines widget `name`: mounts it into every `[data-orebit-widget="name"]` on the page (now and
 * later) or, when there is none, right after the script tag that loaded it; defines `<orebit-name>`;
 * makes it mountable through `Orebit.mount`. Loading the same script again does nothing.
 */
export function defineWidget<S extends ConfigSchema>(
  name: string,
  View: ComponentType<WidgetProps<S>>,
  options: WidgetOptions<S>,
): void {
  try {
    performance.mark(`orebit:${name}:script`);
    // Only valid while the script runs for the first time: capture it now.
    const script = document.currentScript;
    const registry = getRegistry();
    if (registry.widgets.has(name)) return;
    const schema = {
      theme: oneOfField(['dark', 'light', 'auto'], 'dark'),
      api: urlField(new URL(import.meta.url, location.href).origin),
      loading: oneOfField(['eager', 'lazy'], 'eager'),
      height: heightField(options.height ?? 480),
      ...options.config,
    };
    registry.widgets.set(name, {
      name,
      mount: (host, mountOptions) => mountInto(registry, name, View, schema, options.overlay, host, mountOptions),
    });
    defineElement(registry, name);
    if (__OREBIT_PAGE__) return;
    whenParsed(() => {
      const named = registry.scan(document, name);
      if (named || !(script instanceof HTMLScriptElement) || !script.isConnected) return;
      for (const instance of registry.instances.values()) if (instance.name === name) return;
      const host = document.createElement(`orebit-${name}`);
      for (const attr of script.attributes) if (attr.name.startsWith('data-')) host.setAttribute(attr.name, attr.value);
      if (document.body?.contains(script)) script.after(host);
      else document.body?.append(host);
    });
  } catch (error) {
    console.error(`[orebit] Could not define the ${name} widget:`, error);
  }
}
