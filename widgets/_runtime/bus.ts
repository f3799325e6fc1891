import mitt, { type Emitter } from 'mitt';

/**
 * A widget asks to show a section (DESIGN.md § Embedding contract). Host pages may handle it
 * themselves: a listener that calls preventDefault() stops the default (navigate.ts).
 */
export interface NavigateEvent {
  /** Anchor id without '#', e.g. 'onboarding'. */
  anchor: string;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/** A toast for the page's notification region (spec §3 Toast). */
export interface ToastEvent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Every event on the page bus, by name. */
export type BusEvents = {
  navigate: NavigateEvent;
  toast: ToastEvent;
};

/** The page bus: one per page, shared by every separately loaded widget script. */
export type PageBus = Emitter<BusEvents>;

/** Creates a page bus. The registry calls this once per page. */
export function createPageBus(): PageBus {
  return mitt<BusEvents>();
}
