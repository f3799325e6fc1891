import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { accessPolicy } from '../http/access-token';
import type { ForumPost } from '../../contract/schemas';
import { accessToken, publicKeyAsSecretToken, strangerKeys, TEAM_DOMAIN, teamKeySet, unsignedToken } from './access';
import { ADMIN, BASE, EDITOR, errorOf, MODERATOR, NO_ROLE, postJson } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

const me = (headers: Record<string, string>) => SELF.fetch(`${BASE}/api/admin/me`, { headers });
const assertion = (token: string) => ({ 'Cf-Access-Jwt-Assertion': token });
/** A request as the Worker's fetch handler receives it. */
const incoming = (url: string, init?: RequestInit) =>
  new Request(url, init) as unknown as Request<unknown, IncomingRequestCfProperties>;

/** The status and JSON error a client sees for a call to /api/admin/me with `headers`. */
async function answerTo(headers: Record<string, string>) {
  const res = await me(headers);
  return { status: res.status, error: res.ok ? null : await errorOf(res) };
}

describe('signing in through Cloudflare Access', () => {
  it('accepts a valid assertion in the header, and the same in the CF_Authorization cookie', async () => {
    const token = await accessToken({ claims: { email: 'Moderator@Orebit.test' } });
    for (const headers of [assertion(token), { Cookie: `other=1; CF_Authorization=${token}` }]) {
      const res = await me(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        email: 'moderator@orebit.test',
        role: 'moderator',
        can: { moderateForum: true, editNews: false, exportAudit: false },
        signOut: '/cdn-cgi/access/logout',
      });
    }
  });

  it('maps a service token (common_name, no e-mail) through OPERATOR_ROLES too', async () => {
    const token = await accessToken({ claims: { common_name: 'importer.access', sub: '' } });
    const res = await me(assertion(token));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'importer.access', role: 'moderator' });
  });

  it('fetches the team key set from the team domain once and keeps it', async () => {
    const before = teamKeySet.fetches;
    for (let i = 0; i < 3; i++) expect((await me(ADMIN)).status).toBe(200);
    // At most the first call of this file fetched; later calls use the cached set.
    expect(teamKeySet.fetches - before).toBeLessThanOrEqual(1);
    expect(teamKeySet.fetches).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['expired', () => accessToken({ expiresIn: -120 }), 'The sign-in has expired: sign in again.'],
    [
      'issued longer ago than the longest session (24 h), though its exp is a week away',
      () => accessToken({ issuedAgo: 24 * 3600 + 120, expiresIn: 7 * 24 * 3600 }),
      'The sign-in is older than the longest session allowed: sign in again.',
    ],
    ['not yet valid', () => accessToken({ notBefore: 600 }), 'The sign-in is not valid yet.'],
    [
      'for another audience',
      () => accessToken({ audience: 'someone-elses-app' }),
      'The sign-in is for another application.',
    ],
    [
      'from another issuer',
      () => accessToken({ issuer: 'https://evil.cloudflareaccess.com' }),
      'The sign-in is from another issuer.',
    ],
    [
      'signed by another key',
      () => accessToken({ key: strangerKeys.privateKey }),
      'The sign-in is not signed by this team’s keys.',
    ],
    ['unsigned (alg none)', async () => unsignedToken(), 'The sign-in is not signed with RS256.'],
    ['HS256 with the public key as secret', () => publicKeyAsSecretToken(), 'The sign-in is not signed with RS256.'],
    ['not a JWT', async () => 'not-a-token', 'The sign-in is not a valid Access token.'],
  ])('answers 401 invalid_token for an assertion %s', async (_case, make, message) => {
    expect(await answerTo(assertion(await make()))).toEqual({
      status: 401,
      error: { code: 'invalid_token', message },
    });
  });

  it('allows a little clock skew: a token expired 10 s ago still passes', async () => {
    expect((await me(assertion(await accessToken({ expiresIn: -10 })))).status).toBe(200);
  });

  it('answers 401 unauthorized without any assertion, and 403 to someone without a role', async () => {
    expect(await answerTo({})).toEqual({
      status: 401,
      error: {
        code: 'unauthorized',
        message:
          'Sign in through Cloudflare Access: this call needs its Cf-Access-Jwt-Assertion header or CF_Authorization cookie.',
      },
    });
    expect(await answerTo(NO_ROLE)).toEqual({
      status: 403,
      error: { code: 'no_operator_role', message: 'reader@orebit.test is signed in but has no operator role.' },
    });
  });

  it('logs each refusal without the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = await accessToken({ audience: 'other' });
    await me(assertion(token));
    const lines = warn.mock.calls.map((args) => args.join(' '));
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { event: 'operator_refused', outcome: 'invalid_token', method: 'GET', path: '/api/admin/me' },
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });
});

