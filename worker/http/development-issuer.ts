// A stand-in for Cloudflare Access on a developer's machine: its own key pair (made in memory when
// first needed, gone when the Worker restarts), its key set, and assertions for made-up identities.
// Active only when the local configuration says so AND the request is to a loopback host, so a
// deployed Worker can never reach it (docs/deploying.md). It signs with WebCrypto directly rather
// than jose's signer, which would add 2 KB gzip to every deployment's Worker for a development-only
// path (docs/choices.md); its tokens are verified by jose like Access's.
import type { JSONWebKeySet } from 'jose';
import type { OperatorRole } from '../../contract/schemas';
import { DEFAULT_MAX_SESSION_SECONDS, isLoopbackHost, localKeys, type AccessPolicy } from './access-token';

/** The audience of development assertions (never a real Access application's AUD tag). */
const DEVELOPMENT_AUDIENCE = 'orebit-development';
/** How long a development sign-in lasts. */
const DEVELOPMENT_SESSION_SECONDS = 8 * 60 * 60;

/** The identities the development sign-in offers; the last has no role (to see a refusal). */
export const DEVELOPMENT_OPERATORS: ReadonlyArray<{ email: string; role: OperatorRole | null }> = [
  { email: 'moderator@orebit.test', role: 'moderator' },
  { email: 'editor@orebit.test', role: 'editor' },
  { email: 'admin@orebit.test', role: 'admin' },
  { email: 'reader@orebit.test', role: null },
];

/** The one setting that enables it: only the top-level (local) wrangler.toml sets it. */
export interface DevelopmentSettings {
  OPERATOR_DEV_SIGN_IN?: string;
}

/** Whether `address` (as CF-Connecting-IP gives it) is this machine: 127.0.0.0/8 or ::1, mapped or not. */
function isLoopbackAddress(address: string): boolean {
  const text = address.trim().toLowerCase();
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(text) || /^(0{0,4}:){2,7}0{0,3}1$/.test(text);
}

/**
 * Whether the development issuer answers `request`: enabled locally, the request is to this
 * machine (its Host, which a page resolving its own name to 127.0.0.1 cannot set: no DNS
 * rebinding), and it comes from this machine. The Host alone is the client's to write: through
 * Cloudflare's network, CF-Connecting-IP is the client's real address, never a loopback one, so a
 * Worker deployed with the local configuration by mistake does not answer `Host: localhost`.
 * wrangler dev sets it from the connection when the client has not (docs/deploying.md).
 */
export function developmentIssuerActive(env: DevelopmentSettings, request: Request): boolean {
  const client = request.headers.get('CF-Connecting-IP');
  return (
    env.OPERATOR_DEV_SIGN_IN === 'true' &&
    isLoopbackHost(new URL(request.url).hostname) &&
    (client === null || isLoopbackAddress(client))
  );
}

interface IssuerKeys {
  privateKey: CryptoKey;
  keySet: JSONWebKeySet;
}
let issuerKeys: Promise<IssuerKeys> | undefined;

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

function keys(): Promise<IssuerKeys> {
  issuerKeys ??= (async () => {
    const pair = (await crypto.subtle.generateKey(
      { ...RS256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair;
    const { kty, n, e } = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
    return {
      privateKey: pair.privateKey,
      keySet: { keys: [{ kty, n, e, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }] },
    };
  })();
  return issuerKeys;
}

/** Base64url without padding, as JWS writes every part. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** The development issuer's public key set, as Access serves one at /cdn-cgi/access/certs. */
export async function developmentKeySet(): Promise<JSONWebKeySet> {
  return (await keys()).keySet;
}

/** The sign-in policy for a request on this machine: issued by its own origin, signed by the development key. */
export async function developmentPolicy(origin: string): Promise<AccessPolicy> {
  const roles = new Map<string, OperatorRole>();
  for (const { email, role } of DEVELOPMENT_OPERATORS) if (role) roles.set(email, role);
  return {
    issuer: origin,
    audience: DEVELOPMENT_AUDIENCE,
    roles,
    keys: localKeys((await keys()).keySet),
    maxSessionSeconds: DEFAULT_MAX_SESSION_SECONDS,
  };
}

/** An assertion like Access's for `email`, issued by `origin`. */
export async function signDevelopmentToken(origin: string, email: string): Promise<string> {
  const { privateKey, keySet } = await keys();
  const now = Math.floor(Date.now() / 1000);
  const signingInput = `${encodeJson({ alg: 'RS256', kid: keySet.keys[0]!.kid, typ: 'JWT' })}.${encodeJson({
    email,
    type: 'app',
    iss: origin,
    aud: DEVELOPMENT_AUDIENCE,
    sub: email,
    iat: now,
    exp: now + DEVELOPMENT_SESSION_SECONDS,
  })}`;
  const signature = await crypto.subtle.sign(RS256, privateKey, new TextEncoder().encode(signingInput));
  return `${signingInput}.${base64url(new Uint8Array(signature))}`;
}

/** The cookie a development sign-in sets: as Access's, never readable by scripts. */
export function developmentCookie(token: string | null): string {
  return token === null
    ? 'CF_Authorization=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0'
    : `CF_Authorization=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${DEVELOPMENT_SESSION_SECONDS}`;
}
