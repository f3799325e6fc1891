// Counts the KV reads of one request, for the benchmark (scripts/bench/worker.ts) and the tests.
// Gated by EXPOSE_KV_READS rather than always on: unset (production), the Worker neither wraps the
// binding nor adds a header, so production responses, the edge cache's copies and the per-request
// cost stay exactly as they were. A header of its own rather than a Server-Timing entry: Server-Timing
// carries durations, and a count in `dur` would show up as milliseconds in browser dev tools.

/** The response header that carries the count when EXPOSE_KV_READS is "true". */
export const KV_READS_HEADER = 'X-KV-Reads';

// list() counts too: it is billed (as a list request) and must never run on a request path.
const READS = new Set<PropertyKey>(['get', 'getWithMetadata', 'list']);

/** `env` whose DATA counts every read made through it (a bulk get counts each key), and the count so far. */
export function countKvReads<E extends { DATA: KVNamespace }>(env: E): { env: E; reads: () => number } {
  let reads = 0;
  const DATA = new Proxy(env.DATA, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!READS.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        reads += Array.isArray(args[0]) ? args[0].length : 1;
        return value.apply(target, args);
      };
    },
  });
  return { env: { ...env, DATA }, reads: () => reads };
}
