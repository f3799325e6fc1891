import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, ForumPost, NewsArticle } from '../../contract/schemas';
import { ADMIN, BASE, EDITOR, errorOf, getJson, MODERATOR, newReader, OTHER_ORIGIN, postJson } from './helpers';

// Every operator call is under /api/admin, the one API path the Cloudflare Access application
// covers with the console's /admin (docs/deploying.md). Where the forum's and the news' operator
// calls used to be, a 410 names the new path, for anyone, and does nothing.

const json = { 'Content-Type': 'application/json' };

async function newPost(title: string): Promise<ForumPost> {
  const res = await postJson('/api/forum/posts', { title, content: 'Operator paths', userId: 'u-paths' });
  expect(res.status).toBe(201);
  return (await res.json()) as ForumPost;
}

async function newArticle(title: string): Promise<NewsArticle> {
  const res = await postJson('/api/admin/news', { source: 'Desk', title, category: 'news' }, { headers: EDITOR });
  expect(res.status).toBe(201);
  return (await res.json()) as NewsArticle;
}

const remove = (path: string, who: Record<string, string>) =>
  SELF.fetch(`${BASE}${path}`, { method: 'DELETE', headers: { ...who, ...json }, body: '{"reason":"spam"}' });

const postStatus = async (id: number) => (await SELF.fetch(`${BASE}/api/forum/posts/${id}`)).status;
const listedArticle = async (find: (article: NewsArticle) => boolean) =>
  (await getJson<NewsArticle[]>('/api/news')).some(find);
const newestAuditEntry = async () =>
  (await getJson<{ entries: AuditEntry[] }>('/api/admin/audit?limit=1', ADMIN)).entries[0]?.id;

/** One operator call: where it was, where it is, a body it accepts, and whether it was done. */
interface Move {
  name: string;
  method: 'POST' | 'DELETE';
  /** Creates what the call acts on; the old and the new path for it. */
  setUp: () => Promise<{ old: string; moved: string; done: () => Promise<boolean> }>;
  body?: unknown;
  who: Record<string, string>;
}

const MOVES: Move[] = [
  {
    name: 'import posts',
    method: 'POST',
    body: { posts: [{ title: 'Imported at the old path', content: 'C', author: 'A' }] },
    who: MODERATOR,
    setUp: async () => ({
      old: '/api/forum/posts/bulk',
      moved: '/api/admin/forum/posts/bulk',
      done: async () =>
        (await getJson<ForumPost[]>('/api/forum/posts')).some((post) => post.title === 'Imported at the old path'),
    }),
  },
  {
    name: 'remove a post',
    method: 'DELETE',
    body: { reason: 'spam' },
    who: MODERATOR,
    setUp: async () => {
      const { id } = await newPost('Removed at the old path');
      return {
        old: `/api/forum/posts/${id}`,
        moved: `/api/admin/forum/posts/${id}`,
        done: async () => (await postStatus(id)) === 404,
      };
    },
  },
  {
    name: 'restore a post',
    method: 'POST',
    who: MODERATOR,
    setUp: async () => {
      const { id } = await newPost('Restored at the old path');
      expect((await remove(`/api/admin/forum/posts/${id}`, MODERATOR)).status).toBe(204);
      return {
        old: `/api/forum/posts/${id}/restore`,
        moved: `/api/admin/forum/posts/${id}/restore`,
        done: async () => (await postStatus(id)) === 200,
      };
    },
  },
  {
    name: 'publish an article',
    method: 'POST',
    body: { source: 'Desk', title: 'Published at the old path', category: 'news' },
    who: EDITOR,
    setUp: async () => ({
      old: '/api/news',
      moved: '/api/admin/news',
      done: () => listedArticle((article) => article.title === 'Published at the old path'),
    }),
  },
  {
    name: 'remove an article',
    method: 'DELETE',
    body: { reason: 'spam' },
    who: EDITOR,
    setUp: async () => {
      const { id } = await newArticle('Article removed at the old path');
      return {
        old: `/api/news/${id}`,
        moved: `/api/admin/news/${id}`,
        done: async () => !(await listedArticle((article) => article.id === id)),
      };
    },
  },
  {
    name: 'restore an article',
    method: 'POST',
    who: EDITOR,
    setUp: async () => {
      const { id } = await newArticle('Article restored at the old path');
      expect((await remove(`/api/admin/news/${id}`, EDITOR)).status).toBe(204);
      return {
        old: `/api/news/${id}/restore`,
        moved: `/api/admin/news/${id}/restore`,
        done: () => listedArticle((article) => article.id === id),
      };
    },
  },
];

