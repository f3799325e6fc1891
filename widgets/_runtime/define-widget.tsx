// defineWidget: a widget's script registers it on the page and mounts it where the page asks for
// it (mount.tsx mounts). Which render modes a bundle has depends on what its entry imports: the full
// page's script adds hydration (hydrate.tsx), the server render the first render (first-render.tsx).
import type { ComponentType } from 'react';
import type { ConfigSchema } from './config';
import { mountInto } from './mount';
import { getRegistry, type Registry, type WidgetHandle } from './registry';

import { definedForServer, widgetSchema, type WidgetOptions, type WidgetProps } from './widget-shell';
import { SERVER_RENDERED } from './server-rendering';

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
    definedForServer.set(name, { View: View as ComponentType<never>, options: options as WidgetOptions<ConfigSchema> });
    return;
  }
  try {
    performance.mark(`orebit:${name}:script`);
    // Only valid while the script runs for the first time: capture it now.
    const script = document.currentScript;
    const registry = getRegistry();
    // A lazy definition (defineLazily: only a bundle that hydrates makes one) gives way to the code.
    if (registry.widgets.has(name) && !(__OREBIT_HYDRATE__ && registry.widgets.get(name)!.lazy)) return;
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
    if (__OREBIT_AUTO_MOUNT__) whenParsed(() => mountWhereAsked(registry, name, script));
  } catch (error) {
    console.error(`[orebit] Could not define the ${name} widget:`, error);
  }
}

/**
 * Mounts widget `name` into the page's `[data-orebit-widget="name"]` elements or, when there is
 * none and none is mounted, in the place of `script`, the tag that loaded it.
 */
function mountWhereAsked(registry: Registry, name: string, script: HTMLOrSVGScriptElement | null): void {
  const named = registry.scan(document, name);
  if (named || !(script instanceof HTMLScriptElement) || !script.isConnected) return;
  for (const instance of registry.instances.values()) if (instance.name === name) return;
  const host = document.createElement(`orebit-${name}`);
  // Its options, and its place in the page's layout (`class="alignwide"`).
  for (const attr of script.attributes)
    if (attr.name.startsWith('data-') || attr.name === 'class') host.setAttribute(attr.name, attr.value);
  if (document.body?.contains(script)) takePlaceOf(script, host);
  else document.body?.append(host);
}

/**
 * Registers widget `name` as defineWidget does, mounted by `mount` rather than by its component: a
 * stand-in that needs no renderer, such as the floating concierge's launcher (widgets/concierge/facade.ts).
 */
export function registerWidget(
  name: string,
  mount: (host: HTMLElement, options?: Record<string, unknown>) => WidgetHandle,
): void {
  try {
    // Only valid while the script runs for the first time: capture it now.
    const script = document.currentScript;
    const registry = getRegistry();
    if (registry.widgets.has(name)) return;
    registry.widgets.set(name, { name, mount });
    defineElement(registry, name);
    whenParsed(() => mountWhereAsked(registry, name, script));
  } catch (error) {
    console.error(`[orebit] Could not define the ${name} widget:`, error);
  }
}

/**
 * Defines widget `name` before its code is loaded (the official page's sections below the first
 * screen, widgets/page/index.ts): its element and `Orebit.mount` work at once; a mount calls `load`,
 * which brings in the widget's module (its defineWidget then replaces this definition), and mounts
 * it then. The handle takes updates meanwhile, and a destroy before the code is there cancels the mount.
 */
export function defineLazily(name: string, load: () => Promise<unknown>): void {
  const registry = getRegistry();
  if (registry.widgets.has(name)) return;
  registry.widgets.set(name, {
    name,
    lazy: true,
    mount(host, options) {
      let handle: WidgetHandle | undefined;
      let cancelled = false;
      let given = options;
      load().then(
        () => {
          const definition = registry.widgets.get(name);
          if (!cancelled && definition && !definition.lazy) handle = definition.mount(host, given);
        },
        (error) => console.error(`[orebit] Could not load the ${name} widget:`, error),
      );
      return {
        update(next) {
          if (handle) handle.update(next);
          else given = { ...given, ...next };
        },
        destroy() {
          if (handle) handle.destroy();
          else cancelled = true;
        },
      };
    },
  });
  defineElement(registry, name);
}
