import { useEffect, useState } from 'react';
import type { PageData } from '../../contract/page-data';
import { fetchQuery, queryUrl, type On401 } from './api';
import { browserClock, createQueryCache, type QueryCache, type QueryClock, type QueryState } from './query-cache';
import { getRegistry } from './registry';

/** How a widget reads one query. */
export interface QueryOptions {
  /** Poll interval in ms (paused while the tab is hidden); none by default. */
  refetchInterval?: number;
  /** What a 401 answer does: fail (default) or yield null. */
  on401?: On401;
}

/** The server render's clock: it never fetches, so every query shows its loading state, as the client's first render does. */
const SERVER_CLOCK: QueryClock = {
  now: () => 0,
  setTimeout: () => 0,
  clearTimeout() {},
  visible: () => false,
  onVisibilityChange: () => () => {},
};

/** The page's query cache; scripts that never read the API do not carry it. */
function pageQueries(): QueryCache {
  const registry = getRegistry();
  return (registry.queries ??= createQueryCache(__OREBIT_SERVER__ ? SERVER_CLOCK : browserClock()));
}

/** Reads `key` (parts joined by '/') from the API at `api` through the page-wide cache. */
export function useQuery<T>(
  api: string,
  key: ReadonlyArray<string | number>,
  options: QueryOptions = {},
): QueryState<T | null> {
  const url = queryUrl(api, key);
  const { refetchInterval = 0, on401 = 'throw' } = options;
  const queries = pageQueries();
  const [, setVersion] = useState(0);
  useEffect(
    () =>
      queries.subscribe(
        url,
        () => fetchQuery<T>(url, on401),
        refetchInterval,
        () => setVersion((n) => n + 1),
      ),
    [queries, url, refetchInterval, on401],
  );
  return queries.get<T | null>(url);
}

/** Refetches `key` now, as after a successful mutation. */
export function invalidateQuery(api: string, key: ReadonlyArray<string | number>): Promise<void> {
  return pageQueries().invalidate(queryUrl(api, key));
}

/** Starts the page's queries of the API at `api` from the data its server render showed: none of them is fetched before it is one poll old. */
export function seedQueries(api: string, { at, queries }: PageData): void {
  const cache = pageQueries();
  for (const [path, data] of Object.entries(queries)) cache.seed(queryUrl(api, [path]), data, at);
}
