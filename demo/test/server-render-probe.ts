// A probe of the server-rendered page, run first in the page (Chromium: an init script; Firefox and
// WebKit: after the engines' log recorder, page-proxy.ts). Self-contained: it is sent as source.
//   - Each frame until every section is on screen, before that frame paints: which sections the
//     parser has put in the page, and whether their roots are styled then (the base sheet's
//     container-type and 15 px type on the root, a widget rule's display on its first element).
//   - When parsing ends (readyState "interactive", before the deferred page script runs): every
//     node of every server-rendered root, to compare once the script has hydrated them.
//   - The API never answers (fetch of /api/ stays pending), so every section keeps the state the
//     server rendered: a node hydration replaced is one it did not keep.

/** What the probe found, on `window.__serverRender`. */
export interface ServerRenderProbe {
  /** Per section, the first frame it was on screen in, and whether it was styled in that frame. */
  firstFrames: Array<{ name: string; frame: number; styled: boolean }>;
  /** Every node of the server-rendered roots when parsing ended (kept in the page, not serialised). */
  nodes: number;
}

export function probeServerRender(): void {
  const probe = { firstFrames: [] as ServerRenderProbe['firstFrames'], nodes: 0 };
  const nodes: Node[] = [];
  Object.assign(window, { __serverRender: probe, __serverNodes: nodes });
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).includes('/api/')
      ? new Promise<Response>(() => {})
      : realFetch(input, init);

  const seen = new Set<Element>();
  let frame = 0;
  const styled = (root: Element) => {
    const style = getComputedStyle(root);
    return style.containerType === 'inline-size' && style.fontSize === '15px';
  };
  const onFrame = () => {
    frame++;
    for (const host of document.querySelectorAll('[server-rendered]')) {
      const root = host.shadowRoot?.querySelector('.orebit-root');
      if (seen.has(host) || !root) continue;
      seen.add(host);
      probe.firstFrames.push({ name: host.localName.slice('orebit-'.length), frame, styled: styled(root) });
    }
    if (document.readyState === 'loading' || seen.size < document.querySelectorAll('[server-rendered]').length)
      requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const host of document.querySelectorAll('[server-rendered]')) {
      const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_ALL);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    }
    probe.nodes = nodes.length;
  });
}

/**
 * After hydration, in the page: what hydration did to the nodes the parser made. `replaced`: nodes
 * no longer in the page (the `<link>` that styles each root included); `added`: elements in the
 * roots now that the parser did not make; `leftovers`: server-only attributes still there.
 */
export function hydrationReport(): { kept: number; replaced: string[]; added: string[]; leftovers: number } {
  const nodes = (window as unknown as { __serverNodes: Node[] }).__serverNodes;
  const before = new Set(nodes);
  const describe = (node: Node) =>
    `${(node.getRootNode() as ShadowRoot).host?.localName ?? '?'}: ${node.nodeName} ${(node.textContent ?? '').trim().slice(0, 40)}`;
  const replaced = nodes.filter((node) => !node.isConnected).map(describe);
  const added: string[] = [];
  let leftovers = 0;
  for (const host of document.querySelectorAll('[server-rendered]')) {
    for (const el of host.shadowRoot!.querySelectorAll('*')) if (!before.has(el)) added.push(describe(el));
    leftovers += host.shadowRoot!.querySelectorAll('[data-ob-style]').length;
  }
  return { kept: nodes.length - replaced.length, replaced, added, leftovers };
}

/**
 * Scrolls the full page's sections into view one by one, two frames apart, as a reader scrolling
 * down to the footer, then back to the top: each section hydrates as it is reached. Self-contained,
 * for the engines' drivers (Chromium's tests use `reachEverySection`, which works on a paused clock).
 */
export async function scrollThroughSections(): Promise<void> {
  for (const host of document.querySelectorAll('#orebit-page > [server-rendered]')) {
    host.scrollIntoView({ behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  scrollTo({ top: 0, behavior: 'instant' });
}
