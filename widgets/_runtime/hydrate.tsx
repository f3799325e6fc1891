// Hydration of the official page's server-rendered roots: imported only by the full page's script
// (widgets/page/index.ts) and the embed pages' (widgets/embed/client.ts), which hand it to mounting before
// they mount a section. A root of this release keeps the nodes the parser made, its stylesheet link
// included, and so every style it had; another release's (a page cached across a deploy) is
// emptied and rendered anew.
import { Fragment, options, type VNode } from 'preact';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PAGE_DATA_ID, type PageData } from '../../contract/page-data';
import { takeOverServerRoots, type ServerRoots } from './mount';
import { getRegistry } from './registry';
import { NO_SCRIPT_NOTE, SERVER_RENDERED, SERVER_STYLE, SERVER_STYLESHEET } from './server-rendering';
import type { SharedSheet } from './sheets';
import { seedQueries } from './use-query';

/** The API the page's widgets read by default: the origin this script came from (read as it runs). */
const API = new URL(import.meta.url, location.href).origin;

/** The hydrated roots, which take the rules the page's widgets add after hydration began. */
const hydratedRoots: ShadowRoot[] = [];
/** Those rules (any a script loaded later adds): the server's stylesheet has every rule the page had before. */
const lateRules = new CSSStyleSheet();
/** Whether this script has begun hydrating (it follows the shared sheet and joins texts from then on). */
let started = false;

/**
 * Copies into `lateRules` what another script writes into the shared sheet from now on, and has
 * every hydrated root adopt it once it holds a rule. The rules of this bundle's own code (a
 * section's module the official page loads later among them: `serving`, precompiled.ts) are in
 * the server's stylesheet already. The shared sheet is wrapped here rather than in sheets.ts so
 * that partner scripts carry none of it, whichever script made the page's registry.
 */
function followLateRules(styles: SharedSheet): void {
  let late = '';
  const { get, set } = Object.getOwnPropertyDescriptor(styles, 'data')!;
  Object.defineProperty(styles, 'data', {
    get,
    set(value: string) {
      const before = (get!.call(styles) as string).length;
      set!.call(styles, value);
      // Rules are only ever appended (precompiled.ts).
      if (styles.serving) return;
      late += value.slice(before);
      lateRules.replaceSync(late);
      for (const root of hydratedRoots) root.adoptedStyleSheets = [lateRules];
    },
  });
}

/**
 * Joins the adjacent texts among `children` (what renders nothing between them left out), as the
 * server's HTML does ("Step " and 1 are one text node there): hydrating them apart would split that
 * node, and text shaped in two pieces lays out a fraction of a pixel narrower or wider.
 */
function joinTexts(children: unknown[]): unknown[] {
  const joined: unknown[] = [];
  let text = false;
  for (const child of children) {
    if (child === null || child === undefined || typeof child === 'boolean') continue;
    const primitive = typeof child === 'string' || typeof child === 'number';
    if (primitive && text) joined[joined.length - 1] += String(child);
    else joined.push(primitive ? String(child) : child);
    text = primitive;
  }
  return joined;
}

/** Renders every element's and fragment's adjacent texts as one text node, as the server's HTML has them (joinTexts). */
function renderTextsJoined(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { children?: unknown };
    if ((typeof vnode.type === 'string' || vnode.type === Fragment) && Array.isArray(props.children))
      props.children = joinTexts(props.children);
    previous?.(vnode);
  };
}

/**
 * `host`'s server-rendered root: this release's, to hydrate (undefined when it holds none);
 * another release's, emptied (null). Hydrating renders the `<link>` that styled the first paint as
 * the root's first child (and the note for readers without JavaScript after it, never displayed
 * here), so that preact keeps them and every node after them, adopts no sheet (the
 * link has every rule the shared sheets had; adopting them would restyle every element), and turns
 * the server's stand-ins for style attributes into the inline styles the client sets.
 */
const claimServerRoot: ServerRoots = (host) => {
  const root = host.shadowRoot;
  if (!root || !host.hasAttribute(SERVER_RENDERED)) return;
  if (host.getAttribute(SERVER_RENDERED) !== __OREBIT_RELEASE__) return (void root.replaceChildren(), null);
  return (node) => {
    const href = root.querySelector(`:scope > ${SERVER_STYLESHEET}`)?.getAttribute('href');
    // The note as the server wrote it, in the page's language.
    const note = root.querySelector(':scope > .ob-nojs')?.textContent ?? NO_SCRIPT_NOTE;
    const withLink = (children: ReactNode) => (
      <>
        <link rel="stylesheet" href={href!} />
        <p className="ob-nojs" role="note">
          {note}
        </p>
        {children}
      </>
    );
    // React's types list elements and documents only; preact (and react-dom) hydrate a shadow root as createRoot renders one.
    const reactRoot = hydrateRoot(root as unknown as Element, withLink(node));
    for (const el of root.querySelectorAll<HTMLElement>(`[${SERVER_STYLE}]`)) {
      el.style.cssText = el.getAttribute(SERVER_STYLE)!;
      el.removeAttribute(SERVER_STYLE);
    }
    hydratedRoots.push(root);
    if (lateRules.cssRules.length) root.adoptedStyleSheets = [lateRules];
    const linked: Root = {
      render: (children) => reactRoot.render(withLink(children)),
      unmount() {
        reactRoot.unmount();
        hydratedRoots.splice(hydratedRoots.indexOf(root), 1);
      },
    };
    return linked;
  };
};

/**
 * Starts the page's queries from the data its server render showed (the Worker's renders carry it;
 * the build's page does not), so hydration asks the API for nothing the page has and every figure
 * stays as the server wrote it.
 */
function seedFromPage(): void {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return;
  try {
    seedQueries(API, JSON.parse(block.textContent) as PageData);
  } catch {
    // Unreadable data: the widgets fetch theirs, as on the build's page.
  }
}

/** Lets this bundle's widgets hydrate the server render's roots: call before mounting the first of them. */
export function hydrateServerRoots(): void {
  if (!started) {
    started = true;
    // Called after every widget of this script has added its rules.
    followLateRules(getRegistry().styles);
    renderTextsJoined();
    seedFromPage();
  }
  takeOverServerRoots(claimServerRoot);
}
