// Cloudflare Access as the tests see it: a key pair made for this run, its key set served at the
// test team domain's /cdn-cgi/access/certs (the Worker fetches it there, as from Access), and
// assertions signed with it for any identity, claim or algorithm a test needs.
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { env } from 'cloudflare:test';

/** The team domain the worker project is configured with (vitest.config.ts), and its audience. */
export const TEAM_DOMAIN = env.ACCESS_TEAM_DOMAIN!;
const AUDIENCE = env.ACCESS_AUD!;
const CERTS_URL = `${TEAM_DOMAIN}/cdn-cgi/access/certs`;
const KID = 'test-key-1';

const teamKeys = await generateKeyPair('RS256', { extractable: true });
/** A key pair Access never published: what it signs must be refused. */
export const strangerKeys = await generateKeyPair('RS256', { extractable: true });
const keySet = { keys: [{ ...(await exportJWK(teamKeys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };

/** How many times the Worker fetched the team's key set (jose caches it). */
export let keySetFetches = 0;

// The Worker and the tests share this isolate: its outbound fetch of the key set lands here, as it
// would land on Access. Everything else goes out as before.
const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url === CERTS_URL) {
    keySetFetches++;
    return Promise.resolve(Response.json(keySet));
  }
  return realFetch(input, init);
};

interface TokenOptions {
  /** The claims besides the standard ones (email, or common_name for a service token). */
  claims?: JWTPayload;
  audience?: string;
  issuer?: string;
  /** Seconds from now. */
  expiresIn?: number;
  /** Seconds from now. */
  notBefore?: number;
  key?: CryptoKey;
}

/** An Access assertion signed RS256 by the team's key unless told otherwise. */
export async function accessToken({
  claims = { email: 'admin@orebit.test' },
  audience = AUDIENCE,
  issuer = TEAM_DOMAIN,
  expiresIn = 3600,
  notBefore,
  key = teamKeys.privateKey,
}: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ type: 'app', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn);
  if (notBefore !== undefined) jwt.setNotBefore(now + notBefore);
  return jwt.sign(key);
}

/** An unsigned assertion (`alg: none`) with valid claims. */
export function unsignedToken(email = 'admin@orebit.test'): string {
  return new UnsecuredJWT({ email })
    .setIssuer(TEAM_DOMAIN)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .encode();
}

/** An assertion signed HS256 with the team's public key as the shared secret (key confusion). */
export async function publicKeyAsSecretToken(email = 'admin@orebit.test'): Promise<string> {
  const secret = new TextEncoder().encode(await exportSPKI(teamKeys.publicKey));
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', kid: KID })
    .setIssuer(TEAM_DOMAIN)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(secret);
}

/** The header Access adds to a request it let through for `email`. */
export async function signedInAs(email: string): Promise<Record<string, string>> {
  return { 'Cf-Access-Jwt-Assertion': await accessToken({ claims: { email } }) };
}
