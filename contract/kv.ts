/**
 * How long a Workers KV location may keep serving a value it read after a write changed it: KV's
 * documented worst case (60 s). The Worker's stale simulation holds copies this long
 * (worker/storage/stale-kv.ts); the forum lays its confirmed writes over the lists it shows for
 * this long plus one poll (widgets/community/own-writes.ts, through ownWritesMs).
 */
export const KV_STALE_MS = 60_000;

/**
 * How long a client lays the writes the API confirmed to it over the lists it reads: KV_STALE_MS,
 * plus `lateMs` for a list fetched just before that (shown until the next poll, or still on its
 * way). Used by the forum (widgets/community/own-writes.ts); the operator console needs none, as
 * it reads the store itself (GET /api/admin/posts and articles), not KV.
 */
export const ownWritesMs = (lateMs: number): number => KV_STALE_MS + lateMs;
