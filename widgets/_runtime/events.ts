// Page events: the public widget events (docs/embedding.md#javascript-api-and-events) and the runtime's own (navigate, toast).
// Outside the runtime core: only the widgets that send one load this.
import type { BusEvents, WidgetEvents } from './bus';
import { getRegistry } from './registry';

/**
 * Calls every `Orebit.on(type)` handler, then every `Orebit.on('*')` one, with `detail`. Unlike
 * mitt's own emit, a handler that throws (a host page's analytics, say) is reported and stops
 * neither the other handlers nor the widget that sent the event.
 */
export function announce<K extends keyof BusEvents>(type: K, detail: BusEvents[K]): void {
  const { all } = getRegistry().bus;
  // Taken before any runs: a handler may call Orebit.off (or on) while this runs.
  const calls = [
    ...((all.get(type) ?? []) as Array<(detail: unknown) => void>).map((handler) => () => handler(detail)),
    ...((all.get('*') ?? []) as Array<(type: string, detail: unknown) => void>).map(
      (handler) => () => handler(type, detail),
    ),
  ];
  for (const call of calls) {
    try {
      call();
    } catch (error) {
      console.error(`[orebit] An Orebit.on("${type}") handler failed:`, error);
    }
  }
}

/**
 * Tells the host page that `type` happened in the widget that holds `from` (any node of its
 * shadow tree): a bubbling, composed DOM CustomEvent on the widget's host element, then the page
 * bus (`announce`). Every listener gets the same frozen detail, so none can change what the next sees.
 */
export function emit<K extends keyof WidgetEvents>(
  from: Node | null | undefined,
  type: K,
  detail: WidgetEvents[K],
): void {
  const frozen = Object.freeze({ ...detail });
  const root = from?.getRootNode();
  if (root instanceof ShadowRoot)
    root.host.dispatchEvent(new CustomEvent(type, { detail: frozen, bubbles: true, composed: true }));
  announce(type, frozen as BusEvents[K]);
}