describe('the console’s session', () => {
  const session = (headers: Record<string, string>) => SELF.fetch(`${BASE}/api/admin/session`, { headers });

  it('answers 200 signed out, with where to sign in, and logs no refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await session({});
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A public host name: Cloudflare Access stands in front of /admin and asks for the account.
    expect(await res.json()).toEqual({ signedIn: false, signIn: '/admin' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers signed out for a sign-in that is no longer valid, and logs that refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await session(assertion(await accessToken({ expiresIn: -120 })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedIn: false, signIn: '/admin' });
    expect(warn.mock.calls.map((args) => JSON.parse(args.join(' ')) as unknown)).toEqual([
      { event: 'operator_refused', outcome: 'invalid_token', method: 'GET', path: '/api/admin/session' },
    ]);
  });

  it('says who is signed in and what the console may offer, as /me does', async () => {
    const res = await session(EDITOR);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedIn: true, ...((await (await me(EDITOR)).json()) as object) });
  });

  it('refuses another origin, and someone without a role, as every operator call does', async () => {
    const crossOrigin = await session({ ...ADMIN, Origin: 'https://partner-blog.example' });
    expect(crossOrigin.status).toBe(403);
    expect((await errorOf(crossOrigin)).code).toBe('cross_origin_refused');
    const noRole = await session(NO_ROLE);
    expect(noRole.status).toBe(403);
    expect((await errorOf(noRole)).code).toBe('no_operator_role');
  });
});

