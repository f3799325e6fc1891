/// <reference path="../../types/orebit.d.ts" />
// An Orebit widget as a React component, for React hosts such as the official site (README, React).
// Mounts once, passes option changes to `update`, destroys on unmount (react-stripe-js's shape).
import { useLayoutEffect, useRef, type CSSProperties } from 'react';

/** Every public event, as a DOM event name; `satisfies` keeps it exactly the keys of Orebit.Events. */
const EVENTS = {
  'calculator:calculate': true,
  'referral:copy': true,
  'referral:share': true,
  'concierge:message': true,
  'sms:subscribe': true,
  'forum:post': true,
  'wallet:connect': true,
} as const satisfies Record<keyof Orebit.Events, true>;

const EVENT_NAMES = Object.keys(EVENTS) as Array<keyof Orebit.Events>;

/** The events widget N dispatches. */
export type OrebitWidgetEvent<N extends Orebit.WidgetName> = N extends keyof Orebit.WidgetEvents
  ? Orebit.WidgetEvents[N] & keyof Orebit.Events
  : never;

/** `onEvent`'s arguments: one `[type, detail]` pair per event of widget N, so `type` narrows `detail`. */
export type OrebitEventArgs<N extends Orebit.WidgetName> = {
  [K in OrebitWidgetEvent<N>]: [type: K, detail: Orebit.Events[K]];
}[OrebitWidgetEvent<N>];

/** The props of `<OrebitWidget>`. */
export interface OrebitWidgetProps<N extends Orebit.WidgetName> {
  /** The widget: its script is `${src}/widgets/${name}.js`. Changing it mounts the new widget afresh. */
  name: N;
  /** The widget's options; a change (by value) is passed to `update`, keeping the widget's state. */
  options?: Orebit.WidgetOptions[N];
  /** Called with each public event the widget dispatches; a widget without events takes none. */
  onEvent?: [OrebitWidgetEvent<N>] extends [never] ? never : (...args: OrebitEventArgs<N>) => void;
  /** The origin (or base URL) serving /widgets/; default '' loads them from the page's own origin. */
  src?: string;
  className?: string;
  style?: CSSProperties;
  id?: string;
}

type LooseOptions = Record<string, unknown>;

// One load per script URL for the whole page, whichever wrapper asked first.
const loading = new Map<string, Promise<void>>();

function loadScript(url: string, name: string): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => {
        // Forget the failure, so that a later mount tries again.
        loading.delete(url);
        console.error(`[orebit] Could not load the ${name} widget from ${url}. Check <OrebitWidget src>: it is the origin that serves /widgets/${name}.js.`);
        reject(new Error(`${url} did not load`));
      }, { once: true });
      document.head.append(script);
      // A widget script with no [data-orebit-widget] target on the page inserts one after its own
      // tag. Detached, it still runs (HTML: a prepared script executes in its preparation-time
      // document), but cannot do that, so a wrapper unmounted before the load leaves nothing behind.
      script.remove();
    });
    loading.set(url, promise);
  }
  return promise;
}

/** Whether widget `name`'s script has run on this page. */
function isLoaded(name: string): boolean {
  return window.Orebit !== undefined && customElements.get(`orebit-${name}`) !== undefined;
}

/** The data-* attributes of `options` (refCode → data-ref-code), so a scan by the script mounts them too. */
function dataAttributes(options: LooseOptions): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || value === null) continue;
    attributes[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = String(value);
  }
  return attributes;
}

/** Options as a string that is equal exactly when the (flat) options are equal, whatever the key order. */
function stableJson(options: LooseOptions): string {
  return JSON.stringify(options, Object.keys(options).sort());
}

/**
 * Widget `name` in a `<div data-orebit-widget>`, loading its script on first use:
 * `<OrebitWidget name="yield-farming" options={{ view: 'calculator' }} onEvent={(type, detail) => …} />`.
 */
export function OrebitWidget<N extends Orebit.WidgetName>({ name, options, onEvent, src = '', className, style, id }: OrebitWidgetProps<N>) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<Orebit.Handle<N> | null>(null);
  const current = (options ?? {}) as LooseOptions;
  const json = stableJson(current);
  // What the handle was last given: updates compare against it and clear the options that went away.
  const applied = useRef<LooseOptions>({});
  const latest = useRef({ options: current, onEvent });

  // First, so that the effects below and the event listener see this render's props.
  useLayoutEffect(() => {
    latest.current = { options: current, onEvent };
  });

  useLayoutEffect(() => {
    const el = host.current!;
    let live = true;
    const mount = () => {
      // Unmounted meanwhile; or window.Orebit is the host's own, and the script's scan mounted
      // the element from its data-* attributes.
      if (!live || !window.Orebit) return;
      const { options } = latest.current;
      handle.current = window.Orebit.mount(el, name, options as Orebit.WidgetOptions[N]);
      applied.current = options;
    };
    if (isLoaded(name)) mount();
    else loadScript(`${src.replace(/\/+$/, '')}/widgets/${name}.js`, name).then(mount, () => undefined);
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
    };
    // `src` only matters for the first load of the script; options reach the widget through `update`.
  }, [name]);

  useLayoutEffect(() => {
    const next = latest.current.options;
    if (!handle.current || stableJson(applied.current) === json) return;
    // Options left out now fall back to their data-* value or default (update skips undefined).
    const cleared = Object.fromEntries(Object.keys(applied.current).filter((key) => !(key in next)).map((key) => [key, undefined]));
    handle.current.update({ ...cleared, ...next } as Orebit.WidgetOptions[N]);
    applied.current = next;
  }, [json]);

  useLayoutEffect(() => {
    const el = host.current!;
    const listener = (event: Event) => {
      const call = latest.current.onEvent as ((type: string, detail: unknown) => void) | undefined;
      call?.(event.type, (event as CustomEvent).detail);
    };
    for (const type of EVENT_NAMES) el.addEventListener(type, listener);
    return () => {
      for (const type of EVENT_NAMES) el.removeEventListener(type, listener);
    };
  }, []);

  return <div ref={host} data-orebit-widget={name} {...dataAttributes(current)} id={id} className={className} style={style} />;
}
