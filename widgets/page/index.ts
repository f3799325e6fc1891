// The full page's script: on the server-rendered page (widgets/page/server.tsx) it hydrates every
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

/** Runs `fn` when the page is idle, or in the next task where the browser cannot tell (WebKit). */
const whenIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn) : nextTask(fn);

/**
 * Hydrates the server-rendered sections, each in a task of its own: those in or near the viewport
 * first (the first screen first), then any that comes near it, then the rest when the page is idle. A reader's
 * first pointer, key or focus on a section not yet hydrated hydrates it at once, within that
 * event: its handlers are in place before the event reaches them, so nothing is lost.
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
  // One section per task: those in or near the viewport first, then the rest when idle.
  let taskQueued = false;
  let idleQueued = false;
  const run = () => {
    const host = soon.shift() ?? waiting.values().next().value;
    if (host) hydrate(host);
    schedule();
  };
  const schedule = () => {
    if (soon.length && !taskQueued) {
      taskQueued = true;
      nextTask(() => {
        taskQueued = false;
        run();
      });
    } else if (!soon.length && waiting.size && !idleQueued) {
      idleQueued = true;
      whenIdle(() => {
        idleQueued = false;
        run();
      });
    }
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
