// What the Worker asks of the server renderer: the official page at `/` and the widget pages of
// `/embed/<name>?<option>=…` are rendered by the Worker from live data, with the widgets' own
// server render. The build bundles that renderer (widgets/server/worker-renderer.ts, with every widget)
// into one module the Worker imports as `orebit:embed-renderer`; this is the shape both sides agree on.
import type { PageData, PageQuery } from './page-data';

/** Where the framable widget pages live: `/embed/<name>`. */
export const EMBED_PREFIX = '/embed/';

/** The width (CSS px) an embed frame asks for when the host sets no maximum: a blog post's column. */
export const EMBED_WIDTH = 640;

/**
 * The tallest (CSS px) an embed frame is made: the oEmbed answer's `height` and every height the
 * embed page reports are capped here, and the host listener we document caps what it applies. Above
 * the tallest widget in a 320 px column (4,189 px); past it, the page scrolls inside its frame
 * rather than push the host's page down by tens of thousands of pixels (a long forum).
 */
export const EMBED_MAX_HEIGHT = 6000;

/** A widget's link preview (Open Graph, Twitter card, the oEmbed thumbnail): a JPEG of this size, in px. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** One widget as its embed page and the oEmbed answer describe it. */
interface EmbedWidget {
  readonly name: string;
  readonly title: string;
  /** What a reader of a link to it is told: its summary (a view's own is the location's). */
  readonly description: string;
  /** Its height (px) on a 1280 px page, the frame's height until the page says otherwise. */
  readonly height: number;
  /** The API data its first render shows (none: its page never changes within a release). */
  readonly reads: readonly PageQuery[];
}

/** Where the page's files are, for the renderer. */
export interface EmbedPageLinks {
  /** The origin serving the page, its scripts and the oEmbed endpoint (`https://host`). */
  readonly origin: string;
  /** The widgets' stylesheet (`/embed-sheet.<hash>.css`). */
  readonly stylesheet: string;
}

/** An embed page, rendered. */
export interface EmbedPage {
  readonly html: string;
  /** The page's canonical URL: its widget and the valid options that differ from the defaults. */
  readonly canonical: string;
  /** The frame's height the oEmbed answer gives (px): `height` when the URL sets it, else the widget's. */
  readonly height: number;
  /** The texts of the page's inline scripts and styles, for the CSP's hashes. */
  readonly inlineScripts: readonly string[];
  readonly inlineStyles: readonly string[];
}

/** Where an embed URL's page is, without rendering it. */
interface EmbedLocation {
  /** The page's canonical URL: its widget and the valid options that differ from the defaults. */
  readonly url: string;
  /** The frame's height (px): `height` when the URL sets it, else the widget's. */
  readonly height: number;
  /** Its link preview's image, PREVIEW_SIZE: the widget's, or its view's when the URL shows one with a frame of its own. */
  readonly image: string;
  /** Its link card's description, for a reader: the widget's summary, or its view's, in the page's language. */
  readonly description: string;
  /** The widget's title in the page's language. */
  readonly title: string;
}

/**
 * An embed URL as the Worker serves it: where its page is (the page it shares with every URL of the
 * same valid options) and what this URL asked beyond that page, which the Worker adds to it.
 */
export interface EmbedRequest extends EmbedLocation {
  /** One console warning per option the page does not take. */
  readonly warnings: readonly string[];
  /** The values the widget does not take, by `data-*` attribute: the widget warns about each and uses its default. */
  readonly invalid: Readonly<Record<string, string>>;
}

/**
 * A language's catalog: every locale file of the language (the widgets', the page's and the embed
 * pages' own words) by folder, as the build writes it beside the language packs.
 */
export type Catalog = Readonly<Record<string, { readonly messages: Readonly<Record<string, string>> }>>;

/** The renderer's interface, as the Worker imports it. */
export interface EmbedRenderer {
  /** The release the renderer was built from: a cached page is keyed by it. */
  readonly release: string;
  /** The widget named `name`, or undefined when there is none. */
  widget(name: string): EmbedWidget | undefined;
  /** The embed page of widget `name` with the options of `query` and the API's `data`, or undefined for an unknown widget. */
  render(
    name: string,
    query: URLSearchParams,
    links: EmbedPageLinks,
    data?: PageData,
    catalog?: Catalog,
  ): EmbedPage | undefined;
  /**
   * The official page rendered with `data` on the build's page (`shell`: its HTML and the text of
   * the sections' stylesheet it links): its head and chrome as built, its main element holding
   * the live sections, then their data block. Rules the stylesheet lacks are in a `<style>` in
   * every root, whose text is `style` ('' for none). In `lang` other than English (one of
   * `pageLangs`), the page's `<html lang dir>`, head and sections are in that language. Throws when
   * `shell` is not the build's page.
   */
  page(
    data: PageData | undefined,
    shell: { readonly html: string; readonly css: string },
    lang?: string,
    catalog?: Catalog,
  ): { html: string; style: string };
  /** The languages the page is served in besides English, each at `/<lang>/`. */
  pageLangs: readonly string[];
  /** Where the build put the catalog of `lang` (a path of the static assets); undefined when it needs none (English, a pseudo-locale). */
  catalogPath(lang: string): string | undefined;
  /** Where the embed page of widget `name` with the options of `query` is, or undefined for an unknown widget. */
  locate(name: string, query: URLSearchParams, origin: string, catalog?: Catalog): EmbedRequest | undefined;
  /** The oEmbed discovery URL of the embed page at `url`. */
  oembedUrl(url: string, origin: string): string;
}
