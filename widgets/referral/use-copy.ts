import { useEffect, useRef, useState } from 'react';
import { emit } from '../_runtime';
import { COPY_CONFIRM_MS } from './constants';

/** Copies a field's text; `copied` is true for COPY_CONFIRM_MS after each successful copy (docs/behaviour.md#referral). */
export function useCopy(): { copied: boolean; copy(field: HTMLInputElement): Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = async (field: HTMLInputElement) => {
    try {
      await navigator.clipboard.writeText(field.value);
    } catch {
      // No clipboard API (an http page) or no permission: copy the selected field the old way.
      field.select();
      if (!document.execCommand('copy')) return;
    }
    emit(field, 'referral:copy', { link: field.value });
    // Unmounted while the clipboard answered: start no timer.
    if (!mounted.current) return;
    // Started here rather than in an effect, so the 2000 ms count from the copy itself.
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };
  return { copied, copy };
}
