// The full-page bundle: the one composition root that imports every section. Sections whose
// folders do not exist yet are simply not imported; the list below skips what is not defined.
import '../yield-farming/index';
import { getRegistry } from '../_runtime';
import { PAGE_SECTIONS } from './sections';

function mountPage(): void {
  const registry = getRegistry();
  const main = document.getElementById('orebit-page') ?? document.body;
  for (const { name, anchor } of PAGE_SECTIONS) {
    if (!registry.widgets.has(name)) continue;
    // The host carries the anchor id, so links and location.hash reach into the shadow root.
    const host = document.createElement(`orebit-${name}`);
    if (anchor) host.id = anchor;
    main.append(host);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountPage, { once: true });
else mountPage();
