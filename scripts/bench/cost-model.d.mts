/** Workers Paid plan prices (USD) with their monthly inclusions. */
export const PRICES: {
  subscriptionPerMonth: number;
  workerRequests: { includedPerMonth: number; perMillion: number };
  cpuMs: { includedPerMonth: number; perMillion: number };
  kvReads: { includedPerMonth: number; perMillion: number };
  kvWrites: { includedPerMonth: number; perMillion: number };
  durableObjectRequests: { includedPerMonth: number; perMillion: number };
};

/** How often each widget polls, in seconds. */
export const POLL_SECONDS: { prices: number; forum: number; news: number };

/** The edge TTL of each GET, from the Worker's Cache-Control (0: not cached). */
export const EDGE_TTL_SECONDS: { prices: number; forum: number; news: number };

/** API requests of one page view of `dwellSeconds` (default 60). */
export function requestsPerPageView(dwellSeconds?: number): { prices: number; forum: number; news: number };

/** The Workers Paid cost report, as markdown, with and without edge caching. */
export function costModel(options?: {
  requestsPerPage?: Record<string, number>;
  kvReadsPerGet?: number;
  dwellSeconds?: number;
  pageViewsPerDay?: number;
  pops?: number;
  variantsPerUrl?: number;
  staticPerPage?: number;
  cpuMsPerRequest?: number;
  forumWritesPerDay?: number;
}): string;
