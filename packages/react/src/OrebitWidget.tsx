// <OrebitWidget>: an Orebit widget as a React component, for React hosts such as the official site.
// Mounts once, passes option changes to `update`, destroys on unmount (react-stripe-js's shape).
// Loads the widget's script through @orebit/widgets (pinned, with SRI, by default). On the server
// and in the first client render it is a <div> holding the widget's space at the width it gets (as
// the snippets do: widgets/reserve.ts), so the server's markup hydrates as is and the widget mounts
// after hydration.
import {
  loadOrebit,
  reservedSpace,
  widgets,
  type EventDetail,
  type Handle,
  type WidgetEvent,
  type WidgetName,
  type WidgetOptions,
} from '@orebit/widgets';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/** The events widget N dispatches. @public (the package's API) */
export type OrebitWidgetEvent<N extends WidgetName> = WidgetEvent<N>;

/** `onEvent`'s arguments: one `[type, detail]` pair per event of widget N, so `type` narrows `detail`. @public (the package's API) */
export type OrebitEventArgs<N extends WidgetName> = {
  [K in WidgetEvent<N>]: [type: K, detail: EventDetail<K>];
}[WidgetEvent<N>];

/** The props of `<OrebitWidget>`. */
export interface OrebitWidgetProps<N extends WidgetName> {
  /** The widget. Changing it mounts the new widget afresh. */
  name: N;
  /** The widget's options; a change (by value) is passed to `update`, keeping the widget's state. */
  options?: WidgetOptions<N>;
  /** Called with each public event the widget dispatches; a widget without events takes none. */
  onEvent?: [OrebitWidgetEvent<N>] extends [never] ? never : (...args: OrebitEventArgs<N>) => void;
  /** The origin (or base URL) serving /widgets/; default '' loads them from the page's own origin. */
  src?: string;
  /** 'pinned' (default): the release this package was built with, with SRI; 'evergreen': the host's latest. */
  scripts?: 'pinned' | 'evergreen';
  className?: string;
  style?: CSSProperties;
  id?: string;
}

type LooseOptions = Record<string, unknown>;

/** The data-* attributes of `options` (refCode → data-ref-code), so a scan by the script mounts them too. */
function dataAttributes(options: LooseOptions): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || value === null) continue;
    attributes[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = String(value);
  }
  return attributes;
}

/** What the package knows of widget `name`; undefined for a name it does not know (from untyped code). */
function known(name: WidgetName): (typeof widgets)[WidgetName] | undefined {
  return Object.hasOwn(widgets, name) ? widgets[name] : undefined;
}

/** Options as a string that is equal exactly when the (flat) options are equal, whatever the key order. */
function stableJson(options: LooseOptions): string {
  return JSON.stringify(options, Object.keys(options).sort());
}

/**
 * Widget `name` in a `<div data-orebit-widget>`, loading its script on first use:
 * `<OrebitWidget name="yield-farming" options={{ view: 'calculator' }} onEvent={(type, detail) => …} />`.
 */
export function OrebitWidget<N extends WidgetName>({
  name,
  options,
  onEvent,
  src = '',
  scripts = 'pinned',
  className,
  style,
  id,
}: OrebitWidgetProps<N>) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<Handle<N> | null>(null);
  // False on the server and in the hydrating render: the <div> reserves the widget's height until then.
  const [mounted, setMounted] = useState(false);
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
      handle.current = window.Orebit.mount(el, name, options as WidgetOptions<N>);
      applied.current = options;
      setMounted(true);
    };
    if (window.Orebit && customElements.get(`orebit-${name}`)) mount();
    // A script that fails to load is reported by @orebit/widgets; a later mount tries again.
    else
      loadOrebit({ src, scripts })
        .then((orebit) => orebit.load(name))
        .then(mount, () => undefined);
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
      setMounted(false);
    };
    // `src` and `scripts` only matter for the first load of the script; options reach the widget through `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  useLayoutEffect(() => {
    const next = latest.current.options;
    if (!handle.current || stableJson(applied.current) === json) return;
    // Options left out now fall back to their data-* value or default (update skips undefined).
    const cleared = Object.fromEntries(
      Object.keys(applied.current)
        .filter((key) => !(key in next))
        .map((key) => [key, undefined]),
    );
    handle.current.update({ ...cleared, ...next } as WidgetOptions<N>);
    applied.current = next;
  }, [json]);

  useLayoutEffect(() => {
    const el = host.current!;
    const listener = (event: Event) => {
      const call = latest.current.onEvent as ((type: string, detail: unknown) => void) | undefined;
      call?.(event.type, (event as CustomEvent).detail);
    };
    const events = known(name)?.events ?? [];
    for (const type of events) el.addEventListener(type, listener);
    return () => {
      for (const type of events) el.removeEventListener(type, listener);
    };
  }, [name]);

  // Until the widget mounts, an empty child holds its space (a height or min-height in `style` still
  // decides the box); once the widget's shadow root is there, the child is no longer drawn.
  const reserved = mounted ? undefined : reservedSpace(name, current);
  return (
    <div ref={host} data-orebit-widget={name} {...dataAttributes(current)} id={id} className={className} style={style}>
      {reserved && <div style={{ paddingTop: reserved }} />}
    </div>
  );
}
