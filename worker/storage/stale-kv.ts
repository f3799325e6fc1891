import { KV_STALE_MS } from '../../contract/kv';

// A simulation of Workers KV as it behaves on Cloudflare's network, for the tests. There, a
// location that read a key keeps serving what it read for up to KV_STALE_MS (60 s, KV's documented worst case;
// reads are cached per location, a missing key too), whatever was written elsewhere meanwhile;
// a write is seen at once only where it was made. `wrangler dev` has one location that always sees
// the last write, so without this nothing local shows what a reader far from the writer sees.
// Off unless the var SIMULATE_STALE_KV is "true" (tests, `wrangler dev --var SIMULATE_STALE_KV:true`):
// production never wraps the binding.

/** The request header naming the simulated location a request arrives at (default "here"). */
export const LOCATION_HEADER = 'X-Simulated-Location';
const DEFAULT_LOCATION = 'here';
/** Locations kept at most (the header is client input): the oldest goes first. */
const MAX_LOCATIONS = 64;

interface Copy {
  /** The bytes read, or null for a missing key. */
  bytes: ArrayBuffer | null;
  metadata: unknown;
  readAt: number;
}

/** What each simulated location has read: location → key → copy. Lives as long as the isolate. */
const locations = new Map<string, Map<string, Copy>>();

type GetType = 'text' | 'json' | 'arrayBuffer' | 'stream';

function typeOf(options: unknown): GetType {
  if (typeof options === 'string') return options as GetType;
  if (typeof options === 'object' && options !== null && 'type' in options) return (options as { type: GetType }).type;
  return 'text';
}

function decode(bytes: ArrayBuffer | null, type: GetType): unknown {
  if (bytes === null) return null;
  if (type === 'arrayBuffer') return bytes.slice(0);
  if (type === 'stream') return new Response(bytes.slice(0)).body;
  const text = new TextDecoder().decode(bytes);
  return type === 'json' ? JSON.parse(text) : text;
}

function locationCopies(location: string): Map<string, Copy> {
  let copies = locations.get(location);
  if (!copies) {
    if (locations.size >= MAX_LOCATIONS) locations.delete(locations.keys().next().value!);
    locations.set(location, (copies = new Map()));
  }
  return copies;
}

/**
 * `kv` as seen from simulated location `location`: a read serves this location's copy of the key
 * while it is younger than `staleMs`, else reads through and keeps the new copy; writes and
 * deletes go through and drop this location's copy (a write is seen where it was made).
 * `now` is injectable, so tests move time by hand.
 */
export function staleKv(
  kv: KVNamespace,
  location: string,
  now: () => number = Date.now,
  staleMs = KV_STALE_MS,
): KVNamespace {
  const copies = locationCopies(location);

  async function read(key: string): Promise<Copy> {
    const copy = copies.get(key);
    if (copy && now() - copy.readAt < staleMs) return copy;
    const { value, metadata } = await kv.getWithMetadata(key, 'arrayBuffer');
    const fresh = { bytes: value, metadata, readAt: now() };
    copies.set(key, fresh);
    return fresh;
  }

  async function get(key: string | string[], options?: unknown): Promise<unknown> {
    const type = typeOf(options);
    if (Array.isArray(key)) {
      const entries = await Promise.all(key.map(async (k) => [k, decode((await read(k)).bytes, type)] as const));
      return new Map(entries);
    }
    return decode((await read(key)).bytes, type);
  }

  async function getWithMetadata(key: string | string[], options?: unknown): Promise<unknown> {
    const type = typeOf(options);
    const one = async (k: string) => {
      const copy = await read(k);
      return { value: decode(copy.bytes, type), metadata: copy.metadata ?? null, cacheStatus: null };
    };
    if (Array.isArray(key)) return new Map(await Promise.all(key.map(async (k) => [k, await one(k)] as const)));
    return one(key);
  }

  return new Proxy(kv, {
    get(target, property) {
      if (property === 'get') return get;
      if (property === 'getWithMetadata') return getWithMetadata;
      if (property === 'put' || property === 'delete') {
        return async (key: string, ...rest: unknown[]) => {
          copies.delete(key);
          return (Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>).apply(target, [
            key,
            ...rest,
          ]);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `env` whose DATA is the stale simulation at the location the request names (LOCATION_HEADER). */
export function withStaleKv<E extends { DATA: KVNamespace }>(env: E, request: Request): E {
  const location = (request.headers.get(LOCATION_HEADER) ?? '').trim().slice(0, 64) || DEFAULT_LOCATION;
  return { ...env, DATA: staleKv(env.DATA, location) };
}
