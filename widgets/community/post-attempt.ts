import { newUserId } from './user-id';

// Each new post goes with an Idempotency-Key (docs/api.md#retries): a new key per draft sent, the
// same key again when the reader sends that very draft after a failure, so a post whose answer was
// lost on the way is stored once, not twice.

/** One attempt at a new post: the draft it sends (trimmed) and its key. */
export interface PostAttempt {
  title: string;
  content: string;
  key: string;
}

/** The attempt that sends `title` and `content`: `last` again for the same draft (a retry), else one with a new random key. */
export function nextAttempt(
  last: PostAttempt | undefined,
  title: string,
  content: string,
  newKey: () => string = newUserId,
): PostAttempt {
  return last?.title === title && last.content === content ? last : { title, content, key: newKey() };
}
