// The full page's script (/widgets/page.js, a module): on the server-rendered page
// (widgets/server/page.tsx) it hydrates every section in place; on a page without them it mounts
// every section, in the page's order (sections.ts). It carries the code of the first screen's
// sections; every other section's code is a module of its own, loaded when the reader reaches the
// section (or when a script mounts it). The build (rollup.config.ts, pageEntry in
// scripts/build-plugins.ts) makes the entry that imports the first screen's widgets and gives
// `startPage` a loader for every other widget folder, so a new widget needs no import here.
import { getRegistry } from '../_runtime';
import { defineLazily } from '../_runtime/define-widget';
import { hydrateServerRoots } from '../_runtime/hydrate';
import { languagePack } from '../_runtime/mount';
import { SERVER_RENDERED } from '../_runtime/server-rendering';
import { FIRST_INPUT, holdInput, holdInputs, hydrateWithHeldInputs } from './first-input';
import { loaded } from './loaded';
import { nextTask } from './next-task';
import { FIRST_SCREEN } from './sections';

/** A loader of each section's code that page.js does not carry: the dynamic import of its widget's module. */
type SectionModules = Readonly<Record<string, () => Promise<unknown>>>;

/** The section a host shows. */
const sectionOf = (host: Element) => host.localName.slice('orebit-'.length);

/**
 * Where this release's language packs are: define-widget.tsx's packBase, written out again (a shared
 * helper for the three places that name it cost 4–10 B in every partner script and the chat).
 */
const packBase = `${new URL(import.meta.url, location.href).origin}/widgets/v${__OREBIT_RELEASE__}/locales/`;

/**
 * Section `host`'s language pack while it is loading (asked for here if it was not): in another
 * language, a section whose code is here hydrates only once its pack is (mount.tsx), so until then
 * the reader's input on it is held as if its code were still loading.
 */
const packLoading = (host: HTMLElement) => {
  const { locale } = host.dataset;
  const pack = locale && locale !== 'en' && languagePack(packBase, locale, sectionOf(host), getRegistry().warnOnce);
  if (pack instanceof Promise) return pack;
};

/**
 * Hydrates the server-rendered sections as the reader reaches them, each in a task of its own: those
 * in or near the viewport (the first screen first, then any that comes near it, once its code is
 * loaded), the one a link or an anchor targets, and any the reader's first pointer, key or focus
 * reaches — within that event when its code (and in another language, its pack) is loaded, so its
 * handlers are in place before the event reaches them; else as soon as they are, with what the
 * reader did meanwhile (first-input.ts).
 * A section the reader never reaches stays as the server wrote it (the figures of the page's data),
 * and requests, polls and loads nothing.
 */
function hydratePage(hosts: HTMLElement[], load: (name: string) => Promise<unknown>): void {
  const registry = getRegistry();
  const waiting = new Set(hosts);
  const soon: HTMLElement[] = [];
  // Its code loaded: hydrates it now, then gives it what the reader did while it was loading.
  const hydrate = (host: HTMLElement) => {
    if (!waiting.delete(host)) return;
    near.unobserve(host);
    for (const type of FIRST_INPUT) host.removeEventListener(type, onInput, true);
    hydrateWithHeldInputs(host, () => registry.mount(host, sectionOf(host)));
  };
  // Its code and its language pack.
  const whenReady = (host: HTMLElement) => Promise.all([load(sectionOf(host)), packLoading(host)]);
  const ready = (host: HTMLElement) => loaded(sectionOf(host)) && !packLoading(host);
  const whenLoaded = (host: HTMLElement) => void whenReady(host).then(() => hydrate(host));
  const onInput = (event: Event) => {
    const host = event.currentTarget as HTMLElement;
    if (ready(host)) return hydrate(host);
    holdInputs(host);
    holdInput(host, event);
    whenLoaded(host);
  };
  // One section per task, in the order they came near, each once its code is loaded.
  let taskQueued = false;
  const schedule = () => {
    if (taskQueued || !soon.some(ready)) return;
    taskQueued = true;
    nextTask(() => {
      taskQueued = false;
      const [host] = soon.splice(soon.findIndex(ready), 1);
      hydrate(host!);
      schedule();
    });
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting || soon.includes(target as HTMLElement)) continue;
        soon.push(target as HTMLElement);
        void whenReady(target as HTMLElement).then(schedule);
      }
      schedule();
    },
    { rootMargin: '50% 0px' },
  );
  for (const host of hosts) {
    for (const type of FIRST_INPUT) host.addEventListener(type, onInput, true);
    near.observe(host);
  }
  // A section an anchor names comes alive as soon as its code is loaded: a link in a section
  // (navigate.ts, through the page bus) or in the address bar.
  const targeted = (anchor: string) => {
    const target = document.getElementById(anchor);
    const host = target?.classList.contains('orebit-anchor') ? target.nextElementSibling : target;
    if (host && waiting.has(host as HTMLElement)) whenLoaded(host as HTMLElement);
  };
  registry.on('navigate', ({ anchor }) => targeted(anchor));
  addEventListener('hashchange', () => targeted(pageAnchor(location.hash)));
}

