// Verifying Cloudflare Access's signed assertion (a JWT) with jose, a maintained JOSE library made
// for WebCrypto runtimes: RS256 only, against the team's published key set, with its audience and
// issuer. Access signs every request it lets through; the Worker checks that signature itself, so a
// request that reaches it some other way (a workers.dev URL, a misrouted zone) proves nothing.
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/schemas';

/** Where Access publishes a team's signing keys, under the team domain. */
export const ACCESS_CERTS_PATH = '/cdn-cgi/access/certs';
/** Access's own clock and ours may differ a little: `exp` and `nbf` allow this much. */
const CLOCK_TOLERANCE_SECONDS = 30;
/**
 * After a fetch of the key set, a token naming a key id the set lacks waits this long before the
 * next fetch: a new key is picked up within this time, and forged key ids cannot flood Access.
 */
export const KEY_SET_COOLDOWN_MS = 30_000;
/** How long a fetched key set is used before it is fetched again, whatever the tokens name. */
export const KEY_SET_MAX_AGE_MS = 10 * 60_000;
/** How long a fetch of the key set may take before the sign-in is refused. */
const KEY_SET_TIMEOUT_MS = 5_000;

/** Who may sign in, and how their assertion is checked. */
export interface AccessPolicy {
  /** The team domain's origin: the assertion's `iss`. */
  issuer: string;
  /** The Access application's AUD tag: the assertion's `aud`. */
  audience: string;
  /** E-mail (or a service token's common name) → role. */
  roles: ReadonlyMap<string, OperatorRole>;
  keys: JWTVerifyGetKey;
  /** The longest a sign-in lasts from when it was issued (`iat`), whatever its `exp` says, in seconds. */
  maxSessionSeconds: number;
}

/** How long a sign-in lasts at most unless OPERATOR_MAX_SESSION_HOURS says otherwise: a working day. */
export const DEFAULT_MAX_SESSION_SECONDS = 24 * 3600;

/** The settings read from the environment (wrangler.toml vars, secrets, .dev.vars). */
export interface AccessSettings {
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  OPERATOR_ROLES?: string;
  /** The longest a sign-in lasts, in hours (a positive number; 24 when unset). */
  OPERATOR_MAX_SESSION_HOURS?: string;
}

