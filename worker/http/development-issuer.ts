// A stand-in for Cloudflare Access on a developer's machine: its own key pair (made in memory when
// first needed, gone when the Worker restarts), its key set, and assertions for made-up identities.
// Active only when the local configuration says so AND the request is to a loopback host, so a
// deployed Worker can never reach it (docs/deploying.md).
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import type { OperatorRole } from '../../contract/schemas';
import { isLoopbackHost, localKeys, type AccessPolicy } from './access-token';

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

/** Whether the development issuer answers `url`: enabled locally, and the request is to this machine. */
export function developmentIssuerActive(env: DevelopmentSettings, url: URL): boolean {
  return env.OPERATOR_DEV_SIGN_IN === 'true' && isLoopbackHost(url.hostname);
}

interface IssuerKeys {
  privateKey: CryptoKey;
  keySet: JSONWebKeySet;
}
let issuerKeys: Promise<IssuerKeys> | undefined;

function keys(): Promise<IssuerKeys> {
  issuerKeys ??= (async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const kid = crypto.randomUUID();
    const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { privateKey: pair.privateKey, keySet: { keys: [jwk] } };
  })();
  return issuerKeys;
}

/** The development issuer's public key set, as Access serves one at /cdn-cgi/access/certs. */
export async function developmentKeySet(): Promise<JSONWebKeySet> {
  return (await keys()).keySet;
}

/** The sign-in policy for a request on this machine: issued by its own origin, signed by the development key. */
export async function developmentPolicy(origin: string): Promise<AccessPolicy> {
  const roles = new Map<string, OperatorRole>();
  for (const { email, role } of DEVELOPMENT_OPERATORS) if (role) roles.set(email, role);
  return { issuer: origin, audience: DEVELOPMENT_AUDIENCE, roles, keys: localKeys((await keys()).keySet) };
}

/** An assertion like Access's for `email`, issued by `origin`. */
export async function signDevelopmentToken(origin: string, email: string): Promise<string> {
  const { privateKey, keySet } = await keys();
  return new SignJWT({ email, type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: keySet.keys[0]!.kid! })
    .setIssuer(origin)
    .setAudience(DEVELOPMENT_AUDIENCE)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(`${DEVELOPMENT_SESSION_SECONDS}s`)
    .sign(privateKey);
}

/** The cookie a development sign-in sets: as Access's, never readable by scripts. */
export function developmentCookie(token: string | null): string {
  return token === null
    ? 'CF_Authorization=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0'
    : `CF_Authorization=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${DEVELOPMENT_SESSION_SECONDS}`;
}
