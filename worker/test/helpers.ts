import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { signedInAs } from './access';

/** The Worker's own origin in these tests. */
export const BASE = 'http://example.com';
/** An origin in the default write allowlist (http://localhost:*). */
export const ALLOWED_ORIGIN = 'http://localhost:5173';
/** A partner blog: may read, may not write. */
export const OTHER_ORIGIN = 'https://partner-blog.example';
/** Signed in through Access with each operator role (worker/test/access.ts). */
export const ADMIN = await signedInAs('admin@orebit.test');
export const MODERATOR = await signedInAs('moderator@orebit.test');
export const EDITOR = await signedInAs('editor@orebit.test');
/** Signed in, but OPERATOR_ROLES gives this person no role. */
export const NO_ROLE = await signedInAs('reader@orebit.test');

let counter = 0;
/** A fresh client address, so rate limits of one test do not leak into another. */
export function newClient(): string {
  counter++;
  return `198.${Math.floor(Math.random() * 200) + 20}.${counter >> 8}.${counter & 255}`;
}

/** A new reader: the anonymous id a browser's widget sends with its likes. */
export function newReader(): string {
  return crypto.randomUUID();
}

interface SendOptions {
  ip?: string;
  origin?: string;
  headers?: Record<string, string>;
}

/** POSTs `body` (JSON-encoded unless a string) to `path`. */
export function postJson(
  path: string,
  body: unknown,
  { ip = newClient(), origin, headers = {} }: SendOptions = {},
): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': ip,
      ...(origin ? { Origin: origin } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** GETs `path` and reads its JSON. */
export async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await SELF.fetch(`${BASE}${path}`, { headers });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The JSON error body of a failed call. */
export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
  return body.error;
}
