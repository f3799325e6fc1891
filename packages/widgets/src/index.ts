// @orebit/widgets: loads the Orebit widget scripts into a page and gives the typed API, the way
// @stripe/stripe-js's loadStripe does. Nothing here touches window or document until it is called,
// so a server render may import it.
import { RELEASE, WIDGETS, type Release, type WidgetTable } from './release';

/** @public (the package's API) */
export type { Release, WidgetTable } from './release';

/** A widget's name: yield-farming, referral, concierge, … */
export type WidgetName = Orebit.WidgetName;
/** The options widget N takes (`mount`, `update`). */
export type WidgetOptions<N extends WidgetName> = Orebit.WidgetOptions[N];
/** The name of a public event: calculator:calculate, referral:copy, … @public (the package's API) */
export type EventName = keyof Orebit.Events;
/** The events widget N dispatches (never for a widget without events). */
export type WidgetEvent<N extends WidgetName> = N extends keyof Orebit.WidgetEvents
  ? Orebit.WidgetEvents[N] & EventName
  : never;
/** What event K carries. */
export type EventDetail<K extends EventName> = Orebit.Events[K];
/** A mounted widget: `update(options)`, `destroy()`. */
export type Handle<N extends WidgetName = WidgetName> = Orebit.Handle<N>;
/** `window.Orebit` as the widget scripts create it. @public (the package's API) */
export type PageApi = Orebit.Api;

/** `loadOrebit`'s options. */
export interface LoadOptions {
  /** The origin (or base URL) that serves /widgets/. Default '': the page's own origin. */
  src?: string;
  /**
   * 'pinned' (default): this package's release, `/widgets/v<version>/<name>.js` with its `integrity`,
   * so the page runs exactly the bytes that release shipped. 'evergreen': `/widgets/<name>.js`,
   * whatever release the host serves now.
   */
  scripts?: 'pinned' | 'evergreen';
  /** Widgets whose scripts to load before the promise resolves. */
  widgets?: readonly WidgetName[];
}

/** The typed Orebit API that `loadOrebit` resolves to. */
export interface OrebitApi {
  /** The release whose pinned scripts this package loads. */
  readonly version: string | null;
  /** Loads the scripts of `names` (once per page); resolves when they have run. */
  load(...names: WidgetName[]): Promise<void>;
  /** Whether widget `name`'s script has run on this page. */
  isLoaded(name: WidgetName): boolean;
  /** Mounts widget `name` into `el`, loading its script first if need be. */
  mount<N extends WidgetName>(el: Element, name: N, options?: WidgetOptions<N>): Promise<Handle<N>>;
  /** Listens to a page event (calculator:calculate, navigate, toast, …), from any widget. */
  on<K extends keyof Orebit.PageEvents>(type: K, handler: (detail: Orebit.PageEvents[K]) => void): void;
  /** Removes a handler given to `on`. */
  off<K extends keyof Orebit.PageEvents>(type: K, handler: (detail: Orebit.PageEvents[K]) => void): void;
  /** The URL widget `name`'s script loads from, with its integrity when pinned. */
  scriptUrl(name: WidgetName): { url: string; integrity?: string };
}

/** Each widget's reserved height (px) and public events. */
export const widgets: WidgetTable = WIDGETS;

/**
 * The space widget `name`'s element holds before it mounts with `options`, as a CSS length for an
 * empty child's `padding-top`: `height` px when the options set it, else the widget's own with these
 * options, whose steps follow the width the page gives it (the staking calculator alone is shorter
 * than its section); undefined for a widget the package does not know (from untyped code).
 */
export function reservedSpace(name: WidgetName, options: Record<string, unknown> = {}): string | undefined {
  const given = options.height as number | undefined;
  if (given != null && given > 0) return `${given}px`;
  const info = Object.hasOwn(WIDGETS, name) ? WIDGETS[name] : undefined;
  for (const [key, byValue] of Object.entries(info?.reserves ?? {})) {
    const own = byValue[String(options[key])];
    if (own !== undefined) return own;
  }
  return info?.reserve;
}

/** The release this package pins (null only in the source tree). @public (the package's API) */
export const release: Release | null = RELEASE;

type Handler = (detail: never) => void;

// One load per script URL for the whole page, whichever caller asked first.
const loading = new Map<string, Promise<void>>();
// One API per (src, scripts): calling loadOrebit again returns the same one.
const apis = new Map<string, OrebitApi>();

