import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

/**
 * Renders `node` into `root` before returning. React's roots render in a later task; a widget's
 * content must be in its shadow root when `mount` returns (the `mounted` mark, hosts that measure
 * it at once). preact/compat renders synchronously anyway.
 */
export function renderNow(root: Root, node: ReactNode): void {
  flushSync(() => root.render(node));
}
