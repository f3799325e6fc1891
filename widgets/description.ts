// What a widget's folder says about it to embedders (widgets/<name>/widget.ts exports one): a
// module of its own, so that each widget.ts, the generated widgets/definitions.ts and the catalog
// (widgets/catalog.ts) that gathers them import it without importing one another.
import type { WidgetEvents } from './_runtime/bus';

/** One option: `key` in `Orebit.mount` options, `attribute` on the host element. */
export interface OptionInfo {
  readonly key: string;
  readonly attribute: string;
  /** Its name in words, for a form (the gallery). */
  readonly label: string;
  readonly type: 'choice' | 'number' | 'text' | 'url';
  /** The allowed values of a choice. */
  readonly values?: readonly string[];
  /** What a valid text value matches, as the widget checks it, and what to say when it does not. */
  readonly pattern?: RegExp;
  readonly invalid?: string;
  /** The default; `undefined` when it depends on the page (the API base: the script's origin). */
  readonly default?: string | number;
  readonly description: string;
  /** For a choice that changes the widget's size: its height on a 1280 px page with that value, where it differs. */
  readonly heights?: Readonly<Record<string, number>>;
  /**
   * For a choice that changes the widget's size: its frameHeight with that value, where it differs.
   * Each such value is a view of its own, with its own link card: its `summaries` entry and its
   * preview picture (widgets/catalog.ts, `viewOf`).
   */
  readonly frameHeights?: Readonly<Record<string, number>>;
  /** The link card's description of each value in `frameHeights`, as `summary` is the widget's. */
  readonly summaries?: Readonly<Record<string, string>>;
}

/** What a widget's folder declares about it, in `widgets/<name>/widget.ts` (`export const widget`). */
export interface WidgetDescription {
  readonly title: string;
  /**
   * Its name in a list of blocks (WordPress's inserter and block picker): at most three words,
   * sentence case, the words a blogger would search for ("Staking calculator", "Referral box").
   */
  readonly shortTitle: string;
  readonly description: string;
  /**
   * What a reader of a link to its embed page is told (the page's description, its link card's):
   * one or two sentences on what the reader can do with it, in the reader's words. No formulas,
   * addresses of the API or option names: those are the embedder's, in `description`.
   */
  readonly summary: string;
  /** Its own options, besides COMMON_OPTIONS, as its config schema reads them. */
  readonly options: readonly OptionInfo[];
  /** The public events it sends, each with what its detail holds. */
  readonly events: Readonly<Partial<Record<keyof WidgetEvents, string>>>;
  /** The height (px) it reserves when lazy, unless data-height says otherwise: its height on a 1280 px page. */
  readonly height: number;
  /**
   * Its height (px) in an embed frame 640 px wide (EMBED_WIDTH, a blog post's column): the height
   * the oEmbed answer gives the frame, which a host that listens for no height message keeps.
   */
  readonly frameHeight: number;
  /** The gzip budget (bytes) of its classic script, when not SECTION_SCRIPT_BUDGET (widgets/budgets.ts). */
  readonly budget?: number;
}
