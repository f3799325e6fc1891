import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { OperatorRole } from '../../contract/schemas';
import type { Env } from '../env';
import {
  accessPolicy,
  InvalidAccessToken,
  KEY_SET_COOLDOWN_MS,
  KeySetUnavailable,
  verifyAccessToken,
  type AccessPolicy,
} from '../http/access-token';
import { developmentIssuerActive, developmentPolicy } from '../http/development-issuer';
import { ApiError } from '../http/errors';

/** The signed-in operator of a request, for the handler and its audit entry. */
interface Operator {
  email: string;
  role: OperatorRole;
  /** Ties the audit entry to the request (Cloudflare's Ray ID when there is one). */
  requestId: string;
}

/** What requireOperator puts on the context. */
export interface OperatorContext {
  Bindings: Env;
  Variables: { operator: Operator };
}

// Every call that needs an operator, the console's reads and every change it makes, is under
// /api/admin: the path the Cloudflare Access application covers with the console (docs/deploying.md).
const OPERATOR_CALLS = /^\/api\/admin(\/|$)/;

/** Whether `pathname` is an operator call's, whatever the method (CORS answers no other origin for it). */
export function isOperatorCall(pathname: string): boolean {
  return OPERATOR_CALLS.test(pathname);
}

/** The refusal of an operator call from another origin, thrown before CORS sets any header for it. */
export function crossOriginRefused(): ApiError {
  return new ApiError(403, 'cross_origin_refused', 'Operator calls are accepted from the console’s own origin only.', {
    'Cache-Control': 'no-store',
  });
}

/** Which roles may do what: admin may do everything. */
export function roleAllows(role: OperatorRole, needed: OperatorRole | 'any'): boolean {
  return needed === 'any' || role === needed || role === 'admin';
}

// Said once per isolate, not once per refused call: a misconfigured deployment would flood the log.
let configurationLogged = false;

/** Logs a refused operator call as `operator_refused`: the outcome, the method and path, the e-mail when known; never the token. */
export function logRefused(request: Request, outcome: string, email?: string): void {
  const { pathname } = new URL(request.url);
  console.warn(
    JSON.stringify({
      event: 'operator_refused',
      outcome,
      method: request.method,
      path: pathname,
      ...(email ? { email } : {}),
    }),
  );
}

async function policyFor(env: Env, request: Request): Promise<AccessPolicy | { problem: string }> {
  const url = new URL(request.url);
  if (__OREBIT_DEVELOPMENT_SIGN_IN__ && developmentIssuerActive(env, request)) return developmentPolicy(url.origin);
  return accessPolicy(env);
}

/**
 * Lets through a request signed in through Cloudflare Access (the `Cf-Access-Jwt-Assertion` header,
 * else the `CF_Authorization` cookie) by someone whose role allows `needed`. Refuses, as JSON: 403
 * for another origin (no CORS, no cross-site request forgery), 503 without a valid configuration
 * or while the team's keys cannot be read (fail closed), 401 without a token or with a bad one, 403
 * without the role.
 */
export function requireOperator(needed: OperatorRole | 'any'): MiddlewareHandler<OperatorContext> {
  return async (c, next) => {
    const operator = await signedInOperator(c);
    if (!roleAllows(operator.role, needed)) {
      logRefused(c.req.raw, 'role_not_allowed', operator.email);
      throw new ApiError(403, 'role_not_allowed', `The ${operator.role} role may not do this: it needs ${needed}.`);
    }
    c.set('operator', operator);
    await next();
  };
}

/**
 * The operator signed in on this request, or null when nobody is: no token, or one no longer valid
 * (expired, from another issuer…). The console's "is anyone signed in?", which is no refusal, so a
 * missing token is not logged. Every other refusal of requireOperator (another origin, no
 * configuration, no role) is thrown as there.
 */
export async function operatorSignedIn(c: Context<OperatorContext>): Promise<Operator | null> {
  try {
    return await signedInOperator(c, { logMissingToken: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Who signed the request in, with their role: requireOperator's checks but the role's reach. */
async function signedInOperator(
  c: Context<OperatorContext>,
  { logMissingToken } = { logMissingToken: true },
): Promise<Operator> {
  const url = new URL(c.req.url);
  const origin = c.req.header('Origin');
  // Operator calls answer only the console's own origin: no other page may read them with the
  // operator's cookie, nor make a change with it. Scripts (service tokens) send no Origin.
  if (origin !== undefined && origin !== url.origin) {
    logRefused(c.req.raw, 'cross_origin');
    throw crossOriginRefused();
  }
  c.header('Cache-Control', 'no-store');
  const policy = await policyFor(c.env, c.req.raw);
  if (!('issuer' in policy)) {
    if (!configurationLogged) {
      configurationLogged = true;
      console.error(JSON.stringify({ event: 'operator_sign_in_not_configured', problem: policy.problem }));
    }
    throw new ApiError(
      503,
      'operators_not_configured',
      'Operator sign-in is not configured on this deployment: set ACCESS_TEAM_DOMAIN, ACCESS_AUD and OPERATOR_ROLES (docs/deploying.md).',
    );
  }
  const token = c.req.header('Cf-Access-Jwt-Assertion') || getCookie(c, 'CF_Authorization');
  if (!token) {
    if (logMissingToken) logRefused(c.req.raw, 'unauthorized');
    throw new ApiError(
      401,
      'unauthorized',
      'Sign in through Cloudflare Access: this call needs its Cf-Access-Jwt-Assertion header or CF_Authorization cookie.',
    );
  }
  let identity;
  try {
    identity = await verifyAccessToken(token, policy);
  } catch (error) {
    if (error instanceof KeySetUnavailable) {
      // Not the caller's fault, and nobody can be verified until Access answers: say so, and when to retry.
      console.error(JSON.stringify({ event: 'access_keys_unavailable', problem: error.message }));
      throw new ApiError(
        503,
        'access_keys_unavailable',
        'The team’s signing keys could not be read from Cloudflare Access, so no sign-in can be checked: try again shortly.',
        { 'Retry-After': String(KEY_SET_COOLDOWN_MS / 1000) },
      );
    }
    if (!(error instanceof InvalidAccessToken)) throw error;
    logRefused(c.req.raw, 'invalid_token');
    throw new ApiError(401, 'invalid_token', error.message);
  }
  const role = policy.roles.get(identity.email);
  if (!role) {
    logRefused(c.req.raw, 'no_operator_role', identity.email);
    throw new ApiError(403, 'no_operator_role', `${identity.email} is signed in but has no operator role.`);
  }
  return { email: identity.email, role, requestId: c.req.header('cf-ray') ?? crypto.randomUUID() };
}
