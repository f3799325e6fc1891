// The full page's sections mounted by the browser, on a page without the server's render of them:
// the client-rendered page the benchmarks compare the official page with (docs/performance.md).
// page.js (index.ts) loads this module only there; the official page never runs it.
import { getRegistry } from '../_runtime';
import { loaded } from './loaded';
import { nextTask } from './next-task';
import { FIRST_SCREEN, PAGE_SECTIONS } from './sections';

/**
 * Mounts every section of the page into `main`, in the page's order, each once its code is loaded
 * (`load` asks for it once), landing on `hash`'s anchor when there is one. @public (index.ts imports it)
 */
export function mountSections(main: HTMLElement, hash: string, load: (name: string) => Promise<unknown>): void {
  const sections = PAGE_SECTIONS.filter(({ name }) => getRegistry().widgets.has(name));
  // Every section mounts: all their code is asked for now, side by side.
  for (const { name } of sections) void load(name);
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
  // Each section is put in the page once its code is loaded, so that it renders as it lands and
  // nothing above the reader's place shifts; one section per task, in the page's order, so that no
  // single long task blocks the reader's first input.
  const whenLoaded = (name: string, then: () => void) => (loaded(name) ? then() : void load(name).then(then, then));
  // The first screen (page.js carries its code) — or every section down to the one a loaded hash
  // names, so that the landing is exact — mounts at once, before the first paint when its code is here.
  const landing = hash ? sections.findIndex(({ anchor, before }) => anchor === hash || before === hash) : -1;
  const first = sections.splice(0, Math.max(FIRST_SCREEN, landing + 1));
  const rest = () => {
    const section = sections.shift();
    if (!section) return;
    whenLoaded(section.name, () => {
      append(section);
      nextTask(rest);
    });
  };
  const land = () => {
    first.forEach(append);
    if (hash) document.getElementById(hash)?.scrollIntoView({ behavior: 'instant', block: 'start' });
    nextTask(rest);
  };
  const pending = first.filter(({ name }) => !loaded(name));
  if (!pending.length) land();
  else void Promise.allSettled(pending.map(({ name }) => load(name))).then(land);
}
