/** The KV key of a released file (`v0.1.0/referral.js` → `release/v0.1.0/referral.js`). */
export function releaseKey(file: string): string;
/** Publishes dist's pinned scripts into KV; returns what it did. Throws when the release exists with other bytes. */
export function publishRelease(argv: string[]): string;
