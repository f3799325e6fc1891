// What the domain refuses, in its own words: the app's one error handler (worker/index.ts) answers
// each kind with its HTTP status, so the domain knows nothing of HTTP.

/** Why the domain refused: a setting the deployment lacks, or a limit the caller is over. */
export type DomainErrorKind = 'not_configured' | 'rate_limited';

/** A refusal the domain throws; `retryAfterSeconds` says when a rate-limited caller may try again. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}
