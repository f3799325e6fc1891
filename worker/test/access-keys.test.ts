import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import worker from '../index';
import { KEY_SET_COOLDOWN_MS, KEY_SET_MAX_AGE_MS } from '../http/access-token';
import { accessToken, serveKeySet, teamKey } from './access';
import { BASE, errorOf } from './helpers';

// Access rotates its signing keys: the Worker keeps the team's key set, fetches it again when a
// token names a key id it does not hold (at most once per cooldown, so forged key ids cannot make
// it flood Access), and refuses everyone while the set cannot be read. The clock is faked (Date
// only), so cooldowns pass without waiting; the Worker and these tests share it.

/** A team domain of its own: a key set cache no other test has filled. */
const ROTATING = 'https://rotating-test.cloudflareaccess.com';
const keyA = await teamKey('rotation-key-a');
const keyB = await teamKey('rotation-key-b');
const unpublished = await teamKey('rotation-key-unpublished');
const certs = serveKeySet(ROTATING, { keys: [keyA.jwk] });

/** The status and JSON error (or who signed in) of GET /api/admin/me with a token signed by `key`. */
async function signInWith(key: { kid: string; privateKey: CryptoKey }) {
  const token = await accessToken({ issuer: ROTATING, key: key.privateKey, kid: key.kid });
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}/api/admin/me`, { headers: { 'Cf-Access-Jwt-Assertion': token } });
  const res = await worker.fetch(
    request as unknown as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ACCESS_TEAM_DOMAIN: ROTATING },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const body = res.ok ? ((await res.json()) as { email: string }).email : await errorOf(res);
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

const SIGNED_IN = { status: 200, body: 'admin@orebit.test', retryAfter: null };
const NOT_TEAM_KEY = {
  status: 401,
  body: { code: 'invalid_token', message: 'The sign-in is not signed by this team’s keys.' },
  retryAfter: null,
};
const KEYS_UNAVAILABLE = {
  status: 503,
  body: {
    code: 'access_keys_unavailable',
    message:
      'The team’s signing keys could not be read from Cloudflare Access, so no sign-in can be checked: try again shortly.',
  },
  retryAfter: String(KEY_SET_COOLDOWN_MS / 1000),
};

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

// One fake clock for the whole file, only ever moved forward: the Worker's key set cache outlives each test.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});

afterAll(() => {
  vi.useRealTimers();
});

let errorLog: MockInstance<typeof console.error>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the team key set', () => {
  it('is fetched again for a new key id once the cooldown has passed, and the new key signs in', async () => {
    certs.answer = { keys: [keyA.jwk] };
    expect(await signInWith(keyA)).toEqual(SIGNED_IN);
    expect(certs.fetches).toBe(1);

    // Access rotates: key B is published beside A.
    certs.answer = { keys: [keyA.jwk, keyB.jwk] };
    // Within the cooldown of the last fetch the Worker does not ask again: B is not known yet.
    advance(KEY_SET_COOLDOWN_MS - 1_000);
    expect(await signInWith(keyB)).toEqual(NOT_TEAM_KEY);
    expect(certs.fetches).toBe(1);
    // After it, B's unknown key id makes the Worker fetch the set again, and B signs in.
    advance(1_001);
    expect(await signInWith(keyB)).toEqual(SIGNED_IN);
    expect(certs.fetches).toBe(2);
    // A, still published, signs in from the refreshed set without another fetch.
    expect(await signInWith(keyA)).toEqual(SIGNED_IN);
    expect(await signInWith(keyB)).toEqual(SIGNED_IN);
    expect(certs.fetches).toBe(2);
  });

  it('refuses a key id in neither set with 401, fetching at most once per cooldown however often it is tried', async () => {
    const before = certs.fetches;
    advance(KEY_SET_COOLDOWN_MS + 1);
    for (let i = 0; i < 20; i++) expect(await signInWith(unpublished)).toEqual(NOT_TEAM_KEY);
    expect(certs.fetches - before).toBe(1);
    advance(KEY_SET_COOLDOWN_MS + 1);
    for (let i = 0; i < 20; i++) expect(await signInWith(unpublished)).toEqual(NOT_TEAM_KEY);
    // 40 forged tokens over two cooldowns: one fetch in each.
    expect(certs.fetches - before).toBe(2);
    // The published keys kept working throughout, from the cache.
    expect(await signInWith(keyB)).toEqual(SIGNED_IN);
    expect(certs.fetches - before).toBe(2);
  });

  it.each([
    ['answers 503', 503],
    ['answers 404', 404],
    ['cannot be reached', 'unreachable' as const],
    ['answers something that is not a key set', { keys: 'none' } as never],
  ])(
    'refuses everyone with 503 while its endpoint %s, and signs in again once it answers (fail closed)',
    async (_case, answer) => {
      certs.answer = answer;
      // The cached set has aged out: the Worker must fetch, and the fetch fails.
      advance(KEY_SET_MAX_AGE_MS + 1);
      const before = certs.fetches;
      expect(await signInWith(keyA)).toEqual(KEYS_UNAVAILABLE);
      expect(await signInWith(keyB)).toEqual(KEYS_UNAVAILABLE);
      // No keys, no sign-in, and no second fetch within the cooldown of the failed one.
      expect(certs.fetches - before).toBe(1);
      certs.answer = { keys: [keyA.jwk, keyB.jwk] };
      expect(await signInWith(keyA)).toEqual(KEYS_UNAVAILABLE);
      expect(certs.fetches - before).toBe(1);
      // Once the cooldown has passed, the next call fetches the set Access answers again.
      advance(KEY_SET_COOLDOWN_MS);
      expect(await signInWith(keyA)).toEqual(SIGNED_IN);
      expect(certs.fetches - before).toBe(2);
    },
  );

  it('is fetched at most once per cooldown while Access is down, however many calls come, one after another or at once', async () => {
    certs.answer = 'unreachable';
    advance(KEY_SET_MAX_AGE_MS + 1);
    const before = certs.fetches;
    for (let i = 0; i < 20; i++) expect(await signInWith(keyA)).toEqual(KEYS_UNAVAILABLE);
    expect(certs.fetches - before).toBe(1);
    advance(KEY_SET_COOLDOWN_MS);
    const together = await Promise.all(Array.from({ length: 20 }, () => signInWith(keyA)));
    expect(together).toEqual(Array.from({ length: 20 }, () => KEYS_UNAVAILABLE));
    expect(certs.fetches - before).toBe(2);
    // Access back: 20 calls at once after the cooldown share one fetch, and all sign in.
    certs.answer = { keys: [keyA.jwk, keyB.jwk] };
    advance(KEY_SET_COOLDOWN_MS);
    const back = await Promise.all(Array.from({ length: 20 }, () => signInWith(keyB)));
    expect(back).toEqual(Array.from({ length: 20 }, () => SIGNED_IN));
    expect(certs.fetches - before).toBe(3);
  });

  it('never takes an empty key set for the team’s keys: the set held before keeps signing in', async () => {
    certs.answer = { keys: [keyA.jwk, keyB.jwk] };
    advance(KEY_SET_MAX_AGE_MS + 1);
    expect(await signInWith(keyA)).toEqual(SIGNED_IN);
    const before = certs.fetches;
    // Access answers an empty set (or one without an RS256 key) when a token's key id makes the Worker ask.
    certs.answer = { keys: [] };
    advance(KEY_SET_COOLDOWN_MS + 1);
    expect((await signInWith(unpublished)).status).toBe(503);
    expect(certs.fetches - before).toBe(1);
    // Valid operators are not refused meanwhile: A and B sign in from the set fetched before.
    expect(await signInWith(keyA)).toEqual(SIGNED_IN);
    expect(await signInWith(keyB)).toEqual(SIGNED_IN);
    certs.answer = { keys: [{ ...keyA.jwk, kty: 'oct', k: 'AAAA', alg: 'HS256' }] };
    advance(KEY_SET_COOLDOWN_MS + 1);
    expect((await signInWith(unpublished)).status).toBe(503);
    expect(await signInWith(keyA)).toEqual(SIGNED_IN);
    expect(certs.fetches - before).toBe(2);
    // With no set held (it has aged out), an empty answer is an outage said as one (503, when to
    // retry), not a 401 telling a valid operator their sign-in is not the team's.
    certs.answer = { keys: [] };
    advance(KEY_SET_MAX_AGE_MS + 1);
    expect(await signInWith(keyA)).toEqual(KEYS_UNAVAILABLE);
    certs.answer = { keys: [keyA.jwk, keyB.jwk] };
    advance(KEY_SET_COOLDOWN_MS);
    expect(await signInWith(keyA)).toEqual(SIGNED_IN);
    expect(certs.fetches - before).toBe(4);
  });

  it('says why in the log, without the token', async () => {
    certs.answer = 503;
    advance(KEY_SET_MAX_AGE_MS + 1);
    expect((await signInWith(keyA)).status).toBe(503);
    expect(errorLog.mock.calls.map((args) => JSON.parse(args.join(' ')) as unknown)).toEqual([
      { event: 'access_keys_unavailable', problem: 'the key set answered 503' },
    ]);
    certs.answer = { keys: [keyA.jwk, keyB.jwk] };
  });
});