function loadScript(url: string, integrity: string | undefined, name: string): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      if (integrity) {
        script.integrity = integrity;
        // SRI on another origin's script needs a CORS read; the widget files allow any origin.
        script.crossOrigin = 'anonymous';
      }
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener(
        'error',
        () => {
          // Forget the failure, so that a later mount tries again.
          loading.delete(url);
          console.error(
            `[orebit] Could not load the ${name} widget from ${url}. Check <OrebitWidget src> or loadOrebit({ src }): it is the origin that serves /widgets/${name}.js.`,
          );
          reject(new Error(`${url} did not load`));
        },
        { once: true },
      );
      document.head.append(script);
      // A widget script with no [data-orebit-widget] target on the page inserts one after its own
      // tag. Detached, it still runs (HTML: a prepared script executes in its preparation-time
      // document), but cannot do that, so a caller gone before the load leaves nothing behind.
      script.remove();
    });
    loading.set(url, promise);
  }
  return promise;
}

function createApi(src: string, scripts: 'pinned' | 'evergreen'): OrebitApi {
  const base = src.replace(/\/+$/, '');
  // Handlers given to `on` before any script created window.Orebit, attached once one has.
  const waiting: Array<[string, Handler]> = [];
  const page = () =>
    window.Orebit as unknown as
      { on(type: string, handler: Handler): void; off(type: string, handler: Handler): void } | undefined;
  const attachWaiting = () => {
    const api = page();
    if (!api) return;
    for (const [type, handler] of waiting.splice(0)) api.on(type, handler);
  };
  const self: OrebitApi = {
    version: RELEASE?.version ?? null,
    scriptUrl(name) {
      if (scripts === 'pinned' && RELEASE) {
        const path = `v${RELEASE.version}/${name}.js`;
        return { url: `${base}/widgets/${path}`, integrity: RELEASE.integrity[path] };
      }
      return { url: `${base}/widgets/${name}.js` };
    },
    isLoaded: (name) => window.Orebit !== undefined && customElements.get(`orebit-${name}`) !== undefined,
    async load(...names) {
      await Promise.all(
        names
          .filter((name) => !self.isLoaded(name))
          .map((name) => {
            const { url, integrity } = self.scriptUrl(name);
            return loadScript(url, integrity, name);
          }),
      );
      attachWaiting();
    },
    async mount(el, name, options) {
      // While the script loads, an empty element holds the widget's space as a snippet's does, so the
      // page does not move when the widget shows; the widget's shadow root then no longer draws the
      // child (a lazy widget keeps it drawn until it mounts), as it does a snippet's.
      let holder: HTMLElement | undefined;
      const space =
        self.isLoaded(name) || el.firstElementChild
          ? undefined
          : reservedSpace(name, options as Record<string, unknown> | undefined);
      if (space && space !== '0px') {
        holder = document.createElement('div');
        holder.style.paddingTop = space;
        el.append(holder);
      }
      try {
        await self.load(name);
      } catch (error) {
        holder?.remove();
        throw error;
      }
      return window.Orebit!.mount(el, name, options);
    },
    on(type, handler) {
      const api = page();
      if (api) api.on(type, handler as Handler);
      else waiting.push([type, handler as Handler]);
    },
    off(type, handler) {
      const index = waiting.findIndex(([t, h]) => t === type && h === handler);
      if (index >= 0) waiting.splice(index, 1);
      else page()?.off(type, handler as Handler);
    },
  };
  return self;
}

/**
 * Loads the Orebit widgets' runtime into the page once and resolves to the typed API:
 * `const orebit = await loadOrebit({ src: 'https://widgets.orebit.example' });
 *  const calculator = await orebit.mount(el, 'yield-farming', { view: 'calculator' });`
 * Rejects on the server, where there is no page to load into.
 */
export function loadOrebit(options: LoadOptions = {}): Promise<OrebitApi> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return Promise.reject(
      new Error(
        '[orebit] loadOrebit runs in the browser: call it from an effect or an event handler, not during a server render.',
      ),
    );
  }
  const { src = '', scripts = 'pinned', widgets: names = [] } = options;
  const key = `${scripts} ${src}`;
  let api = apis.get(key);
  if (!api) apis.set(key, (api = createApi(src, scripts)));
  const ready = api;
  return ready.load(...names).then(() => ready);
}
