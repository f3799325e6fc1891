// Cloudflare Access as the tests see it: a key pair made for this run, its key set served at the
// test team domain's /cdn-cgi/access/certs (the Worker fetches it there, as from Access), and
// assertions signed with it for any identity, claim or algorithm a test needs.
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
} from 'jose';
import { env } from 'cloudflare:test';

/** The team domain the worker project is configured with (vitest.config.ts), and its audience. */
export const TEAM_DOMAIN = env.ACCESS_TEAM_DOMAIN!;
const AUDIENCE = env.ACCESS_AUD!;
const KID = 'test-key-1';

/** A signing key of a team: its private half, and its public half as a key set publishes it. */
export interface TeamKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwk: JWK;
}

/** A new RS256 key pair published under `kid`. */
export async function teamKey(kid: string): Promise<TeamKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, ...pair, jwk };
}

/** What a team domain's /cdn-cgi/access/certs answers: a key set, an HTTP status, or no connection. */
type CertsAnswer = JSONWebKeySet | number | 'unreachable';

/** A team domain's key set endpoint as the Worker meets it: what it answers, and how often it was asked. */
export interface KeySetEndpoint {
  answer: CertsAnswer;
  fetches: number;
}

const endpoints = new Map<string, KeySetEndpoint>();

/** Serves `answer` at `teamDomain`'s key set URL from now on; change the endpoint's `answer` to rotate keys or take it down. */
export function serveKeySet(teamDomain: string, answer: CertsAnswer): KeySetEndpoint {
  const endpoint = { answer, fetches: 0 };
  endpoints.set(`${teamDomain}/cdn-cgi/access/certs`, endpoint);
  return endpoint;
}

// The Worker and the tests share this isolate: its outbound fetch of a key set lands here, as it
// would land on Access. Everything else goes out as before.
const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const endpoint = endpoints.get(input instanceof Request ? input.url : String(input));
  if (!endpoint) return realFetch(input, init);
  endpoint.fetches++;
  const { answer } = endpoint;
  if (answer === 'unreachable') return Promise.reject(new TypeError('Network connection lost.'));
  if (typeof answer === 'number') return Promise.resolve(new Response('Service Unavailable', { status: answer }));
  return Promise.resolve(Response.json(answer));
};

const teamKeys = await teamKey(KID);
/** A key pair Access never published: what it signs must be refused. */
export const strangerKeys = await generateKeyPair('RS256', { extractable: true });
/** The configured team's key set endpoint: `fetches` counts the Worker's fetches (jose caches the set). */
export const teamKeySet = serveKeySet(TEAM_DOMAIN, { keys: [teamKeys.jwk] });

interface TokenOptions {
  /** The claims besides the standard ones (email, or common_name for a service token). */
  claims?: JWTPayload;
  audience?: string;
  issuer?: string;
  /** Seconds from now. */
  expiresIn?: number;
  /** Seconds from now. */
  notBefore?: number;
  /** How long ago it was issued, in seconds. */
  issuedAgo?: number;
  key?: CryptoKey;
  /** The key id the header names. */
  kid?: string;
}

/** An Access assertion signed RS256 by the team's key unless told otherwise. */
export async function accessToken({
  claims = { email: 'admin@orebit.test' },
  audience = AUDIENCE,
  issuer = TEAM_DOMAIN,
  expiresIn = 3600,
  notBefore,
  issuedAgo = 0,
  key = teamKeys.privateKey,
  kid = KID,
}: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ type: 'app', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - issuedAgo)
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
