// Hydration of the official page's server-rendered roots: imported only by the full page's script
// (widgets/page/index.ts), which hands it to mounting before it mounts a section. A root of this
// release keeps the nodes the parser made; another release's (a page cached across a deploy) is
// emptied and rendered anew.
import { hydrateRoot } from 'react-dom/client';
import { takeOverServerRoots, type ServerRoots } from './mount';
import { SERVER_RENDERED, SERVER_STYLE, SERVER_STYLESHEET } from './server-rendering';

// Replaced at build time: this script's release (package version).
declare const __OREBIT_RELEASE__: string;

/**
 * `host`'s server-rendered root: this release's, to hydrate (undefined when it holds none);
 * another release's, emptied (null). Hydrating removes the `<link>` that styled its first paint
 * (the shared sheets are adopted instead), adopts the nodes the parser made in the client's first
 * render, and turns the server's stand-ins for style attributes into the inline styles the client sets.
 */
const claimServerRoot: ServerRoots = (host) => {
  const root = host.shadowRoot;
  if (!root || !host.hasAttribute(SERVER_RENDERED)) return;
  if (host.getAttribute(SERVER_RENDERED) !== __OREBIT_RELEASE__) return (void root.replaceChildren(), null);
  return (node) => {
    for (const child of [...root.children]) if (child.localName === SERVER_STYLESHEET) child.remove();
    // React's types list elements and documents only; preact (and react-dom) hydrate a shadow root as createRoot renders one.
    const reactRoot = hydrateRoot(root as unknown as Element, node);
    for (const el of root.querySelectorAll<HTMLElement>(`[${SERVER_STYLE}]`)) {
      el.style.cssText = el.getAttribute(SERVER_STYLE)!;
      el.removeAttribute(SERVER_STYLE);
    }
    return reactRoot;
  };
};

/** Lets this bundle's widgets hydrate the server render's roots: call before mounting the first of them. */
export function hydrateServerRoots(): void {
  takeOverServerRoots(claimServerRoot);
}
