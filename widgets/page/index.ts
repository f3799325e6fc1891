// The full page's script: mounts every section whose script is loaded, in the page's order
// (sections.ts). The build (rollup.config.ts) bundles it after every widget folder's index.ts, so
// a new widget needs no import here; a section whose folder does not exist is simply skipped.
import { getRegistry } from '../_runtime';
import { PAGE_SECTIONS } from './sections';

/** Sections mounted in the page's first task, before the first paint: at least the first screen. */
const FIRST_SCREEN = 3;

/** Runs `fn` in a task of its own (a message, which neither timers' clamping nor fake clocks delay). */
function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

function mountPage(): void {
  const registry = getRegistry();
  registry.fullPage = true;
  const main = document.getElementById('orebit-page') ?? document.body;
  const sections = PAGE_SECTIONS.filter(({ name }) => registry.widgets.has(name));
  const hash = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : '';
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
