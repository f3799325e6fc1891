import { describe, expect, it } from 'vitest';
import { createQueryCache, type QueryClock } from './query-cache';

/** A clock the test moves by hand, with a visibility switch. */
function manualClock() {
  let now = 0;
  let visible = true;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const listeners = new Set<() => void>();
  const clock: QueryClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    visible: () => visible,
    onVisibilityChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return {
    clock,
    /** Moves time forward, firing due timers in order, letting fetches settle between them. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        await settle();
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
      await settle();
    },
    setVisible(value: boolean) {
      visible = value;
      for (const fn of listeners) fn();
    },
    pendingTimers: () => timers.size,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function countingFetcher(results: Array<unknown | Error> = []) {
  let calls = 0;
  const fetcher = async () => {
    const result = results[Math.min(calls, results.length - 1)] ?? calls;
    calls++;
    if (result instanceof Error) throw result;
    return result;
  };
  return { fetcher, calls: () => calls };
}

describe('query cache', () => {
  it('fetches once for any number of subscribers to one key', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher([{ price: 1 }]);
    for (let i = 0; i < 4; i++) cache.subscribe('/api/crypto/prices', fetcher, 30_000, () => {});
    await time.advance(0);
    expect(calls()).toBe(1);
    expect(cache.get('/api/crypto/prices')).toMatchObject({ status: 'success', data: { price: 1 }, error: undefined });
  });

  it('stamps each answer with the time it arrived, which relative times count from', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher } = countingFetcher([{ v: 1 }, new Error('500: boom')]);
    expect(cache.get('k').updatedAt).toBe(0);
    cache.subscribe('k', fetcher, 30_000, () => {});
    await time.advance(0);
    expect(cache.get('k')).toMatchObject({ status: 'success', updatedAt: 0 });
    await time.advance(30_000);
    expect(cache.get('k')).toMatchObject({ status: 'error', data: { v: 1 }, updatedAt: 30_000 });
  });

  it('polls once per interval however many widgets read the key', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher();
    for (let i = 0; i < 4; i++) cache.subscribe('prices', fetcher, 30_000, () => {});
    await time.advance(95_000);
    // t = 0, 30 s, 60 s, 90 s
    expect(calls()).toBe(4);
  });

  it('never refetches data it has for a new subscriber (never stale)', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher();
    cache.subscribe('k', fetcher, 0, () => {});
    await time.advance(1_000);
    cache.subscribe('k', fetcher, 0, () => {});
    await time.advance(60_000);
    expect(calls()).toBe(1);
  });

  it('pauses polling while the tab is hidden and catches up when it shows again', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher();
    cache.subscribe('k', fetcher, 30_000, () => {});
    await time.advance(1_000);
    expect(calls()).toBe(1);
    time.setVisible(false);
    await time.advance(300_000);
    expect(calls()).toBe(1);
    expect(time.pendingTimers()).toBe(0);
    time.setVisible(true);
    await time.advance(0);
    expect(calls()).toBe(2);
    await time.advance(30_000);
    expect(calls()).toBe(3);
  });

  it('stops polling when the last subscriber leaves', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher();
    const unsubscribe = cache.subscribe('k', fetcher, 30_000, () => {});
    await time.advance(0);
    unsubscribe();
    expect(cache.activeTimers()).toBe(0);
    await time.advance(120_000);
    expect(calls()).toBe(1);
  });

  it('polls at the shortest interval its subscribers ask for', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher();
    cache.subscribe('k', fetcher, 60_000, () => {});
    const stopFast = cache.subscribe('k', fetcher, 30_000, () => {});
    await time.advance(60_000);
    expect(calls()).toBe(3); // 0, 30 s, 60 s
    stopFast();
    await time.advance(60_000);
    expect(calls()).toBe(4); // 120 s
  });

  it('reports an error without retrying and keeps the last data', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls } = countingFetcher([{ v: 1 }, new Error('500: boom')]);
    cache.subscribe('k', fetcher, 30_000, () => {});
    await time.advance(30_000);
    expect(calls()).toBe(2);
    expect(cache.get('k')).toMatchObject({ status: 'error', data: { v: 1 }, error: new Error('500: boom') });
  });

  it('refetches on invalidate and notifies subscribers', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher } = countingFetcher(['first', 'second']);
    let notified = 0;
    cache.subscribe('k', fetcher, 0, () => notified++);
    await time.advance(0);
    await cache.invalidate('k');
    expect(cache.get('k').data).toBe('second');
    expect(notified).toBe(2);
  });
});

/** A fetcher whose answers the test releases one by one, in any order. */
function heldFetcher() {
  const pending: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  const fetcher = () => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  return {
    fetcher,
    calls: () => pending.length,
    answer: (call: number, value: unknown) => pending[call]!.resolve(value),
  };
}

describe('query cache: a refetch after a write', () => {
  it('does not reuse a poll that was in flight when the like succeeded', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls, answer } = heldFetcher();
    cache.subscribe('posts', fetcher, 30_000, () => {});
    answer(0, 'first load');
    await time.advance(30_000);
    expect(calls()).toBe(2); // the 30 s poll, still in flight
    // The like succeeds now; its refetch must ask again rather than wait for the older poll.
    const refetch = cache.invalidate('posts');
    expect(calls()).toBe(3);
    let refetched = false;
    void refetch.then(() => (refetched = true));
    answer(1, 'poll, before the like');
    await time.advance(0);
    expect(refetched).toBe(false);
    expect(cache.get('posts').data).toBe('first load');
    answer(2, 'after the like');
    await refetch;
    expect(cache.get('posts').data).toBe('after the like');
  });

  it('keeps the newer answer when the older poll arrives last', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, answer } = heldFetcher();
    let notified = 0;
    cache.subscribe('posts', fetcher, 30_000, () => notified++);
    answer(0, 'first load');
    await time.advance(30_000);
    const refetch = cache.invalidate('posts');
    answer(2, 'after the like');
    await refetch;
    answer(1, 'poll, before the like');
    await time.advance(0);
    expect(cache.get('posts').data).toBe('after the like');
    expect(notified).toBe(2);
  });

  it('polls again one interval after the refetch, not after the dropped poll', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher, calls, answer } = heldFetcher();
    cache.subscribe('posts', fetcher, 30_000, () => {});
    answer(0, 'first load');
    await time.advance(30_000);
    const refetch = cache.invalidate('posts');
    await time.advance(1_000);
    answer(2, 'after the like');
    await refetch;
    answer(1, 'poll, before the like');
    await time.advance(29_999);
    expect(calls()).toBe(3);
    await time.advance(1);
    expect(calls()).toBe(4);
    expect(cache.activeTimers()).toBe(0); // the poll is in flight, nothing else scheduled
  });

  it('makes a failed refetch keep the last list, and a later poll still lands', async () => {
    const time = manualClock();
    const cache = createQueryCache(time.clock);
    const { fetcher } = countingFetcher(['first', new Error('500: down'), 'third']);
    cache.subscribe('posts', fetcher, 30_000, () => {});
    await time.advance(0);
    await cache.invalidate('posts');
    expect(cache.get('posts')).toMatchObject({ status: 'error', data: 'first' });
    await time.advance(30_000);
    expect(cache.get('posts')).toMatchObject({ status: 'success', data: 'third' });
  });
});

