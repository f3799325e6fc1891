// The data the server render shows: what the Worker reads from the stores the API reads, once per
// render, and what the page carries to the widgets' query cache so that hydration asks the API for
// nothing the page already has (docs/ARCHITECTURE.md, The server render).

/** The API paths whose answers a server render shows. */
export const PAGE_QUERIES = ['/api/crypto/prices', '/api/forum/posts', '/api/forum/counts', '/api/news'] as const;
export type PageQuery = (typeof PAGE_QUERIES)[number];

/** The widgets whose first render shows API data, and what each reads (a unit test holds this to their renders). */
export const LIVE_WIDGETS: Readonly<Record<string, readonly PageQuery[]>> = {
  hero: ['/api/crypto/prices'],
  community: ['/api/forum/posts', '/api/forum/counts'],
  news: ['/api/news'],
};

/** What a page was rendered with. */
export interface PageData {
  /** When the Worker read it, in ms since the epoch: relative times count from it, the first poll too. */
  readonly at: number;
  /** Each API path's answer, as the API serves it. */
  readonly queries: Readonly<Partial<Record<PageQuery, unknown>>>;
}

/** The id of the page's `<script type="application/json">` block that carries its PageData. */
export const PAGE_DATA_ID = 'orebit-data';

/** How long a rendered page may be served: the widgets poll every 30 s, so never older than one poll. */
export const PAGE_FRESH_MS = 30_000;
