/**
 * How long a Workers KV location may keep serving a value it read after a write changed it: KV's
 * documented worst case (60 s). The Worker's stale simulation holds copies this long
 * (worker/storage/stale-kv.ts); the forum lays its confirmed writes over the lists it shows for
 * this long plus one poll (community/own-writes.ts).
 */
export const KV_STALE_MS = 60_000;