describe('a query seeded from the page', () => {
  it('shows the seeded answer with no request and polls first when it is one interval old', async () => {
    const { clock, advance } = manualClock();
    const cache = createQueryCache(clock);
    const { fetcher, calls } = countingFetcher(['fresh']);
    await advance(100_000);
    // The page was rendered 10 s ago.
    cache.seed('/api/news', 'served', 90_000);
    cache.subscribe('/api/news', fetcher, 30_000, () => {});
    expect(cache.get('/api/news')).toEqual({ status: 'success', data: 'served', error: undefined, updatedAt: 90_000 });
    await advance(19_999);
    expect(calls()).toBe(0);
    await advance(1);
    expect(calls()).toBe(1);
    expect(cache.get('/api/news').data).toBe('fresh');
  });

  it('polls one interval from now when the seed is dated ahead of the reader’s clock', async () => {
    const { clock, advance } = manualClock();
    const cache = createQueryCache(clock);
    const { fetcher, calls } = countingFetcher(['fresh']);
    cache.seed('/api/news', 'served', 5_000);
    cache.subscribe('/api/news', fetcher, 30_000, () => {});
    await advance(29_999);
    expect(calls()).toBe(0);
    await advance(1);
    expect(calls()).toBe(1);
  });

  it('refetches a seeded query after a write with the subscriber’s fetcher', async () => {
    const { clock } = manualClock();
    const cache = createQueryCache(clock);
    const { fetcher, calls } = countingFetcher(['after the write']);
    cache.seed('/api/forum/posts', 'served', 0);
    cache.subscribe('/api/forum/posts', fetcher, 0, () => {});
    await cache.invalidate('/api/forum/posts');
    expect(calls()).toBe(1);
    expect(cache.get('/api/forum/posts').data).toBe('after the write');
  });
});
