import { env, runInDurableObject, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KV_KEYS } from '../storage/list-publisher';
import { ADMIN, ALLOWED_ORIGIN, BASE, newClient, OTHER_ORIGIN } from './helpers';

// The API is public and the widgets call it from pages we do not control, so anything may arrive.
// fast-check sends generated requests (methods, real and odd paths, origins, tokens, content
// types, JSON and non-JSON bodies around the 16 KB limit) and checks, for every one:
//   - never a 5xx;
//   - every non-2xx /api answer is { "error": { "code", "message" } } served as JSON, and every
//     /api answer carries X-Content-Type-Options: nosniff;
//   - the stored data (every row of the Durable Object's tables and both lists published to KV)
//     is unchanged, unless the request is a write that succeeded;
//   - a write succeeds only from the site, an allowed origin or no origin at all, and on an admin
//     route only with the admin token.
// Writes that succeed are possible (an existing post id, a padded but valid post) but rare; they
// are counted and left out of the "unchanged" check only.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE'] as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_LIMIT = 16 * 1024;
/** The seeded posts have ids 1 to 3 (and articles 1 to 8): liking or deleting one succeeds. */
const SEEDED_POSTS = 3;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** Why the body is what it is, for the report of a failing case. */
  bodyKind: string;
}

const printable = (max: number) =>
  fc.string({ unit: 'binary-ascii', maxLength: max }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const anyText = (max: number) => fc.string({ unit: 'binary', maxLength: max });

// Ids a URL may carry: odd ones, ids of no post, and (rarely) real ones.
const oddId = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x1',
      '01',
      '+1',
      '%201',
      '1%20',
      'abc',
      'null',
      'undefined',
      'NaN',
      'Infinity',
      '9007199254740993',
      '99999999999999999999',
      '12345678901234567',
      '%D9%A1',
      '%EF%BC%91',
      '%2F',
      '%00',
      '%',
      '%E0%A4%A',
      '%zz',
      '1;DROP%20TABLE%20posts',
      "1'%20OR%20'1'='1",
      '__proto__',
      'constructor',
      '%F0%9F%92%A9',
      '%C0%AF',
    ),
  },
  { weight: 3, arbitrary: fc.integer({ min: 1_000, max: Number.MAX_SAFE_INTEGER }).map(String) },
  { weight: 2, arbitrary: anyText(12).map(encodeURIComponent) },
  { weight: 1, arbitrary: printable(12) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: SEEDED_POSTS }).map(String) },
);

const knownRoute = fc.oneof(
  fc.constant('/api/crypto/prices'),
  fc.constant('/api/forum/posts'),
  fc.constant('/api/forum/posts/bulk'),
  fc.constant('/api/news'),
  oddId.map((id) => `/api/forum/posts/${id}/like`),
  oddId.map((id) => `/api/news/${id}`),
  fc.constant('/api/admin/forum/posts/bulk'),
  fc.constant('/api/admin/news'),
  oddId.map((id) => `/api/admin/forum/posts/${id}`),
  oddId.map((id) => `/api/admin/forum/posts/${id}/restore`),
  oddId.map((id) => `/api/admin/news/${id}`),
);

const path = fc.oneof(
  { weight: 8, arbitrary: knownRoute },
  // Near misses of the real routes.
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '/api',
      '/api/',
      '/api/news/',
      '/api//news',
      '/API/news',
      '/api/forum',
      '/api/forum/posts/',
      '/api/forum/posts/1',
      '/api/forum/posts/1/like/again',
      '/api/forum/posts/bulk/1',
      '/api/forum/posts//like',
      '/api/crypto',
      '/api/crypto/prices/btc',
      '/api/news?category=bullish&__proto__[x]=1',
      '/api/forum/posts?limit=-1',
      '/api/%2e%2e/widgets/manifest.json',
      '/api/forum%2Fposts',
      '/api/news%00',
      '/api/news/%2e%2e/%2e%2e/forum/posts',
      '/api/forum/posts/%31/like',
    ),
  },
  // Unknown /api paths, encoded or raw.
  { weight: 2, arbitrary: anyText(40).map((s) => `/api/${encodeURIComponent(s)}`) },
  { weight: 1, arbitrary: printable(40).map((s) => `/api/${s}`) },
  { weight: 1, arbitrary: fc.array(fc.webSegment(), { maxLength: 5 }).map((segments) => `/api/${segments.join('/')}`) },
  // Very long paths.
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/api/', '/api/news/', '/api/forum/posts/'),
        fc.integer({ min: 1_000, max: 16_000 }),
        fc.constantFrom('a', '%41', '9', '/x'),
      )
      .map(([prefix, n, unit]) => prefix + unit.repeat(Math.ceil(n / unit.length))),
  },
  // Not the API: the static files answer, and must not fail either.
  {
    weight: 1,
    arbitrary: fc.constantFrom('/', '/widgets/manifest.json', '/nope', '/demo/%E0%A4%A', '/widgets/../api/news'),
  },
);

