import mitt, { type Emitter } from 'mitt';

/**
 * A widget asks to show a section (docs/embedding.md#javascript-api-and-events). Host pages may handle it
 * themselves: a listener that calls preventDefault() stops the default (navigate.ts).
 */
export interface NavigateEvent {
  /** Anchor id without '#', e.g. 'onboarding'. */
  anchor: string;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/** A toast for the page's notification region (docs/behaviour.md#toasts). */
export interface ToastEvent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/**
 * The public widget events (docs/embedding.md#javascript-api-and-events), for analytics and host integration: on the page bus
 * (`Orebit.on`) and as a DOM CustomEvent on the widget's host element, with this `detail`.
 */
export type WidgetEvents = {
  /** The staking calculator's Calculate: the inputs used and the estimated reward in tokens. */
  'calculator:calculate': { amount: number; apy: number; days: number; reward: number };
  /** The referral link was copied. */
  'referral:copy': { link: string };
  /** A share button opened its platform. */
  'referral:share': { platform: 'twitter' | 'facebook' | 'linkedin' | 'reddit' | 'telegram' | 'whatsapp' };
  /** The reader sent the concierge a message. */
  'concierge:message': { text: string };
  /** An SMS alerts subscription went through, on this plan. */
  'sms:subscribe': { plan: 'basic' | 'priority' | 'vip' };
  /** A forum post was published: its id (as the API gave it) and title. */
  'forum:post': { id: number; title: string };
  /** A wallet was connected: its id, e.g. 'metamask'. */
  'wallet:connect': { wallet: string };
};

/** Every event on the page bus, by name. */
export type BusEvents = WidgetEvents & {
  navigate: NavigateEvent;
  toast: ToastEvent;
};

/** The page bus: one per page, shared by every separately loaded widget script. */
export type PageBus = Emitter<BusEvents>;

/** Creates a page bus. The registry calls this once per page. */
export function createPageBus(): PageBus {
  return mitt<BusEvents>();
}
