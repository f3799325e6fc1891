// What the API costs on the Workers Paid plan for a given traffic, with and without edge caching
// (docs/performance.md). Prices as Cloudflare publishes them, checked against developers.cloudflare.com:
// workers/platform/pricing (Workers Standard, KV, Durable Objects) and workers/cache (Workers Cache
// billing). A model: its assumptions are parameters, and the output states each of them.

/** A metered item: what a month includes and the price of each further million. */
interface Meter {
  includedPerMonth: number;
  perMillion: number;
}

/** Workers Paid plan prices (USD), monthly inclusions; a month is 30 days here. */
const PRICES: {
  subscriptionPerMonth: number;
  workerRequests: Meter;
  cpuMs: Meter;
  kvReads: Meter;
  kvWrites: Meter;
  durableObjectRequests: Meter;
} = {
  subscriptionPerMonth: 5,
  workerRequests: { includedPerMonth: 10e6, perMillion: 0.3 },
  cpuMs: { includedPerMonth: 30e6, perMillion: 0.02 },
  kvReads: { includedPerMonth: 10e6, perMillion: 0.5 },
  kvWrites: { includedPerMonth: 1e6, perMillion: 5 },
  durableObjectRequests: { includedPerMonth: 1e6, perMillion: 0.15 },
};

const DAYS_PER_MONTH = 30;
const SECONDS_PER_DAY = 86_400;

/**
 * How often each widget polls, in seconds: hero/constants.ts, community/constants.ts (the list and
 * its counts, docs/choices.md#forum-counts), news/constants.ts.
 */
const POLL_SECONDS: Record<string, number> = { prices: 30, forum: 30, 'forum counts': 30, news: 60 };

/** The edge TTL of each GET, from the Worker's Cache-Control: prices s-maxage=30, news max-age=30, forum no-store. */
const EDGE_TTL_SECONDS: Record<string, number> = { prices: 30, forum: 0, 'forum counts': 0, news: 30 };

/** API requests of one page view of `dwellSeconds` with the hero, forum and news mounted: the first fetch, then one per poll while the page is open. */
export function requestsPerPageView(dwellSeconds = 60): Record<string, number> {
  return Object.fromEntries(
    Object.entries(POLL_SECONDS).map(([name, every]) => [name, Math.max(1, Math.ceil(dwellSeconds / every))]),
  );
}

function overage(perMonth: number, { includedPerMonth, perMillion }: Meter): number {
  return (Math.max(0, perMonth - includedPerMonth) / 1e6) * perMillion;
}

