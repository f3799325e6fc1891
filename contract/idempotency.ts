// A new post's Idempotency-Key (docs/api.md#retries): the header the community widget sends with
// each attempt at a post, and how long the API keeps it. Plain constants, so the widget imports
// them without zod.

/** The request header naming one attempt at a new post; a retry of the same draft sends it again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the API keeps a key with the post it created: a retry within this answers that post. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
