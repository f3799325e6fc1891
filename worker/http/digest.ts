// Digests of the pages' texts: their inline scripts' and styles' CSP hash sources.

/** The SHA-256 digest of `text` (UTF-8). */
const sha256 = async (text: string): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** `'sha256-…'` of `text`, a CSP hash source. */
export const hashSource = async (text: string): Promise<string> =>
  `'sha256-${btoa(String.fromCharCode(...(await sha256(text))))}'`;
