// Public widget events (issue 10 § 3). Outside the runtime core: only the widgets that have
// events load this.
import type { WidgetEvents } from './bus';
import { getRegistry } from './registry';

/**
 * Tells the host page that `type` happened in the widget that holds `from` (any node of its
 * shadow tree): a bubbling, composed DOM CustomEvent on the widget's host element, then every
 * `Orebit.on(type)` handler. A handler that throws is reported and stops neither the others nor
 * the widget.
 */
export function emit<K extends keyof WidgetEvents>(from: Node | null | undefined, type: K, detail: WidgetEvents[K]): void {
  const root = from?.getRootNode();
  if (root instanceof ShadowRoot) root.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  const { bus } = getRegistry();
  const call = (run: () => void) => {
    try {
      run();
    } catch (error) {
      console.error(`[orebit] An Orebit.on("${type}") handler failed:`, error);
    }
  };
  // Copies: a handler may call Orebit.off while this runs.
  const handlers = [...(bus.all.get(type) ?? [])] as Array<(detail: unknown) => void>;
  const wildcards = [...(bus.all.get('*') ?? [])] as Array<(type: string, detail: unknown) => void>;
  for (const handler of handlers) call(() => handler(detail));
  for (const handler of wildcards) call(() => handler(type, detail));
}
