// @vitest-environment happy-dom
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { textField } from './text-field';
import { t } from './i18n';
import { mountInto } from './mount';
import { getRegistry } from './registry';
import { widgetSchema, type WidgetOptions, type WidgetProps } from './widget-shell';

// Mounting's steps in Node, on happy-dom's DOM: claim the host's shadow root, load the language
// pack, wait for the viewport when lazy, paint, destroy. What a reader would see is the text in the
// shadow root.

const config = { greeting: textField('Hello', /^[A-Za-z ]{1,20}$/, 'letters') };
type Props = WidgetProps<typeof config>;

/** A widget that says its greeting (translated) and counts its own clicks (state that must survive a repaint). */
function Greeter({ greeting, i18n }: Props) {
  const [clicks, setClicks] = useState(0);
  return createElement('button', { onClick: () => setClicks(clicks + 1) }, `${t(i18n, greeting)} ${clicks}`);
}

/** Where the test's language packs are: es/ and ar/greeter.js translate; ko/ is missing. */
let packDir: string;
let packBase: string;

beforeAll(() => {
  // Inside the checkout (git ignores .cache/): the test runner imports modules from the project only.
  mkdirSync('.cache', { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), '.cache', 'packs-'));
  mkdirSync(join(dir, 'es'));
  writeFileSync(
    join(dir, 'es', 'greeter.js'),
    `export default { lang: 'es', dir: 'ltr', t: (text) => ({ Hello: 'Hola' })[text] ?? text };\n`,
  );
  mkdirSync(join(dir, 'ar'));
  writeFileSync(
    join(dir, 'ar', 'greeter.js'),
    `export default { lang: 'ar', dir: 'rtl', t: (text) => ({ Hello: 'مرحبا' })[text] ?? text };\n`,
  );
  packDir = dir;
  packBase = `${dir}/`;
});

afterAll(() => {
  rmSync(packDir, { recursive: true, force: true });
});

const options: WidgetOptions<typeof config> = { config, height: 320 };

/** Mounts the greeter into a new host on the page with `data` attributes and `overrides`. */
function mount(data: Record<string, string> = {}, overrides?: Record<string, unknown>, own = options) {
  const host = document.createElement('div');
  Object.assign(host.dataset, data);
  document.body.append(host);
  const definition = {
    registry: getRegistry(),
    name: 'greeter',
    View: Greeter,
    schema: widgetSchema('https://api.example', own),
    packBase,
  };
  const handle = mountInto(definition, host, overrides);
  return { host, handle, text: () => host.shadowRoot?.textContent ?? '' };
}

/** The greeter mounted and clicked once: its state, which a repaint must keep, reads 1. */
async function mountClickedOnce() {
  const mounted = mount();
  mounted.host.shadowRoot!.querySelector('button')!.click();
  await vi.waitFor(() => expect(mounted.text()).toBe('Hello 1'));
  return mounted;
}

afterEach(() => {
  for (const { handle } of getRegistry().instances.values()) handle.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('claim', () => {
  it('renders into a new open shadow root with the page sheets adopted', () => {
    const { host, text } = mount();
    expect(host.shadowRoot).not.toBeNull();
    expect(text()).toBe('Hello 0');
    expect(host.shadowRoot!.adoptedStyleSheets).toHaveLength(2);
  });

  it('leaves a shadow root another script made alone, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append('theirs');
    document.body.append(host);
    const registry = getRegistry();
    const definition = { registry, name: 'greeter', View: Greeter, schema: widgetSchema('', options), packBase };
    mountInto(definition, host, undefined);
    mountInto(definition, host, undefined);
    expect(host.shadowRoot!.textContent).toBe('theirs');
    expect(registry.instances.has(host)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/another release's widget; left alone/);
  });

  it('updates the widget already on a host instead of mounting a second one', () => {
    const first = mount();
    const definition = {
      registry: getRegistry(),
      name: 'greeter',
      View: Greeter,
      schema: widgetSchema('', options),
      packBase,
    };
    const second = mountInto(definition, first.host, { greeting: 'Good day' });
    expect(second).toBe(first.handle);
    expect(first.text()).toBe('Good day 0');
  });
});

describe('paint', () => {
  it('reads data-* attributes, then options over them', () => {
    expect(mount({ greeting: 'Hi there' }).text()).toBe('Hi there 0');
    expect(mount({ greeting: 'Hi there' }, { greeting: 'Howdy' }).text()).toBe('Howdy 0');
  });

  it('falls back to the default on a bad value, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mount({ greeting: '<b>bold</b>' }).text()).toBe('Hello 0');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the widget state across an update and a changed data attribute', async () => {
    const { host, handle, text } = await mountClickedOnce();
    handle.update({ greeting: 'Good day' });
    expect(text()).toBe('Good day 1');
    host.dataset.theme = 'light';
    await vi.waitFor(() =>
      expect(host.shadowRoot!.querySelector('.orebit-root')!.getAttribute('data-theme')).toBe('light'),
    );
    expect(text()).toBe('Good day 1');
  });

  it('keeps an option given in code over a data attribute changed later', async () => {
    const { host, handle } = mount();
    handle.update({ theme: 'light' });
    host.dataset.theme = 'auto';
    host.dataset.greeting = 'Hi there';
    const root = () => host.shadowRoot!.querySelector('.orebit-root')!;
    await vi.waitFor(() => expect(root().textContent).toBe('Hi there 0'));
    expect(root().getAttribute('data-theme')).toBe('light');
  });

  it('shows its error state in its own box when the component throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    const Broken = () => {
      throw new Error('broken');
    };
    mountInto(
      { registry: getRegistry(), name: 'broken', View: Broken, schema: widgetSchema('', options), packBase },
      host,
      undefined,
    );
    expect(host.shadowRoot!.querySelector('[role="alert"]')!.textContent).toMatch(/could not load/);
  });
});

