// The official page's own texts (its head: title, description, the link preview's alt text; the
// note a section shows without JavaScript, on the page and the embed pages; the not-found page's
// texts), which the Worker writes in the page's language (widgets/server/page.tsx,
// worker/routes/assets.ts): its English catalog (demo/test/english-catalog.ts, docs/translating.md).
import { NOT_FOUND } from '../../contract/not-found';
import { NO_SCRIPT_NOTE } from '../_runtime/server-rendering';
import { DESCRIPTION, PREVIEW_ALT, TITLE } from '../server/page';

/** @public Read by demo/test/english-catalog.ts, which imports each widget's texts.ts by its path. */
export default (): string[] => [TITLE, DESCRIPTION, PREVIEW_ALT, NO_SCRIPT_NOTE, ...Object.values(NOT_FOUND)];
