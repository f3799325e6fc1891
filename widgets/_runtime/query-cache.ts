// One cache per page, shared by every widget script through the registry: N widgets reading the
// same key cause one request per interval. docs/behaviour.md#data-client: data is never stale (no refetch on mount or
// focus once loaded), no retry. On top of the spec, polling pauses while the tab is hidden.

/** What a subscriber sees of one query. */
export interface QueryState<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: Error | undefined;
  /** When the cache last heard back (its clock's ms; 0 while loading): what relative times count from. */
  updatedAt: number;
}

/** What the cache needs from the page: injectable so the cache is testable without a browser. */
export interface QueryClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Whether the tab is visible. */
  visible(): boolean;
  /** Calls `fn` when visibility changes; returns the unsubscribe. */
  onVisibilityChange(fn: () => void): () => void;
}

interface Subscriber {
  notify: () => void;
  /** Poll interval in ms, or 0 for none. */
  interval: number;
}

interface Entry {
  state: QueryState<unknown>;
  fetcher: () => Promise<unknown>;
  subscribers: Set<Subscriber>;
  inflight: Promise<void> | undefined;
  /** Counts the fetches started; only the latest one may set the state. */
  generation: number;
  fetchedAt: number;
  timer: unknown;
}

/** The page-wide query cache. */
export interface QueryCache {
  /** Subscribes to `key`; fetches it when nothing is cached yet. Returns the unsubscribe. */
  subscribe(key: string, fetcher: () => Promise<unknown>, interval: number, notify: () => void): () => void;
  /** The current state of `key`. */
  get<T>(key: string): QueryState<T>;
  /**
   * Refetches `key` now (after a mutation) with a request of its own: a poll already in flight
   * started before the write, so its answer is dropped. Pending polls restart from this fetch.
   */
  invalidate(key: string): Promise<void>;
  /**
   * Starts `key` from an answer the page carries (the server render's data) as of `at` (the clock's
   * ms): its subscribers read it at once, with no request, and its first poll comes when it is one
   * interval old.
   */
  seed(key: string, data: unknown, at: number): void;
  /** How many polls are scheduled: for leak checks. */
  activeTimers(): number;
}

/** A seeded entry's fetcher until a subscriber brings its own (nothing fetches before that). */
const unfetched = () => Promise.resolve();

const LOADING: QueryState<never> = { status: 'loading', data: undefined, error: undefined, updatedAt: 0 };

/** Creates the cache; the registry calls this once per page. */
export function createQueryCache(clock: QueryClock): QueryCache {
  const entries = new Map<string, Entry>();

  function pollInterval(entry: Entry): number {
    let min = 0;
    for (const s of entry.subscribers) if (s.interval > 0 && (min === 0 || s.interval < min)) min = s.interval;
    return min;
  }

  function schedule(entry: Entry): void {
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer);
    entry.timer = undefined;
    const interval = pollInterval(entry);
    if (interval === 0 || !clock.visible() || entry.inflight) return;
    const wait = Math.max(0, entry.fetchedAt + interval - clock.now());
    entry.timer = clock.setTimeout(() => {
      entry.timer = undefined;
      void run(entry);
    }, wait);
  }

  /** Fetches `entry`; reuses a fetch in flight unless `fresh`, which supersedes it. */
  function run(entry: Entry, fresh = false): Promise<void> {
    if (entry.inflight && !fresh) return entry.inflight;
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer);
    entry.timer = undefined;
    const generation = ++entry.generation;
    const settled = entry.fetcher().then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    const done: Promise<void> = settled.then((result) => {
      // Superseded by a fetch started later (after a write): its answer may be older than the
      // write, so it never reaches the state; whoever awaits it waits for the newer one.
      if (generation !== entry.generation) return entry.inflight;
      const now = clock.now();
      entry.state = result.ok
        ? { status: 'success', data: result.data, error: undefined, updatedAt: now }
        : // A failed refetch keeps the last data, as react-query does.
          { status: 'error', data: entry.state.data, error: result.error, updatedAt: now };
      entry.inflight = undefined;
      entry.fetchedAt = now;
      for (const s of [...entry.subscribers]) s.notify();
      schedule(entry);
    });
    entry.inflight = done;
    return done;
  }

  // The cache lives as long as the page, so it never stops watching.
  clock.onVisibilityChange(() => {
    for (const entry of entries.values()) schedule(entry);
  });

  /** The entry of `key`, created loading with `fetcher`. */
  const entryOf = (key: string, fetcher: () => Promise<unknown>): Entry => {
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        state: LOADING,
        fetcher,
        subscribers: new Set(),
        inflight: undefined,
        generation: 0,
        fetchedAt: 0,
        timer: undefined,
      };
      entries.set(key, entry);
    }
    return entry;
  };

  return {
    subscribe(key, fetcher, interval, notify) {
      const current = entryOf(key, fetcher);
      // A seeded entry has no fetcher of its own until its first subscriber brings one.
      if (current.fetcher === unfetched) current.fetcher = fetcher;
      const subscriber: Subscriber = { notify, interval };
      current.subscribers.add(subscriber);
      if (current.state.status === 'loading' && !current.inflight) void run(current);
      else schedule(current);
      return () => {
        current.subscribers.delete(subscriber);
        schedule(current);
      };
    },
    get<T>(key: string) {
      return (entries.get(key)?.state ?? LOADING) as QueryState<T>;
    },
    seed(key, data, at) {
      const entry = entryOf(key, unfetched);
      entry.state = { status: 'success', data, error: undefined, updatedAt: at };
      // A page read on a clock behind the server's polls one interval from now, not later.
      entry.fetchedAt = Math.min(at, clock.now());
    },
    invalidate(key) {
      const entry = entries.get(key);
      return entry ? run(entry, true) : Promise.resolve();
    },
    activeTimers() {
      let n = 0;
      for (const entry of entries.values()) if (entry.timer !== undefined) n++;
      return n;
    },
  };
}

/** The browser's clock and visibility, for the page's cache. */
export function browserClock(): QueryClock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    visible: () => document.visibilityState !== 'hidden',
    onVisibilityChange(fn) {
      document.addEventListener('visibilitychange', fn);
      return () => document.removeEventListener('visibilitychange', fn);
    },
  };
}