/**
 * Hydrates the first screen (the first of `hosts`, the page's server-rendered sections, whose code
 * page.js carries) at once, one section per task, without waiting for the observer's first report:
 * that comes after the next layout, which is the whole page's (asking each host for its box here
 * would force it inside the script's own task). Once a section is live, hydratePage's turn for it
 * does nothing.
 */
function hydrateFirstScreen(hosts: Iterable<HTMLElement>): void {
  hydrateServerRoots();
  for (const host of [...hosts].slice(0, FIRST_SCREEN)) nextTask(() => getRegistry().mount(host, sectionOf(host)));
}

/** The anchor a URL fragment names; a malformed escape (`#%`) names none rather than throw. */
function pageAnchor(fragment: string): string {
  try {
    return decodeURIComponent(fragment.slice(1));
  } catch {
    return '';
  }
}

function mountPage(modules: SectionModules): void {
  const registry = getRegistry();
  // Each section's code, asked for once.
  const loading = new Map<string, Promise<unknown>>();
  const load = (name: string) => {
    let code = loading.get(name);
    if (!code) loading.set(name, (code = Promise.resolve(loaded(name) || modules[name]?.())));
    return code;
  };
  const main = document.getElementById('orebit-page') ?? document.body;
  const rendered = [...main.querySelectorAll<HTMLElement>(`:scope > [${SERVER_RENDERED}]`)].filter((host) =>
    registry.widgets.has(sectionOf(host)),
  );
  const hash = pageAnchor(location.hash);
  if (rendered.length) {
    // A loaded hash lands at once, as on the page the script renders: the page's smooth scrolling
    // would otherwise glide the reader across the page to it while the sections above fill in.
    // The sections above it are drawn first, at their own heights rather than their placeholders'
    // (the stylesheet draws them by :target too, but Chromium sets :target only after this runs),
    // so that the landing is exact. There the observer's report decides what hydrates. With no
    // anchor to land on, the reader is at the top: the first screen is the page's first sections
    // (their early hydration may have begun, startPage).
    const target = hash && document.getElementById(hash);
    if (target) {
      for (const host of rendered)
        if (target.compareDocumentPosition(host) & 2) host.style.contentVisibility = 'visible';
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
    } else hydrateFirstScreen(rendered);
    hydrateServerRoots();
    return hydratePage(rendered, load);
  }
  // A page without them (the client-rendered page, for comparison: docs/performance.md) mounts
  // every section: code the official page never runs, in a module of its own.
  void import('./client-page').then(({ mountSections }) => mountSections(main, hash, load));
}

/**
 * Starts the page (called by page.js's entry, pageEntry in scripts/build-plugins.ts): every
 * section `modules` loads is defined lazily, so that its element and `Orebit.mount` work before its
 * code is here; then the page hydrates or mounts its sections. @public
 */
export function startPage(modules: SectionModules): void {
  getRegistry().fullPage = true;
  for (const [name, module] of Object.entries(modules)) defineLazily(name, module);
  if (document.readyState !== 'loading') return mountPage(modules);
  // page.js is an async module: it usually runs while the parser is still on the page. The first
  // screen then hydrates, one section per task, as soon as the parser is past it (its data block
  // comes before the sections), not after the sections below it; unless an anchor lands elsewhere.
  const parsed = () => {
    const hosts = document.querySelectorAll<HTMLElement>(`#orebit-page > [${SERVER_RENDERED}]`);
    if (hosts.length <= FIRST_SCREEN || location.hash) return;
    early.disconnect();
    hydrateFirstScreen(hosts);
  };
  const early = new MutationObserver(parsed);
  early.observe(document, { childList: true, subtree: true });
  // The parser may be past the first screen already, and waiting (on a script of the host page).
  parsed();
  // (Fired once: no `once` needed.)
  document.addEventListener('DOMContentLoaded', () => {
    early.disconnect();
    mountPage(modules);
  });
}
