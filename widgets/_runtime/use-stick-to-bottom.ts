import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a scrolling list at its newest (bottom) entry whenever `deps` change (a chat log). After
 * an update it scrolls at once, before the paint. On mount it waits for the next animation frame,
 * still before the first paint: reading scrollHeight in the mount itself would force a layout of
 * the whole page inside the widget's mount task, which the browser then does again for the frame.
 */
export function useStickToBottom(list: { readonly current: HTMLElement | null }, deps: readonly unknown[]): void {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const stick = () => {
      const el = list.current;
      if (el) el.scrollTop = el.scrollHeight;
    };
    if (mounted.current) return stick();
    mounted.current = true;
    const frame = requestAnimationFrame(stick);
    return () => cancelAnimationFrame(frame);
  }, deps);
}
