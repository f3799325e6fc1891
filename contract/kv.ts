/**
 * How long a Workers KV location may keep serving a value it read after a write changed it: KV's
 * documented worst case (60 s). The Worker's stale simulation holds copies this long
 * (worker/storage/stale-kv.ts); the forum lays its confirmed writes over the lists it shows for
 * this long plus one poll (community/own-writes.ts), the operator console for this long plus a margin.
 */
export const KV_STALE_MS = 60_000;

/**
 * How long a client lays the writes the API confirmed to it over the lists it reads: KV_STALE_MS,
 * plus `lateMs` for a list fetched just before that (shown until the next poll, or still on its
 * way). The forum (widgets/community/own-writes.ts) and the operator console (admin/console.ts).
 */
export const ownWritesMs = (lateMs: number): number => KV_STALE_MS + lateMs;