describe('language pack', () => {
  it('holds the reserved height, no English, until the pack has loaded, then shows the language', async () => {
    const { host, text } = mount({ locale: 'es' });
    expect(text()).toBe('');
    expect(host.shadowRoot!.querySelector('div')!.style.minHeight).toBe('320px');
    await vi.waitFor(() => expect(text()).toBe('Hola 0'));
    expect(host.shadowRoot!.querySelector('.orebit-root')!.getAttribute('lang')).toBe('es');
  });

  it('keeps a widget on show, with its state, while another language loads', async () => {
    const { host, handle, text } = await mountClickedOnce();
    handle.update({ locale: 'ar' });
    expect(text()).toBe('Hello 1');
    await vi.waitFor(() => expect(text()).toBe('مرحبا 1'));
    expect(host.shadowRoot!.querySelector('.orebit-root')!.getAttribute('dir')).toBe('rtl');
  });

  it('shows English, with one warning, when the pack does not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { text } = mount({ locale: 'ko' });
    await vi.waitFor(() => expect(text()).toBe('Hello 0'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/ko\/greeter: .*showing English/);
  });
});

/** An IntersectionObserver the test drives: `near()` reports every observed host as intersecting. */
function fakeIntersections() {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    self: IntersectionObserver;
  }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets = new Set<Element>();
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets, self: this as unknown as IntersectionObserver });
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      disconnect() {
        this.targets.clear();
      }
    },
  );
  return {
    watched: () => observers.reduce((n, { targets }) => n + targets.size, 0),
    near: () => {
      for (const { callback, targets, self } of observers)
        if (targets.size)
          callback(
            [...targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            self,
          );
    },
  };
}

describe('lazy', () => {
  const farBelow = () =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);

  it('holds its height far from the viewport and shows once it comes near', () => {
    const viewport = fakeIntersections();
    farBelow();
    const { host, text } = mount({ loading: 'lazy', height: '200' });
    expect(text()).toBe('');
    expect(host.shadowRoot!.querySelector('div')!.style.minHeight).toBe('200px');
    viewport.near();
    expect(text()).toBe('Hello 0');
    expect(viewport.watched()).toBe(0);
  });

  it('holds the height its options give it when data-height says none (the calculator alone is shorter)', () => {
    fakeIntersections();
    farBelow();
    const own: WidgetOptions<typeof config> = {
      config,
      height: ({ greeting }) => (greeting === 'Hi' ? 120 : 320),
    };
    const held = (data: Record<string, string>) => mount(data, undefined, own).host.shadowRoot!.querySelector('div')!;
    expect(held({ loading: 'lazy', greeting: 'Hi' }).style.minHeight).toBe('120px');
    expect(held({ loading: 'lazy' }).style.minHeight).toBe('320px');
    expect(held({ loading: 'lazy', greeting: 'Hi', height: '200' }).style.minHeight).toBe('200px');
  });

  it('ignores a data-height that is not a positive number, with one warning', () => {
    fakeIntersections();
    farBelow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host } = mount({ loading: 'lazy', height: '-40' });
    expect(host.shadowRoot!.querySelector('div')!.style.minHeight).toBe('320px');
    expect(warn.mock.calls.filter(([m]) => String(m).includes('data-height'))).toHaveLength(1);
  });

  it('shows at once when it is already near the viewport', () => {
    const viewport = fakeIntersections();
    expect(mount({ loading: 'lazy' }).text()).toBe('Hello 0');
    expect(viewport.watched()).toBe(0);
  });
});

describe('destroy', () => {
  it('empties the root, frees the host and ignores later updates', () => {
    const registry = getRegistry();
    const { host, handle, text } = mount();
    handle.destroy();
    expect(text()).toBe('');
    expect(registry.instances.has(host)).toBe(false);
    handle.update({ greeting: 'Again' });
    expect(text()).toBe('');
  });

  it('stops watching the viewport and the attributes', async () => {
    const viewport = fakeIntersections();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
    const { host, handle, text } = mount({ loading: 'lazy' });
    expect(viewport.watched()).toBe(1);
    handle.destroy();
    expect(viewport.watched()).toBe(0);
    host.dataset.greeting = 'Changed';
    await Promise.resolve();
    expect(text()).toBe('');
  });
});
