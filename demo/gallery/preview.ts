// The gallery's preview: the chosen widget, its script loaded on demand from this origin and
// driven through the public Orebit.mount / update / destroy, with its height as it renders here.
import type { WidgetInfo } from '../../widgets/catalog';
import type { WidgetHandle } from '../../widgets/_runtime/registry';

/** The preview of the gallery. */
interface Preview {
  /** The box the widget is shown in: its public events bubble out of it. */
  readonly box: HTMLElement;
  /** Replaces the preview with widget `info`, mounted with the latest options once its script is in. */
  show(info: WidgetInfo): Promise<void>;
  /** Takes the form's latest options: the preview of widget `name`, if that is what it shows, updates. */
  update(name: string, options: Record<string, unknown>): void;
}

/** The widget in the preview, and its handle once mounted. */
interface Shown {
  name: string;
  host: HTMLElement;
  handle?: WidgetHandle;
}

/** The preview in `#preview`, reporting in `#preview-status` and `#preview-size`. */
export function createPreview(): Preview {
  const box = document.getElementById('preview') as HTMLDivElement;
  const status = document.getElementById('preview-status') as HTMLParagraphElement;
  const size = document.getElementById('preview-size') as HTMLParagraphElement;
  const scriptDock = document.getElementById('script-dock') as HTMLDivElement;
  const loading = new Map<string, Promise<void>>();
  let shown: Shown | undefined;
  /** The options as the form last gave them: valid values, undefined for the others. */
  let options: Record<string, unknown> = {};

  /** Loads /widgets/<name>.js once. */
  function loadWidget(name: string): Promise<void> {
    if (window.Orebit?.widgets.has(name)) return Promise.resolve();
    let promise = loading.get(name);
    if (!promise) {
      promise = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `/widgets/${name}.js`;
        script.addEventListener('load', () => {
          // A script whose preview was switched away meanwhile inserted its widget after itself,
          // into the hidden dock: remove it (the registry then destroys it).
          for (const stray of scriptDock.querySelectorAll(`orebit-${name}`)) stray.remove();
          script.remove();
          resolve();
        });
        script.addEventListener('error', () => {
          script.remove();
          loading.delete(name);
          reject(new Error(`/widgets/${name}.js did not load`));
        });
        scriptDock.append(script);
      });
      loading.set(name, promise);
    }
    return promise;
  }

  // The preview's height as it renders here: what data-height should say for a lazy embed this wide.
  const sizeWatcher = new ResizeObserver(() => {
    const height = Math.round(shown?.host.getBoundingClientRect().height ?? 0);
    size.textContent = height > 0 ? `${height} px tall at this width: the data-height for a lazy embed as wide.` : '';
  });

  /** Makes room in the preview for a widget that floats (the concierge's launcher and its chat). */
  function fit(): void {
    const root = shown?.host.shadowRoot?.querySelector('.orebit-root');
    box.classList.toggle('floating', root?.classList.contains('orebit-overlay') ?? false);
  }

  async function show(info: WidgetInfo): Promise<void> {
    shown?.handle?.destroy();
    if (shown) sizeWatcher.unobserve(shown.host);
    shown?.host.remove();
    const host = document.createElement('div');
    // A target on the page, so the script mounts here instead of inserting a widget after itself.
    host.dataset.orebitWidget = info.name;
    const entry: Shown = { name: info.name, host };
    shown = entry;
    box.replaceChildren(host);
    box.classList.remove('floating');
    sizeWatcher.observe(host);
    status.textContent = `Loading ${info.title}…`;
    try {
      await loadWidget(info.name);
    } catch {
      if (shown === entry)
        status.textContent = `${info.title} could not be loaded. Check that the widgets are built (npm run build).`;
      return;
    }
    if (shown !== entry || !window.Orebit) return;
    entry.handle = window.Orebit.mount(host, info.name, options);
    fit();
    status.textContent = `Showing ${info.title}.`;
  }

  function update(name: string, latest: Record<string, unknown>): void {
    options = latest;
    if (shown?.handle && shown.name === name) {
      shown.handle.update(latest);
      fit();
    }
  }

  return { box, show, update };
}
