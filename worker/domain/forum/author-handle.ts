import { logEvent } from '../../http/log';
import { DomainError } from '../errors';

// The handle shown as a post's author, derived from the client's network with a secret salt. The
// client's userId is not proof of identity, so it never becomes the author.

const ADJECTIVES = [
  'Steady',
  'Calm',
  'Curious',
  'Bold',
  'Patient',
  'Bright',
  'Lucky',
  'Clever',
  'Quiet',
  'Swift',
  'Brave',
  'Keen',
];
const NOUNS = [
  'Hodler',
  'Miner',
  'Whale',
  'Staker',
  'Trader',
  'Builder',
  'Explorer',
  'Saver',
  'Farmer',
  'Voyager',
  'Owl',
  'Falcon',
];

/** What the handles read from the Worker's environment. */
export interface AuthorSaltEnv {
  /** The salt of the handles (a secret, required in production). */
  AUTHOR_SALT?: string;
  /** "production" only in the production environment: there a missing secret refuses writes. */
  ENVIRONMENT?: string;
}

/** The salt for local runs and tests: public, so production never uses it. */
const LOCAL_SALT = 'orebit-dev-salt';

/**
 * The handles' salt. In production without AUTHOR_SALT anyone could compute every network's
 * handle from this repository and pick one, so writes are refused (not_configured: 503) with one log line.
 */
export function authorSalt(env: AuthorSaltEnv): string {
  if (env.AUTHOR_SALT) return env.AUTHOR_SALT;
  if (env.ENVIRONMENT !== 'production') return LOCAL_SALT;
  logEvent({ event: 'not_configured', missing: 'AUTHOR_SALT' });
  throw new DomainError(
    'not_configured',
    'Posting is unavailable: the server is not configured yet. Please try again later.',
  );
}

/**
 * A generic, stable handle for a client network (clientNetwork: an IPv6 /64 or an IPv4 address),
 * e.g. "SteadyHodler204": every address of a /64 gets the same one, so searching one's own /64
 * for a handle finds only that one, and the network cannot be read back from it.
 */
export async function authorHandle(network: string, salt: string): Promise<string> {
  const mac = await saltedMac(salt, network);
  const number = ((mac[2]! << 8) | mac[3]!) % 1000;
  return `${ADJECTIVES[mac[0]! % ADJECTIVES.length]}${NOUNS[mac[1]! % NOUNS.length]}${String(number).padStart(3, '0')}`;
}

/** HMAC-SHA-256 of `text` with `salt`: what can be derived from `text` without it being read back. */
export async function saltedMac(salt: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
}