const allowedOrigin = fc.constantFrom(ALLOWED_ORIGIN, BASE, 'https://orebit.example', 'http://127.0.0.1:8787');
const foreignOrigin = fc.oneof(
  fc.constantFrom(
    OTHER_ORIGIN,
    'null',
    'http://localhost.evil.example',
    'http://localhost:80x',
    'https://orebit.example.evil',
    '',
    'file://',
  ),
  printable(60),
);
/** Absent, allowed to write, or foreign (may read only). */
const origin = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: allowedOrigin },
  { weight: 2, arbitrary: foreignOrigin },
);

const authorization = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: fc.constant(ADMIN['Cf-Access-Jwt-Assertion']!) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'wrong-token',
      ' ',
      'a.b.c',
      'eyJhbGciOiJub25lIn0.e30.',
      `${ADMIN['Cf-Access-Jwt-Assertion']!}x`,
      't'.repeat(5_000),
      'Bearer test-admin-token',
    ),
  },
  { weight: 1, arbitrary: printable(80).map((s) => `Bearer ${s}`) },
);

const contentType = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;charset=latin1',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/jsonx',
      'application/json-patch+json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/html',
      'application/javascript',
      '*/*',
      'json',
      'application/',
      ' application/json',
    ),
  },
  { weight: 1, arbitrary: printable(60) },
  { weight: 1, arbitrary: fc.constant(null) },
);

// Objects close to a valid body, with at least one thing wrong.
const wrongValue = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, '', '   ', '\n\t', [], {}, ['x'], { x: 1 }),
  fc.integer(),
  fc.double(),
  fc.string({ minLength: 201, maxLength: 260 }),
  fc.constant('x'.repeat(5_001)),
  fc.jsonValue({ maxDepth: 2 }),
);
const validPost = { title: 'Fuzz title', content: 'Fuzz content', userId: 'fuzz-user' };
const validImport = { title: 'Imported', content: 'Imported body', author: 'Importer' };
const validArticle = { source: 'Fuzz Desk', title: 'Fuzz headline', category: 'news', isOfficial: false };
const breakOne = <T extends Record<string, unknown>>(base: T) =>
  fc
    .tuple(
      fc.constantFrom(...Object.keys(base)),
      fc.option(wrongValue, { freq: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    )
    .map(([key, value, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...base };
      if (value === null) delete out[key];
      else out[key] = value;
      return out;
    });
const nearValid = fc.oneof(
  breakOne(validPost),
  breakOne(validArticle),
  fc
    .tuple(
      fc.array(fc.constant(validImport), { maxLength: 3 }),
      breakOne(validImport),
      fc.array(fc.constant(validImport), { maxLength: 3 }),
    )
    .map(([before, broken, after]) => ({ posts: [...before, broken, ...after] })),
  fc.constantFrom({ posts: [] }, { posts: validImport }, { posts: 'all' }, [validPost], [validImport]),
);

const encode = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
  [0xc0, 0xaf],
  [0x80],
];

const body: fc.Arbitrary<{ kind: string; bytes?: Uint8Array }> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' }) },
  {
    weight: 3,
    arbitrary: fc
      .jsonValue({ maxDepth: 3 })
      .map((v) => ({ kind: 'random JSON', bytes: encode(JSON.stringify(v) ?? 'null') })),
  },
  { weight: 5, arbitrary: nearValid.map((v) => ({ kind: 'near-valid JSON', bytes: encode(JSON.stringify(v)) })) },
  { weight: 2, arbitrary: anyText(200).map((s) => ({ kind: 'random text', bytes: encode(s) })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ kind: 'random bytes', bytes })) },
  {
    // Invalid UTF-8 inside an otherwise valid post.
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('title', 'content', 'userId'), fc.constantFrom(...INVALID_UTF8))
      .map(([field, bad]) => {
        const [head, tail] = JSON.stringify({ ...validPost, [field]: '@@' }).split('@@') as [string, string];
        return { kind: `invalid UTF-8 in ${field}`, bytes: concat(encode(head), new Uint8Array(bad), encode(tail)) };
      }),
  },
  {
    // Sizes around the 16 KB limit; the post inside is refused (blank title) or valid (a rare success).
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.integer({ min: BODY_LIMIT - 2, max: BODY_LIMIT + 2 }).chain((n) => fc.constantFrom(n, n + 1_000, n * 4)),
        fc.boolean(),
      )
      .map(([size, blank]) => {
        const json = JSON.stringify({ ...validPost, title: blank ? ' ' : validPost.title });
        return {
          kind: `${size} bytes (${blank ? 'blank title' : 'valid post'})`,
          bytes: encode(json.padEnd(size, ' ')),
        };
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '',
        '{',
        '{"title":',
        'null',
        '[]',
        '"x"',
        '\uFEFF{"title":"a","content":"b","userId":1',
        '{"__proto__":{"title":"x"}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        `{"posts":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
        `"${'x'.repeat(20_000)}"`,
        `{"title":"${'\\u0000'.repeat(500)}","content":"x","userId":1}`,
        '1e999999',
        '{"userId":1e400}',
      )
      .map((text) => ({ kind: 'odd JSON text', bytes: encode(text) })),
  },
);

