import { useEffect, useRef } from 'react';

/**
 * `later(fn, ms)` for a component: runs `fn` after `ms` unless the component has unmounted by
 * then; every pending timer is cleared on unmount, so nothing fires into a removed widget.
 */
export function useLater(): (fn: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const active = timers.current;
    return () => {
      for (const timer of active) clearTimeout(timer);
      active.clear();
    };
  }, []);
  return (fn, ms) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  };
}