describe('operator configuration', () => {
  /** The Worker with `overrides` in its environment, as a deployment configured so would run. */
  async function callWith(overrides: Partial<typeof env>, request: Request): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(incoming(request.url, request), { ...env, ...overrides }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it.each([
    ['no team domain', { ACCESS_TEAM_DOMAIN: undefined }],
    ['no audience', { ACCESS_AUD: '' }],
    ['roles that are not JSON', { OPERATOR_ROLES: 'admin@orebit.test=admin' }],
    ['a role that does not exist', { OPERATOR_ROLES: '{"a@orebit.test":"owner"}' }],
    ['a team domain over plain http', { ACCESS_TEAM_DOMAIN: 'http://orebit.cloudflareaccess.com' }],
    ['a team domain with a path', { ACCESS_TEAM_DOMAIN: `${TEAM_DOMAIN}/cdn-cgi/access/certs` }],
    ['a longest session that is no number of hours', { OPERATOR_MAX_SESSION_HOURS: 'forever' }],
    ['a longest session of no time at all', { OPERATOR_MAX_SESSION_HOURS: '0' }],
  ])('refuses every operator call with 503 given %s (fail closed)', async (_case, overrides) => {
    const res = await callWith(overrides, new Request(`${BASE}/api/admin/me`, { headers: ADMIN }));
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({
      code: 'operators_not_configured',
      message:
        'Operator sign-in is not configured on this deployment: set ACCESS_TEAM_DOMAIN, ACCESS_AUD and OPERATOR_ROLES (docs/deploying.md).',
    });
  });

  it('accepts a loopback http team domain (development and tests), and https elsewhere', () => {
    for (const domain of ['http://127.0.0.1:8787', 'http://localhost:9000', 'https://orebit.cloudflareaccess.com']) {
      const policy = accessPolicy({ ACCESS_TEAM_DOMAIN: domain, ACCESS_AUD: 'aud', OPERATOR_ROLES: '{}' });
      expect('issuer' in policy && policy.issuer, domain).toBe(domain);
    }
  });
});

describe('who may do what', () => {
  const post = async () => {
    const res = await postJson('/api/forum/posts', { title: 'Role target', content: 'Body', userId: 'u' });
    return ((await res.json()) as ForumPost).id;
  };
  const json = { 'Content-Type': 'application/json' };
  const actions: Array<[string, (who: Record<string, string>) => Promise<Response>]> = [
    [
      'remove a post',
      async (who) =>
        SELF.fetch(`${BASE}/api/admin/forum/posts/${await post()}`, {
          method: 'DELETE',
          headers: { ...who, ...json },
          body: JSON.stringify({ reason: 'spam' }),
        }),
    ],
    [
      'import posts',
      (who) =>
        postJson(
          '/api/admin/forum/posts/bulk',
          { posts: [{ title: 'T', content: 'C', author: 'A' }] },
          { headers: who },
        ),
    ],
    ['list posts for moderation', (who) => SELF.fetch(`${BASE}/api/admin/posts`, { headers: who })],
    [
      'publish news',
      (who) => postJson('/api/admin/news', { source: 'Desk', title: 'News', category: 'news' }, { headers: who }),
    ],
    ['list articles for editing', (who) => SELF.fetch(`${BASE}/api/admin/articles`, { headers: who })],
    ['read the audit log', (who) => SELF.fetch(`${BASE}/api/admin/audit`, { headers: who })],
    ['export the audit log', (who) => SELF.fetch(`${BASE}/api/admin/audit/export`, { headers: who })],
  ];
  const allowed: Record<string, string[]> = {
    moderator: ['remove a post', 'import posts', 'list posts for moderation', 'read the audit log'],
    editor: ['publish news', 'list articles for editing', 'read the audit log'],
    admin: actions.map(([name]) => name),
    'no role': [],
  };
  const people: Array<[string, Record<string, string>]> = [
    ['moderator', MODERATOR],
    ['editor', EDITOR],
    ['admin', ADMIN],
    ['no role', NO_ROLE],
  ];

  it.each(people)('lets a %s do what the role allows and refuses the rest with 403', async (role, who) => {
    for (const [name, act] of actions) {
      const res = await act(who);
      if (allowed[role]!.includes(name)) {
        expect(res.status, `${role}: ${name}`).toBeLessThan(300);
        await res.body?.cancel();
      } else {
        expect(res.status, `${role}: ${name}`).toBe(403);
        expect((await errorOf(res)).code).toBe(role === 'no role' ? 'no_operator_role' : 'role_not_allowed');
      }
    }
  });
});

describe('operator calls from a browser', () => {
  it('refuse another origin, even an allowed writer, with no CORS headers (reads and writes)', async () => {
    for (const origin of ['https://partner-blog.example', 'http://localhost:5173']) {
      const read = await SELF.fetch(`${BASE}/api/admin/me`, { headers: { ...ADMIN, Origin: origin } });
      expect(read.status).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await errorOf(read)).code).toBe('cross_origin_refused');
      const write = await postJson(
        '/api/admin/news',
        { source: 'x', title: 'y', category: 'news' },
        { origin, headers: ADMIN },
      );
      expect(write.status).toBe(403);
      expect(write.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('accept the Worker’s own origin', async () => {
    const res = await SELF.fetch(`${BASE}/api/admin/me`, { headers: { ...EDITOR, Origin: BASE } });
    expect(res.status).toBe(200);
  });
});

describe('the development sign-in', () => {
  const LOCAL = 'http://127.0.0.1:8787';

  async function signInLocally(email: string): Promise<string> {
    const res = await SELF.fetch(`${LOCAL}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: LOCAL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^CF_Authorization=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/,
    );
    return cookie.split(';')[0]!;
  }

  it('offers development identities on this machine and signs in with a cookie the API accepts', async () => {
    const page = await SELF.fetch(`${LOCAL}/admin/sign-in`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await page.text()).toContain('editor@orebit.test — editor');
    const certs = await SELF.fetch(`${LOCAL}/cdn-cgi/access/certs`);
    expect(((await certs.json()) as { keys: Array<{ kty: string; alg: string }> }).keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
    });
    const cookie = await signInLocally('editor@orebit.test');
    const res = await SELF.fetch(`${LOCAL}/api/admin/me`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'editor@orebit.test', role: 'editor', signOut: '/admin/sign-out' });
  });

  it('refuses a sign-in posted from another origin', async () => {
    const res = await SELF.fetch(`${LOCAL}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40orebit.test',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('is unreachable on a public host name, and its tokens are refused there', async () => {
    const cookie = await signInLocally('admin@orebit.test');
    for (const path of ['/admin/sign-in', '/cdn-cgi/access/certs']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    expect(await answerTo({ Cookie: cookie })).toEqual({
      status: 401,
      error: { code: 'invalid_token', message: 'The sign-in is not signed by this team’s keys.' },
    });
  });

  it('answers only requests from this machine: a loopback Host from any other client address is a public request', async () => {
    const cookie = await signInLocally('admin@orebit.test');
    const from = (address: string) => ({ 'CF-Connecting-IP': address });
    // What wrangler dev reports for a client on this machine.
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await SELF.fetch(`${LOCAL}/admin/sign-in`, { headers: from(address) });
      expect(page.status, address).toBe(200);
      await page.body?.cancel();
    }
    // A client elsewhere (Cloudflare's network always says who) writing Host: 127.0.0.1 itself.
    for (const address of ['203.0.113.7', '2001:db8::1', '10.0.0.2']) {
      for (const path of ['/admin/sign-in', '/cdn-cgi/access/certs']) {
        const res = await SELF.fetch(`${LOCAL}${path}`, { headers: from(address) });
        expect(res.status, `${address} ${path}`).toBe(404);
        await res.body?.cancel();
      }
      const signIn = await SELF.fetch(`${LOCAL}/admin/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...from(address), Origin: LOCAL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=admin%40orebit.test',
      });
      expect(signIn.headers.get('set-cookie'), address).toBeNull();
      await signIn.body?.cancel();
      const me = await SELF.fetch(`${LOCAL}/api/admin/me`, { headers: { ...from(address), Cookie: cookie } });
      expect(me.status, address).toBe(401);
      expect((await errorOf(me)).code).toBe('invalid_token');
    }
  });

  it('is unreachable in a production-configured Worker, which refuses its tokens even on this machine', async () => {
    const cookie = await signInLocally('admin@orebit.test');
    // As [env.production] configures it: OPERATOR_DEV_SIGN_IN is never set there.
    const production = { ...env, OPERATOR_DEV_SIGN_IN: undefined };
    const call = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(incoming(`${LOCAL}${path}`, init), production, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    for (const path of ['/admin/sign-in', '/cdn-cgi/access/certs']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    const signIn = await call('/admin/sign-in', {
      method: 'POST',
      headers: { Origin: LOCAL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40orebit.test',
      redirect: 'manual',
    });
    expect(signIn.headers.get('set-cookie')).toBeNull();
    await signIn.body?.cancel();
    const res = await call('/api/admin/me', { headers: { Cookie: cookie } });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_token',
      message: 'The sign-in is not signed by this team’s keys.',
    });
  });
});

describe('preflights for operator calls', () => {
  it('are refused for another origin, without CORS headers', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/admin/forum/posts/1'],
      ['POST', '/api/admin/forum/posts/1/restore'],
      ['POST', '/api/admin/news'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const res = await SELF.fetch(`${BASE}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': method },
      });
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect((await errorOf(res)).code).toBe('cross_origin_refused');
    }
  });
});

describe('the operator console (/admin)', () => {
  it('is served with a strict policy, never cached, framed or indexed', async () => {
    const res = await SELF.fetch(`${BASE}/admin`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<script src="/admin/console.js" defer></script>');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const script = await SELF.fetch(`${BASE}/admin/console.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});
