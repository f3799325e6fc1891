// The full-page bundle: the one composition root that imports every section. A section whose
// folder does not exist yet is simply not imported here; the list skips what is not defined.
import '../nav/index';
import '../hero/index';
import '../lead-hunter/index';
import '../mining/index';
import '../onboarding/index';
import '../premium/index';
import '../referral/index';
import '../simulator/index';
import '../sms-alerts/index';
import '../wallets/index';
import '../welcome-video/index';
import '../community/index';
import '../dashboard/index';
import '../education/index';
import '../concierge/index';
import '../news/index';
import '../yield-farming/index';
import '../footer/index';
import { getRegistry } from '../_runtime';
import { PAGE_SECTIONS } from './sections';

function mountPage(): void {
  const registry = getRegistry();
  registry.fullPage = true;
  const main = document.getElementById('orebit-page') ?? document.body;
  // All hosts are created and their sections rendered in this one task, before the first paint
  // of the page, so mounting shifts no layout.
  for (const { name, anchor, before } of PAGE_SECTIONS) {
    if (!registry.widgets.has(name)) continue;
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
  }
  // Sections appear after the HTML is parsed: land on the section a link's hash names.
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountPage, { once: true });
else mountPage();