const client = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined).map(() => newClient()) },
  { weight: 1, arbitrary: fc.constantFrom('203.0.113.250', '::1', 'not-an-ip', '', 'x'.repeat(300)) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A route with the method it answers (half the cases), or any method on any path. */
const target = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constant({ method: 'POST', path: '/api/forum/posts' }),
      fc.constant({ method: 'POST', path: '/api/forum/posts/bulk' }),
      fc.constant({ method: 'POST', path: '/api/news' }),
      fc.constant({ method: 'POST', path: '/api/admin/forum/posts/bulk' }),
      fc.constant({ method: 'POST', path: '/api/admin/news' }),
      oddId.map((id) => ({ method: 'POST', path: `/api/forum/posts/${id}/like` })),
      oddId.map((id) => ({ method: 'DELETE', path: `/api/news/${id}` })),
      oddId.map((id) => ({ method: 'DELETE', path: `/api/admin/news/${id}` })),
      oddId.map((id) => ({ method: 'DELETE', path: `/api/admin/forum/posts/${id}` })),
      fc.constantFrom('/api/crypto/prices', '/api/forum/posts', '/api/news').map((path) => ({ method: 'GET', path })),
    ),
  },
  { weight: 1, arbitrary: fc.record({ method: fc.constantFrom(...METHODS), path }) },
);

const request: fc.Arbitrary<FuzzRequest> = fc
  .record({
    target,
    origin,
    authorization,
    contentType,
    client,
    preflight: fc.option(fc.constantFrom(...METHODS, 'post', 'TRACE')),
    body,
  })
  .map(({ target: { method, path }, origin, authorization, contentType, client, preflight, body }) => {
    const headers: Record<string, string> = {};
    if (origin !== null) headers.Origin = origin;
    if (authorization !== null) headers['Cf-Access-Jwt-Assertion'] = authorization;
    if (contentType !== null) headers['Content-Type'] = contentType;
    if (client !== null) headers['CF-Connecting-IP'] = client;
    if (method === 'OPTIONS' && preflight !== null) headers['Access-Control-Request-Method'] = preflight;
    // fetch() refuses a body on GET and HEAD.
    const bytes = method === 'GET' || method === 'HEAD' ? undefined : body.bytes;
    return { method, path, headers, body: bytes, bodyKind: bytes ? body.kind : 'none' };
  });

/** Every row of the store's tables and both published lists, as one string. */
async function storedData(): Promise<string> {
  const stub = env.CONTENT.get(env.CONTENT.idFromName('content'));
  const rows = await runInDurableObject(stub, (_instance, state) =>
    ['posts', 'articles', 'meta'].map((table) => state.storage.sql.exec(`SELECT * FROM ${table} ORDER BY 1`).toArray()),
  );
  const [forum, news] = await Promise.all([env.DATA.get(KV_KEYS.forum), env.DATA.get(KV_KEYS.news)]);
  return JSON.stringify({ rows, forum, news });
}

