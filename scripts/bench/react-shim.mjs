// Bench only: `react` for the react-dom build of a widget. Our runtime calls the classic
// `render(node, container)` (react-lite.ts, like preact's); React 19 has only roots, so this adds a
// `render` made of createRoot + flushSync (synchronous, like preact's) and re-exports React.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export * from 'react';

const roots = new WeakMap();

/** `render(node, container)` on a React root per container; `render(null, …)` unmounts. */
export function render(node, container) {
  let root = roots.get(container);
  if (node == null) {
    root?.unmount();
    roots.delete(container);
    return;
  }
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  flushSync(() => root.render(node));
}
