// A new post sent with an Idempotency-Key (docs/api.md#retries) is one attempt: a retry with the same
// key from the same network answers what the first one got, so a post whose answer was lost is not
// stored twice. The store keeps each attempt under a hash, never the client's address.

/** A key the API accepts: 1 to 255 visible ASCII characters (a UUID is 36), bare or as a quoted string. */
const KEY = /^"?([\x21\x23-\x7e]{1,255})"?$/;

/** The key a client sent, or undefined without one; null when it is not a key the API accepts. */
export function readIdempotencyKey(header: string | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  return KEY.exec(header.trim())?.[1] ?? null;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the store keeps of an attempt: its key per author network, and what a retry must repeat. */
export interface PostAttempt {
  /** The network and the client's key, hashed: the same key from another network is another attempt. */
  key: string;
  /** The post as the API read it (title, content, userId), hashed. */
  fingerprint: string;
}

/** The attempt a new post from `network` with `idempotencyKey` makes. */
export async function postAttempt(
  network: string,
  idempotencyKey: string,
  post: { title: string; content: string; userId: string | number },
): Promise<PostAttempt> {
  return {
    key: await sha256(`${network}\n${idempotencyKey}`),
    fingerprint: await sha256(JSON.stringify([post.title, post.content, post.userId])),
  };
}
