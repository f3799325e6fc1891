import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref for a scrolling chat log that keeps it at its newest (bottom) entry whenever a message
 * arrives or the typing indicator comes or goes. After an update it scrolls at once, before the
 * paint. On mount it waits for the next animation frame, still before the first paint: reading
 * scrollHeight in the mount itself would force a layout of the whole page inside the widget's
 * mount task, which the browser then does again for the frame.
 */
export function useStickToBottom<T extends HTMLElement>(chat: {
  messages: readonly unknown[];
  typing: boolean;
}): RefObject<T | null> {
  const list = useRef<T>(null);
  const mounted = useRef(false);
  const count = chat.messages.length;
  useLayoutEffect(() => {
    const stick = () => {
      const el = list.current;
      if (el) el.scrollTop = el.scrollHeight;
    };
    if (mounted.current) return stick();
    mounted.current = true;
    const frame = requestAnimationFrame(stick);
    return () => cancelAnimationFrame(frame);
  }, [count, chat.typing]);
  return list;
}