/** OPERATOR_MAX_SESSION_HOURS in seconds, or why it cannot be used (fail closed: no guess). */
function maxSessionSeconds(env: AccessSettings): number | { problem: string } {
  const text = env.OPERATOR_MAX_SESSION_HOURS?.trim();
  if (!text) return DEFAULT_MAX_SESSION_SECONDS;
  const hours = Number(text);
  return hours > 0 && Number.isFinite(hours)
    ? Math.round(hours * 3600)
    : { problem: 'OPERATOR_MAX_SESSION_HOURS is not a positive number of hours' };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `hostname` (as URL gives it) is this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/** The team's key set could not be read (Access down, slow, or answering something else): no one can be verified. */
export class KeySetUnavailable extends Error {}

// Any answer but 200 is an outage, not a key set: said as such so the caller can tell it from a bad token.
async function fetchKeySet(url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json, application/jwk-set+json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(KEY_SET_TIMEOUT_MS),
    });
  } catch (error) {
    throw new KeySetUnavailable(`the key set could not be fetched: ${error instanceof Error ? error.name : 'error'}`);
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new KeySetUnavailable(`the key set answered ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new KeySetUnavailable('the key set is not JSON');
  }
}

/** Whether `jwk` can verify an RS256 signature: an RSA key for signatures, RS256 or no algorithm named. */
function verifiesRs256(jwk: unknown): boolean {
  const { kty, use, alg } = (jwk ?? {}) as { kty?: unknown; use?: unknown; alg?: unknown };
  return kty === 'RSA' && (use === undefined || use === 'sig') && (alg === undefined || alg === 'RS256');
}

/** A fetched key set as the verifier takes it; an empty one, or one with no RS256 key, is an outage too. */
function readKeySet(json: unknown): JWTVerifyGetKey {
  let keys: JWTVerifyGetKey;
  try {
    keys = createLocalJWKSet(json as JSONWebKeySet);
  } catch {
    throw new KeySetUnavailable('the answer is not a key set');
  }
  if (!(json as JSONWebKeySet).keys.some(verifiesRs256)) throw new KeySetUnavailable('the key set holds no RS256 key');
  return keys;
}

/** One team's key set as this isolate holds it. */
interface HeldKeySet {
  /** The last key set fetched that held a key, and when it was fetched. */
  keys?: JWTVerifyGetKey;
  fetchedAt: number;
  /** When the last fetch started, whatever came of it: the next waits KEY_SET_COOLDOWN_MS. */
  triedAt: number;
  /** Why the last fetch failed, until one succeeds. */
  failure?: KeySetUnavailable;
  /** The fetch under way, which concurrent calls wait for rather than fetch again. */
  pending?: Promise<void>;
}

// One key set per certs URL for the isolate's life, fetched at most once per KEY_SET_COOLDOWN_MS
// whatever happens (a failed fetch, an empty set, a token naming a key id the set lacks, many calls
// at once): while Access is down, each call is refused at once rather than sent to Access again.
// A set is used for KEY_SET_MAX_AGE_MS, then fetched again; a fetch that fails or brings no key
// leaves the set held before in place, until its age runs out (fail closed after that).
// jose's createRemoteJWKSet fetches again on every call while its fetches fail, caches an empty
// set until its cooldown, and cannot share a fetch between requests on Workers: hence this.
const heldKeySets = new Map<string, HeldKeySet>();

async function fetchOnce(held: HeldKeySet, url: string): Promise<void> {
  if (held.pending) {
    // Another request's fetch: waited for no longer than a fetch may take (it may be cancelled with its request).
    let stop = () => {};
    const late = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, KEY_SET_TIMEOUT_MS);
      stop = () => clearTimeout(timer);
    });
    await Promise.race([held.pending, late]);
    stop();
    return;
  }
  if (Date.now() < held.triedAt + KEY_SET_COOLDOWN_MS) return;
  held.triedAt = Date.now();
  held.pending = (async () => {
    try {
      held.keys = readKeySet(await fetchKeySet(url));
      held.fetchedAt = Date.now();
      held.failure = undefined;
    } catch (error) {
      held.failure =
        error instanceof KeySetUnavailable
          ? error
          : new KeySetUnavailable(`the key set could not be read: ${error instanceof Error ? error.name : 'error'}`);
    } finally {
      held.pending = undefined;
    }
  })();
  await held.pending;
}

function remoteKeys(issuer: string): JWTVerifyGetKey {
  const url = new URL(ACCESS_CERTS_PATH, issuer).href;
  let held = heldKeySets.get(url);
  if (!held) heldKeySets.set(url, (held = { fetchedAt: -Infinity, triedAt: -Infinity }));
  const state = held;
  const fresh = () => state.keys !== undefined && Date.now() < state.fetchedAt + KEY_SET_MAX_AGE_MS;
  const unavailable = () => state.failure ?? new KeySetUnavailable('the key set has not been read yet');
  return async (header, token) => {
    if (!fresh()) await fetchOnce(state, url);
    if (!fresh()) throw unavailable();
    try {
      return await state.keys!(header, token);
    } catch (error) {
      // A key id the set lacks: Access may have rotated, so the set is fetched again (once per cooldown).
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() < state.triedAt + KEY_SET_COOLDOWN_MS) throw error;
      await fetchOnce(state, url);
      // Without a new set the token cannot be checked: not its fault.
      if (state.failure) throw state.failure;
      return state.keys!(header, token);
    }
  };
}

/** A key set held in memory (the development issuer's), in the shape the verifier takes. */
export function localKeys(keySet: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(keySet);
}

/** The team domain as an issuer origin, or what is wrong with it. */
function teamIssuer(raw: string): string | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'ACCESS_TEAM_DOMAIN is not a URL' };
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return { problem: 'ACCESS_TEAM_DOMAIN must be an origin only, like https://<team>.cloudflareaccess.com' };
  // Keys fetched over plain HTTP could be swapped on the way: only this machine may serve them so.
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url.origin;
  return { problem: 'ACCESS_TEAM_DOMAIN must use https (plain http only for 127.0.0.1 or localhost)' };
}

/** OPERATOR_ROLES as a map, or what is wrong with it. */
function parseOperatorRoles(raw: string): Map<string, OperatorRole> | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { problem: 'OPERATOR_ROLES is not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { problem: 'OPERATOR_ROLES must be a JSON object of e-mail → role' };
  const roles = new Map<string, OperatorRole>();
  for (const [who, role] of Object.entries(parsed)) {
    if (!OPERATOR_ROLES.includes(role as OperatorRole))
      return { problem: `OPERATOR_ROLES gives ${who} the role "${String(role)}": use ${OPERATOR_ROLES.join(', ')}` };
    roles.set(who.trim().toLowerCase(), role as OperatorRole);
  }
  return roles;
}

/** The production sign-in policy from `env`, or why there is none (missing or invalid settings). */
export function accessPolicy(env: AccessSettings): AccessPolicy | { problem: string } {
  const missing = (['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'OPERATOR_ROLES'] as const).filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) return { problem: `${missing.join(', ')} not set` };
  const issuer = teamIssuer(env.ACCESS_TEAM_DOMAIN!.trim());
  if (typeof issuer !== 'string') return issuer;
  const roles = parseOperatorRoles(env.OPERATOR_ROLES!);
  if (!(roles instanceof Map)) return roles;
  const maxSession = maxSessionSeconds(env);
  if (typeof maxSession !== 'number') return maxSession;
  return { issuer, audience: env.ACCESS_AUD!.trim(), roles, keys: remoteKeys(issuer), maxSessionSeconds: maxSession };
}

/** Who a verified assertion names. */
export interface AccessIdentity {
  /** The person's e-mail, or a service token's common name (its client id). */
  email: string;
  /** Whether a service token (a script), not a person, signed in. */
  service: boolean;
}

/** Why an assertion was refused, in words a client can act on. */
export class InvalidAccessToken extends Error {}

function refusal(error: unknown): InvalidAccessToken | KeySetUnavailable {
  if (error instanceof KeySetUnavailable) return error;
  if (error instanceof errors.JWTExpired)
    return new InvalidAccessToken(
      error.claim === 'iat'
        ? 'The sign-in is older than the longest session allowed: sign in again.'
        : 'The sign-in has expired: sign in again.',
    );
  if (error instanceof errors.JWTClaimValidationFailed) {
    const claim = { nbf: 'is not valid yet', aud: 'is for another application', iss: 'is from another issuer' }[
      error.claim as 'nbf' | 'aud' | 'iss'
    ];
    return new InvalidAccessToken(`The sign-in ${claim ?? `has an invalid "${error.claim}" claim`}.`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return new InvalidAccessToken('The sign-in is not signed with RS256.');
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed)
    return new InvalidAccessToken('The sign-in is not signed by this team’s keys.');
  return new InvalidAccessToken('The sign-in is not a valid Access token.');
}

/**
 * Verifies an Access assertion against `policy`: RS256 only, signed by one of the team's keys,
 * `aud` and `iss` as configured, `exp`/`nbf` with a little clock tolerance, issued (`iat`) no longer
 * ago than the policy's longest session. Throws
 * InvalidAccessToken saying why it was refused, or KeySetUnavailable when the team's keys cannot be read.
 */
export async function verifyAccessToken(token: string, policy: AccessPolicy): Promise<AccessIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, policy.keys, {
      algorithms: ['RS256'],
      audience: policy.audience,
      issuer: policy.issuer,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
      // Issued longer ago than the longest session: refused, whatever its exp (an Access
      // application's session may be set long; a leaked assertion must not outlive a working day).
      maxTokenAge: policy.maxSessionSeconds,
    }));
  } catch (error) {
    throw refusal(error);
  }
  // A person's assertion carries `email`; a service token's carries `common_name` (its client id).
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (email) return { email, service: false };
  const commonName = typeof payload.common_name === 'string' ? payload.common_name.trim().toLowerCase() : '';
  if (commonName) return { email: commonName, service: true };
  throw new InvalidAccessToken('The sign-in names no e-mail and no service token.');
}