const count = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toFixed(n >= 1e8 ? 0 : 2)} M` : Math.round(n).toLocaleString('en-US');
const usd = (n: number): string => `$${n.toFixed(2)}`;

/** The traffic and the assumptions of the cost model; every field has a default. */
export interface CostModelOptions {
  /** API GETs per page view by endpoint (prices, forum, news); default: requestsPerPageView(dwellSeconds). */
  requestsPerPage?: Record<string, number>;
  /** KV reads per API GET that misses the cache (measured: 1). */
  kvReadsPerGet?: number;
  /** How long a page view stays open (default 60 s). */
  dwellSeconds?: number;
  /** Default 1,000,000. */
  pageViewsPerDay?: number;
  /** Cloudflare locations that each miss every cached URL once per TTL (default 100: an upper bound of refills, since the cache fills per location). */
  pops?: number;
  /** Cache entries per URL: responses carry Vary: Origin, so one per embedding origin that a location serves (default 1: the official site). */
  variantsPerUrl?: number;
  /** Requests for files of dist/ per page view that reach the Worker: run_worker_first = true runs the Worker (billed) even for static files (default 0). */
  staticPerPage?: number;
  /** CPU time per Worker run (default 2 ms, an assumption). */
  cpuMsPerRequest?: number;
  /** New posts and likes (default 0.5% of page views). */
  forumWritesPerDay?: number;
}

/**
 * The daily and monthly Worker requests, KV reads and writes and the Workers Paid cost, as a
 * markdown report with three scenarios: no edge cache, the Cache API inside the Worker, and Workers
 * Cache in front of the Worker.
 */
export function costModel({
  requestsPerPage,
  kvReadsPerGet = 1,
  dwellSeconds = 60,
  pageViewsPerDay = 1_000_000,
  pops = 100,
  variantsPerUrl = 1,
  staticPerPage = 0,
  cpuMsPerRequest = 2,
  forumWritesPerDay = pageViewsPerDay * 0.005,
}: CostModelOptions = {}): string {
  const perPage = requestsPerPage ?? requestsPerPageView(dwellSeconds);
  const endpoints = Object.keys(perPage);
  const apiPerDay: Record<string, number> = Object.fromEntries(
    endpoints.map((name) => [name, pageViewsPerDay * perPage[name]!]),
  );
  const apiRequestsPerDay = endpoints.reduce((sum, name) => sum + apiPerDay[name]!, 0);
  const workerRequestsPerDay = apiRequestsPerDay + pageViewsPerDay * staticPerPage;

  // A cached URL reaches the Worker (or its KV read) at most once per TTL per location and variant.
  const missesPerDay: Record<string, number> = Object.fromEntries(
    endpoints.map((name) => {
      const ttl = EDGE_TTL_SECONDS[name] ?? 0;
      const bound = ttl > 0 ? pops * variantsPerUrl * (SECONDS_PER_DAY / ttl) : Infinity;
      return [name, Math.min(apiPerDay[name]!, bound)];
    }),
  );
  const apiMissesPerDay = endpoints.reduce((sum, name) => sum + missesPerDay[name]!, 0);

  // Writes do not depend on caching: the cron stores prices once a minute; the Durable Object
  // publishes the forum list after writes, at most once a second (KV's rate per key).
  const kvWritesPerDay = 1_440 + Math.min(forumWritesPerDay, SECONDS_PER_DAY);
  const doRequestsPerDay = forumWritesPerDay;

  const scenarios = [
    { name: 'no edge cache', workerRuns: workerRequestsPerDay, kvReads: apiRequestsPerDay * kvReadsPerGet },
    // The Worker runs first on every request; a hit in caches.default only saves the KV read.
    { name: 'Cache API in the Worker', workerRuns: workerRequestsPerDay, kvReads: apiMissesPerDay * kvReadsPerGet },
    // Billed per request hit or miss (developers.cloudflare.com/workers/cache, Billing); CPU only on misses.
    {
      name: 'Workers Cache in front',
      workerRuns: workerRequestsPerDay - apiRequestsPerDay + apiMissesPerDay,
      kvReads: apiMissesPerDay * kvReadsPerGet,
    },
  ].map((s) => {
    const month = (perDay: number) => perDay * DAYS_PER_MONTH;
    const costs = {
      requests: overage(month(workerRequestsPerDay), PRICES.workerRequests),
      cpu: overage(month(s.workerRuns * cpuMsPerRequest), PRICES.cpuMs),
      kvReads: overage(month(s.kvReads), PRICES.kvReads),
      kvWrites: overage(month(kvWritesPerDay), PRICES.kvWrites),
      durableObjects: overage(month(doRequestsPerDay), PRICES.durableObjectRequests),
    };
    const total = PRICES.subscriptionPerMonth + Object.values(costs).reduce((a, b) => a + b, 0);
    return { ...s, costs, total };
  });

  const row = (label: string, values: string[]) => `| ${label} | ${values.join(' | ')} |`;
  const perDayAndMonth = (perDay: number) => `${count(perDay)} / ${count(perDay * DAYS_PER_MONTH)}`;
  const perPageText = endpoints.map((name) => `${name} ${perPage[name]}`).join(', ');

  return [
    `### Cost model: ${count(pageViewsPerDay)} page views a day, Workers Paid plan`,
    '',
    `Per page view (${dwellSeconds} s open; widgets poll prices, the forum and its counts every 30 s, news every 60 s): ${perPageText} API GETs` +
      `${staticPerPage ? `, ${staticPerPage} static files through the Worker` : ''}; ${kvReadsPerGet} KV read per GET that reaches storage.`,
    '',
    `| per day / per month (30 days) | ${scenarios.map((s) => s.name).join(' | ')} |`,
    `|---|${scenarios.map(() => '---:').join('|')}|`,
    row(
      'Worker requests (billed)',
      scenarios.map(() => perDayAndMonth(workerRequestsPerDay)),
    ),
    row(
      'Worker runs (CPU billed)',
      scenarios.map((s) => perDayAndMonth(s.workerRuns)),
    ),
    row(
      'KV reads',
      scenarios.map((s) => perDayAndMonth(s.kvReads)),
    ),
    row(
      'KV writes',
      scenarios.map(() => perDayAndMonth(kvWritesPerDay)),
    ),
    row(
      'Durable Object requests',
      scenarios.map(() => perDayAndMonth(doRequestsPerDay)),
    ),
    row(
      '**cost per month**',
      scenarios.map(() => ''),
    ),
    row(
      'subscription',
      scenarios.map(() => usd(PRICES.subscriptionPerMonth)),
    ),
    row(
      'requests over 10 M at $0.30/M',
      scenarios.map((s) => usd(s.costs.requests)),
    ),
    row(
      `CPU over 30 M ms at $0.02/M ms (${cpuMsPerRequest} ms per run)`,
      scenarios.map((s) => usd(s.costs.cpu)),
    ),
    row(
      'KV reads over 10 M at $0.50/M',
      scenarios.map((s) => usd(s.costs.kvReads)),
    ),
    row(
      'KV writes over 1 M at $5.00/M',
      scenarios.map((s) => usd(s.costs.kvWrites)),
    ),
    row(
      'Durable Object requests over 1 M at $0.15/M',
      scenarios.map((s) => usd(s.costs.durableObjects)),
    ),
    row(
      '**total**',
      scenarios.map((s) => `**${usd(s.total)}**`),
    ),
    '',
    'Assumptions:',
    `- Edge TTLs from the Worker's Cache-Control: prices ${EDGE_TTL_SECONDS.prices} s (s-maxage), news ${EDGE_TTL_SECONDS.news} s, forum never (no-store), so every forum GET reaches KV in all three columns.`,
    `- A cached URL is refilled once per TTL in each of ${pops} locations` +
      `${variantsPerUrl > 1 ? ` and for each of ${variantsPerUrl} embedding origins (Vary: Origin)` : ' (one variant: Vary: Origin splits the cache per embedding origin)'}` +
      `: at most ${count(pops * variantsPerUrl * (SECONDS_PER_DAY / 30))} refills per URL a day at a 30 s TTL. An upper bound: Workers Cache is tiered and collapses concurrent misses, so it refills less.`,
    '- Cache API: the Worker still runs (and is billed) for every request; a hit saves the KV read. Workers Cache: hits are billed as requests too, but use no CPU.',
    `- Writes: the prices cron once a minute (1,440 a day) plus ${count(forumWritesPerDay)} forum posts and likes a day (one Durable Object request each; KV publishes coalesced to at most one a second). Durable Object duration and KV storage are left out (small at this write rate).`,
    staticPerPage
      ? `- ${staticPerPage} static files per page view reach the Worker (run_worker_first = true); static-asset requests are free only when the Worker does not run first.`
      : '- Static files are not counted: with run_worker_first = true each file request that reaches Cloudflare also runs (and bills) the Worker; pass staticPerPage to include them.',
    `- Prices: developers.cloudflare.com/workers/platform/pricing (Workers Standard, KV, Durable Objects) and /workers/cache (billing), as published; a 30-day month.`,
  ].join('\n');
}
