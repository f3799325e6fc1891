// The cases of bench part 12 (partner-vitals.ts): each partner widget as we hand it out, where it
// is placed, the WordPress themes, and what one load measures.

/** A partner widget as we hand it out. */
export interface Widget {
  label: string;
  name: string;
  attributes: ReadonlyArray<readonly [string, string]>;
}

export const WIDGETS: readonly Widget[] = [
  { label: 'calculator', name: 'yield-farming', attributes: [['data-view', 'calculator']] },
  {
    label: 'calculator, lazy',
    name: 'yield-farming',
    attributes: [
      ['data-view', 'calculator'],
      ['data-loading', 'lazy'],
    ],
  },
  { label: 'referral', name: 'referral', attributes: [] },
  { label: 'concierge, inline', name: 'concierge', attributes: [] },
  { label: 'concierge, floating', name: 'concierge', attributes: [['data-mode', 'floating']] },
];
export const FLOATING = WIDGETS.at(-1)!;

export type Placement = 'first screen' | 'below';
/** The WordPress themes: the classic one and the block theme that ship with WordPress 6.1. */
export const THEMES = ['twentytwentyone', 'twentytwentythree'] as const;
type Theme = (typeof THEMES)[number];

/** One page to load: a partner page with one widget placed, or none. */
export interface Case {
  page: string;
  widget: Widget | undefined;
  placement: Placement | undefined;
  /** The page's address (per width: WordPress serves one URL, the plain pages one origin each). */
  url: string;
  /** A WordPress theme to activate before loading it. */
  theme?: Theme;
}

/**
 * CLS as Chromium's layout-shift entries without recent input make it (the largest session window),
 * and blocking time: Σ (long task − 50 ms) from navigation.
 */
export interface Shifted {
  cls: number;
  blocking: number;
  /** The largest shift's sources (what moved), '' when none. */
  largest: string;
}

/** What one load measured. */
export interface Load {
  /** The last LCP candidate before any scroll, ms since navigation. */
  lcp: number;
  /**
   * When the first response from the widgets' origin (the widget's script) had arrived, ms since
   * navigation (NaN: none before the page settled): after the LCP, none of our code ran before it.
   */
  arrived: number;
  /** CLS and blocking time once the page has settled, before any scroll. */
  rest: Shifted;
  /** The same after the reader scrolled the widget (or, without one, the paragraph it would follow) into view and the page settled again. */
  scrolled: Shifted;
  /** The widget's element's top (px from the top of the document) once settled. */
  top: number;
  settled: boolean;
  /** Responses from the widgets' origin: URL, bytes on the wire (headers included), their body's gzip size (level 9; the floating concierge's only). */
  ours: Array<{ url: string; wire: number; gzip: number }>;
}