/** Which parts of the stored data differ. */
function changes(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  const rows = (x: Record<string, unknown>) => x.rows as unknown[][];
  const parts = [
    ...['posts', 'articles', 'meta'].map((table, i) => [table, rows(a)[i], rows(b)[i]] as const),
    ['KV forum list', a.forum, b.forum] as const,
    ['KV news list', a.news, b.news] as const,
  ];
  return parts
    .filter(([, x, y]) => JSON.stringify(x) !== JSON.stringify(y))
    .map(([name, x, y]) => `${name} ${JSON.stringify(x).slice(0, 400)} → ${JSON.stringify(y).slice(0, 400)}`)
    .join('; ');
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.path.length > 120 ? `${r.path.slice(0, 120)}… (${r.path.length} chars)` : r.path} ${JSON.stringify(
    Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}…` : v])),
  )} body: ${r.bodyKind}${r.body ? ` (${r.body.length} bytes)` : ''}`;

const ALLOWED_WRITERS = new Set([ALLOWED_ORIGIN, BASE, 'https://orebit.example', 'http://127.0.0.1:8787']);
// Operator writes, all under /api/admin: the bulk import, news, removing and restoring a post or an article.
const isAdminWrite = (pathname: string) => /^\/api\/admin\//.test(pathname);
// Where they used to be (and nowhere else): a 410 that names the new path, whoever calls.
const MOVED_ROUTE = /^\/api\/(forum\/posts\/[^/]+(\/restore)?|news(\/[^/]+(\/restore)?)?)$/;

describe('the API under generated requests', () => {
  it(
    'never fails with a 5xx, always answers errors in the API shape and changes nothing when it refuses',
    { timeout: 120_000 },
    async () => {
      // Seed first: the first read seeds the store, which is a legitimate change.
      for (const p of ['/api/forum/posts', '/api/news', '/api/crypto/prices'])
        expect((await SELF.fetch(`${BASE}${p}`)).status).toBe(200);
      let stored = await storedData();
      const tally = { runs: 0, api: 0, refused: 0, succeededWrites: 0, statuses: new Map<number, number>() };

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const what = describeRequest(r);
          const res = await SELF.fetch(`${BASE}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
          const text = await res.text();
          const pathname = new URL(`${BASE}${r.path}`).pathname;
          tally.runs++;
          tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);

          expect(res.status, `5xx for ${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
          if (/^\/api(\/|$)/.test(pathname)) {
            tally.api++;
            expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
            if (res.status >= 300) {
              tally.refused++;
              expect(res.headers.get('content-type'), what).toMatch(/^application\/json\b/);
              if (r.method !== 'HEAD') {
                const parsed = JSON.parse(text) as unknown;
                expect(parsed, `${what}: ${text.slice(0, 300)}`).toEqual({
                  error: { code: expect.any(String), message: expect.any(String) },
                });
              }
            }
          }

          if (res.status === 410) {
            expect(MOVED_ROUTE.test(pathname), `410 for ${what}`).toBe(true);
            expect(JSON.parse(text), what).toEqual({
              error: {
                code: 'moved',
                message: `Operator calls moved: use ${r.method} /api/admin${pathname.slice(4)}.`,
              },
            });
          }
          const wroteOk = res.ok && WRITES.has(r.method);
          if (wroteOk) {
            tally.succeededWrites++;
            stored = await storedData();
            // An empty Origin counts as none: browsers never send one, and any other client can leave it out.
            const from = r.headers.Origin;
            expect(!from || ALLOWED_WRITERS.has(from), `a write from ${from} succeeded: ${what}`).toBe(true);
            if (isAdminWrite(pathname))
              expect(r.headers['Cf-Access-Jwt-Assertion'], `an operator write without sign-in succeeded: ${what}`).toBe(
                ADMIN['Cf-Access-Jwt-Assertion'],
              );
          } else {
            const before = stored;
            // Taken as the new reference first: when one request changes the data, shrinking then
            // blames that request, not every one after it.
            stored = await storedData();
            expect(
              stored === before,
              `the stored data changed after ${res.status} for ${what}: ${changes(before, stored)}`,
            ).toBe(true);
          }
        }),
        { numRuns: 1_200 },
      );

      // The generators reach what they are meant to reach.
      console.log(
        `fuzz: ${tally.runs} requests, ${tally.api} to /api, ${tally.refused} refused, ${tally.succeededWrites} successful writes; statuses ${JSON.stringify(Object.fromEntries([...tally.statuses].sort((a, b) => a[0] - b[0])))}`,
      );
      expect(tally.runs).toBeGreaterThanOrEqual(1_200);
      for (const status of [200, 204, 400, 401, 403, 404, 410, 413, 415])
        expect(tally.statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
  );
});
