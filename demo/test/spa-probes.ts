// In-page probes of what widgets leave behind in a single-page app, shared by the Chromium SPA test
// (spa.test.ts) and the other engines' (engines/spa.test.ts). Each function runs in the page and is
// self-contained: it is sent there as source.

/** Counts pending timers and window/document listeners from when it runs: before any page script, or before what it should count. */
export function trackTimersAndListeners() {
  type Tracked = { timers: Map<number, number>; listeners: Set<string>; fired: number[]; ids: WeakMap<object, number> };
  const tracked: Tracked = { timers: new Map(), listeners: new Set(), fired: [], ids: new WeakMap() };
  (window as unknown as { tracked: Tracked }).tracked = tracked;
  const { setTimeout: set, clearTimeout: clear } = window;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = set(
      (...a: unknown[]) => {
        tracked.timers.delete(id);
        tracked.fired.push(ms ?? 0);
        if (typeof fn === 'function') fn(...a);
      },
      ms,
      ...args,
    );
    tracked.timers.set(id, ms ?? 0);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) tracked.timers.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
  // Listeners on window and document outlive a widget; those on its own elements go with it.
  let next = 0;
  const key = (target: EventTarget, type: string, listener: unknown, options: unknown) => {
    if (target !== window && target !== document) return undefined;
    if (!listener || (typeof listener !== 'object' && typeof listener !== 'function')) return undefined;
    let id = tracked.ids.get(listener as object);
    if (id === undefined) tracked.ids.set(listener as object, (id = next++));
    const capture =
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
    return `${target === window ? 'window' : 'document'} ${type} ${capture} #${id}`;
  };
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    const k = key(this, type, listener, options);
    // `once` listeners remove themselves when they fire; count only the others.
    if (k && !(typeof options === 'object' && options.once)) tracked.listeners.add(k);
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const k = key(this, type, listener, options);
    if (k) tracked.listeners.delete(k);
    return remove.call(this, type, listener, options);
  };
}

/** What is alive on the page, as the registry and the stand-ins count it. */
export function countLeftovers() {
  const registry = window.Orebit!;
  const tracked = (window as unknown as { tracked: { timers: Map<number, number>; listeners: Set<string> } }).tracked;
  return {
    instances: registry.instances.size,
    polls: registry.queries?.activeTimers() ?? 0,
    busHandlers: [...registry.bus.all.values()].reduce((n, handlers) => n + handlers.length, 0),
    /** 1 once the page's toast region exists: it lives as long as the page, with one bus handler. */
    toastRegion: registry.toaster ? 1 : 0,
    timers: [...tracked.timers.values()].sort((a, b) => a - b),
    listeners: [...tracked.listeners].sort(),
  };
}

/** What mountAndRemove does. */
export interface MountCycle {
  way: 'element' | 'mount';
  from: number;
  count: number;
  names: string[];
  batch: number;
}

/**
 * Mounts and removes `count` widgets (`names` in turn from `from`), `batch` at a time: through
 * `<orebit-name>` elements or `Orebit.mount` + `destroy()`. Each batch lives two frames, so effects
 * (query subscriptions, observers, timers) start before it goes. Returns how many mounts rendered.
 */
export async function mountAndRemove({ way, from, count, names, batch }: MountCycle): Promise<number> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const registry = window.Orebit!;
  const stage = document.createElement('div');
  document.body.append(stage);
  let rendered = 0;
  for (let i = from; i < from + count; i += batch) {
    const mounted: Array<{ el: HTMLElement; handle?: { destroy(): void } }> = [];
    for (let j = i; j < Math.min(i + batch, from + count); j++) {
      const name = names[j % names.length]!;
      if (way === 'element') {
        const el = document.createElement(`orebit-${name}`);
        stage.append(el);
        mounted.push({ el });
      } else {
        const el = document.createElement('div');
        stage.append(el);
        mounted.push({ el, handle: registry.mount(el, name, { theme: j % 2 ? 'light' : 'dark' }) });
      }
    }
    await frame();
    await frame();
    for (const { el } of mounted) {
      const root = el.shadowRoot?.querySelector('.orebit-root');
      if (root && !root.querySelector('.ob-error')) rendered++;
    }
    for (const { el, handle } of mounted) {
      handle?.destroy();
      el.remove();
    }
    // Removed elements are freed a microtask later.
    await Promise.resolve();
  }
  stage.remove();
  return rendered;
}
