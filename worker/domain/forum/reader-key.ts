import { saltedMac } from './author-handle';

// A reader's likes are kept under a salted hash of the anonymous id their browser sends, never the
// id itself: the store can tell one reader's second press from another reader's first, and no one
// who reads the store can find a browser's id in it, nor link it to the author handles (another input).

/** The key a reader's likes are kept under: 128 bits of HMAC-SHA-256("reader:" + userId), as 32 hex digits. */
export async function readerKey(userId: string, salt: string): Promise<string> {
  const mac = await saltedMac(salt, `reader:${userId}`);
  return Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
