// The full page's script: on the server-rendered page (widgets/server/page.tsx) it hydrates every
// section in place; on a page without them it mounts every section whose script is loaded, in the
// page's order (sections.ts). The build (rollup.config.ts) bundles it after every widget folder's
// index.ts, so a new widget needs no import here; a section whose folder does not exist is skipped.
import { getRegistry } from '../_runtime';
import { hydrateServerRoots } from '../_runtime/hydrate';
import { SERVER_RENDERED } from '../_runtime/server-rendering';
import { PAGE_SECTIONS } from './sections';

/** Sections mounted in the page's first task, before the first paint: at least the first screen. */
const FIRST_SCREEN = 3;

/** What a reader does first on a section: it hydrates the section before the event reaches its target. */
const FIRST_INPUT = ['pointerdown', 'touchstart', 'mousedown', 'click', 'keydown', 'focusin'] as const;

/** Runs `fn` in a task of its own (a message, which neither timers' clamping nor fake clocks delay). */
function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/**
 * Hydrates the server-rendered sections as the reader reaches them, each in a task of its own: those
 * in or near the viewport (the first screen first, then any that comes near it), the one a link
 * or an anchor targets, and any the reader's first pointer, key or focus reaches — at once, within
 * that event: its handlers are in place before the event reaches them, so nothing is lost. A
 * section the reader never reaches stays as the server wrote it (the figures of the page's data)
 * and requests and polls nothing.
 */
function hydratePage(hosts: HTMLElement[]): void {
  const registry = getRegistry();
  const waiting = new Set(hosts);
  const soon: HTMLElement[] = [];
  const hydrate = (host: HTMLElement) => {
    if (!waiting.delete(host)) return;
    near.unobserve(host);
    for (const type of FIRST_INPUT) host.removeEventListener(type, onInput, true);
    registry.mount(host, host.localName.slice('orebit-'.length));
  };
  const onInput = (event: Event) => hydrate(event.currentTarget as HTMLElement);
  // One section per task, in the order they came near.
  let taskQueued = false;
  const schedule = () => {
    if (!soon.length || taskQueued) return;
    taskQueued = true;
    nextTask(() => {
      taskQueued = false;
      const host = soon.shift();
      if (host) hydrate(host);
      schedule();
    });
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) soon.push(entry.target as HTMLElement);
      schedule();
    },
    { rootMargin: '50% 0px' },
  );
  for (const host of hosts) {
    for (const type of FIRST_INPUT) host.addEventListener(type, onInput, true);
    near.observe(host);
  }
  // The observer's first report, after the next layout, lists the sections in and near the viewport
  // in the page's order: the first screen first. (Asking each host for its box here would force a
  // layout of the whole page inside the script's own task.)
  // A section an anchor names comes alive before the scroll to it ends: a link in a section
  // (navigate.ts, through the page bus) or in the address bar.
  const targeted = (anchor: string) => {
    const target = document.getElementById(anchor);
    const host = target?.classList.contains('orebit-anchor') ? target.nextElementSibling : target;
    if (host && waiting.has(host as HTMLElement)) hydrate(host as HTMLElement);
  };
  registry.on('navigate', ({ anchor }) => targeted(anchor));
  addEventListener('hashchange', () => targeted(pageAnchor(location.hash)));
}

/** The anchor a URL fragment names; a malformed escape (`#%`) names none rather than throw. */
function pageAnchor(fragment: string): string {
  try {
    return decodeURIComponent(fragment.slice(1));
  } catch {
    return '';
  }
}

function mountPage(): void {
  const registry = getRegistry();
  registry.fullPage = true;
  const main = document.getElementById('orebit-page') ?? document.body;
  const rendered = [...main.querySelectorAll<HTMLElement>(`:scope > [${SERVER_RENDERED}]`)].filter((host) =>
    registry.widgets.has(host.localName.slice('orebit-'.length)),
  );
  const hash = pageAnchor(location.hash);
  if (rendered.length) {
    // A loaded hash lands at once, as on the page the script renders: the page's smooth scrolling
    // would otherwise glide the reader across the page to it while the sections above fill in.
    if (hash) document.getElementById(hash)?.scrollIntoView({ behavior: 'instant', block: 'start' });
    hydrateServerRoots();
    return hydratePage(rendered);
  }
  const sections = PAGE_SECTIONS.filter(({ name }) => registry.widgets.has(name));
  const append = ({ name, anchor, before }: (typeof sections)[number]) => {
    if (before) {
      const mark = document.createElement('span');
      mark.id = before;
      mark.className = 'orebit-anchor';
      main.append(mark);
    }
    // The host carries the anchor id, so links and location.hash reach into the shadow root.
    const host = document.createElement(`orebit-${name}`);
    if (anchor) host.id = anchor;
    main.append(host);
  };
  // The first screen — or every section down to the one a loaded hash names, so that the landing
  // is exact — mounts now, before the first paint: nothing on screen shifts. The rest mounts one
  // section per task below it, so no single long task blocks the reader's first input.
  const landing = hash ? sections.findIndex(({ anchor, before }) => anchor === hash || before === hash) : -1;
  const first = sections.splice(0, Math.max(FIRST_SCREEN, landing + 1));
  first.forEach(append);
  const target = hash ? document.getElementById(hash) : null;
  if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
  const rest = () => {
    const section = sections.shift();
    if (!section) return;
    append(section);
    nextTask(rest);
  };
  nextTask(rest);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountPage, { once: true });
else mountPage();