const call = (method: string, path: string, headers: Record<string, string>, body: unknown) =>
  SELF.fetch(`${BASE}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : json) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.each(MOVES)('$name', ({ method, setUp, body, who }) => {
  it('answers 410 at its old path, signed in or not, naming the new path, and does nothing', async () => {
    const { old, moved, done } = await setUp();
    const audited = await newestAuditEntry();
    for (const headers of [{}, who, ADMIN, { ...who, Origin: BASE }]) {
      const res = await call(method, old, headers, body);
      expect(res.status, `${method} ${old}`).toBe(410);
      expect(res.headers.get('content-type')).toMatch(/^application\/json\b/);
      expect(await errorOf(res)).toEqual({
        code: 'moved',
        message: `Operator calls moved: use ${method} ${moved}.`,
      });
    }
    expect(await done()).toBe(false);
    expect(await newestAuditEntry()).toBe(audited);
  });

  it('is refused at its new path without a valid sign-in (401), or from another origin (403), and nothing is done', async () => {
    const { moved, done } = await setUp();
    const audited = await newestAuditEntry();
    for (const [headers, status, code] of [
      [{}, 401, 'unauthorized'],
      [{ 'Cf-Access-Jwt-Assertion': 'not-a-token' }, 401, 'invalid_token'],
      [{ Authorization: 'Bearer test-admin-token' }, 401, 'unauthorized'],
      [{ ...who, Origin: OTHER_ORIGIN }, 403, 'cross_origin_refused'],
    ] as const) {
      const res = await call(method, moved, headers, body);
      expect(res.status, `${method} ${moved} with ${JSON.stringify(headers).slice(0, 60)}`).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect((await errorOf(res)).code).toBe(code);
    }
    expect(await done()).toBe(false);
    expect(await newestAuditEntry()).toBe(audited);
  });

  it('is done at its new path for the role that may, from the console’s origin', async () => {
    const { moved, done } = await setUp();
    const res = await call(method, moved, { ...who, Origin: BASE }, body);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await done()).toBe(true);
  });

  it('has its preflight answered for the console’s origin, as before, and refused for any other', async () => {
    const { old, moved } = await setUp();
    for (const path of [old, moved]) {
      const preflight = await SELF.fetch(`${BASE}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: BASE, 'Access-Control-Request-Method': method },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin'), path).toBe(BASE);
      expect(preflight.headers.get('access-control-allow-methods'), path).toContain(method);
    }
    const foreign = await SELF.fetch(`${BASE}${moved}`, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': method },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await errorOf(foreign)).code).toBe('cross_origin_refused');
  });
});

describe('the public calls beside the old paths', () => {
  it('answer as before: reading a post and the lists, liking, posting', async () => {
    const post = await newPost('Still public');
    expect(await getJson<ForumPost>(`/api/forum/posts/${post.id}`)).toEqual(post);
    expect((await postJson(`/api/forum/posts/${post.id}/like`, { userId: newReader() })).status).toBe(200);
    expect((await SELF.fetch(`${BASE}/api/forum/posts`)).status).toBe(200);
    expect((await SELF.fetch(`${BASE}/api/news`)).status).toBe(200);
  });
});
