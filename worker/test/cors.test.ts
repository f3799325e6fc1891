import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ForumCounts } from '../../contract/schemas';
import { ALLOWED_ORIGIN, BASE, errorOf, getJson, newReader, OTHER_ORIGIN, postJson } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON lines `spy` was called with. */
const lines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((args) => JSON.parse(String(args[0])) as unknown);

const validPost = { title: 'From a page', content: 'Hello', userId: 7 };

describe('CORS', () => {
  it('lets any origin read, echoing it with credentials, never "*"', async () => {
    for (const path of ['/api/crypto/prices', '/api/forum/posts', '/api/news']) {
      const res = await SELF.fetch(`${BASE}${path}`, { headers: { Origin: OTHER_ORIGIN } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(OTHER_ORIGIN);
      expect(res.headers.get('access-control-allow-credentials'), path).toBe('true');
      expect(res.headers.get('vary'), path).toContain('Origin');
    }
  });

  it('sends no CORS headers without an Origin, but still Vary: Origin', async () => {
    const res = await SELF.fetch(`${BASE}/api/news`);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('accepts writes from an allowed origin and from the site itself', async () => {
    const allowed = await postJson('/api/forum/posts', validPost, { origin: ALLOWED_ORIGIN });
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const self = await postJson('/api/forum/posts', validPost, { origin: BASE });
    expect(self.status).toBe(201);
    const loopback = await postJson('/api/forum/posts', validPost, { origin: 'http://127.0.0.1:8787' });
    expect(loopback.status).toBe(201);
  });

  it('refuses writes from other origins with 403, storing nothing', async () => {
    const before = await (await SELF.fetch(`${BASE}/api/forum/posts`)).json();
    for (const origin of [OTHER_ORIGIN, 'http://localhost.evil.example', 'http://localhost:80x', 'null']) {
      const res = await postJson('/api/forum/posts', validPost, { origin });
      expect(res.status, origin).toBe(403);
      expect((await errorOf(res)).code, origin).toBe('origin_not_allowed');
      // The refusal itself is readable by the page, so it can explain it.
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    const like = await SELF.fetch(`${BASE}/api/forum/posts/1/like`, {
      method: 'POST',
      headers: { Origin: OTHER_ORIGIN },
    });
    expect(like.status).toBe(403);
    expect(await (await SELF.fetch(`${BASE}/api/forum/posts`)).json()).toEqual(before);
  });

  it('answers a JSON POST preflight from an allowed origin', async () => {
    const res = await SELF.fetch(`${BASE}/api/forum/posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('lets a new post from an allowed origin carry its Idempotency-Key', async () => {
    const res = await SELF.fetch(`${BASE}/api/forum/posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'idempotency-key']));
  });

  it('refuses a write preflight from another origin with 403, without CORS headers', async () => {
    const res = await SELF.fetch(`${BASE}/api/forum/posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: OTHER_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps CORS headers on error answers', async () => {
    const res = await postJson('/api/forum/posts', { title: '' }, { origin: ALLOWED_ORIGIN });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const missing = await SELF.fetch(`${BASE}/api/nothing-here`, { headers: { Origin: OTHER_ORIGIN } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(OTHER_ORIGIN);
  });
});

describe('refusals leave a record', () => {
  it('logs each write refused for its origin, preflights included: the origin, method and path, never the body', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await postJson('/api/forum/posts', { ...validPost, content: 'secret text' }, { origin: OTHER_ORIGIN });
    expect(res.status).toBe(403);
    const preflight = await SELF.fetch(`${BASE}/api/forum/posts/1/like`, {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(lines(log)).toEqual([
      {
        event: 'origin_refused',
        code: 'origin_not_allowed',
        origin: OTHER_ORIGIN,
        method: 'POST',
        path: '/api/forum/posts',
      },
      {
        event: 'origin_refused',
        code: 'origin_not_allowed',
        origin: 'null',
        method: 'OPTIONS',
        path: '/api/forum/posts/1/like',
      },
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret text');
  });

  it('logs an operator call from another origin as a refused operator call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await SELF.fetch(`${BASE}/api/admin/forum/posts/1`, {
      method: 'DELETE',
      headers: { Origin: OTHER_ORIGIN },
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('cross_origin_refused');
    expect(lines(warn)).toEqual([
      { event: 'operator_refused', outcome: 'cross_origin', method: 'DELETE', path: '/api/admin/forum/posts/1' },
    ]);
  });
});

describe('writes from an embed page', () => {
  const likes = async (id: number) =>
    (await getJson<ForumCounts>('/api/forum/counts')).find(([post]) => post === id)?.[1];
  const like = (referer: string) =>
    postJson('/api/forum/posts/2/like', { userId: newReader() }, { origin: BASE, headers: { Referer: referer } });

  it('are refused from the embed page’s own document, which any site may frame', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const before = await likes(2);
    for (const referer of [`${BASE}/embed/community`, `${BASE}/embed/community?theme=light#?secret=abc`]) {
      const res = await like(referer);
      expect(res.status, referer).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'embed_write_refused',
        message: 'An embed page writes through /embed-writer, which only the origins allowed to write may frame.',
      });
    }
    const post = await postJson('/api/forum/posts', validPost, {
      origin: BASE,
      headers: { Referer: `${BASE}/embed/community` },
    });
    expect(post.status).toBe(403);
    expect(await likes(2)).toBe(before);
    expect(lines(log)).toContainEqual({
      event: 'origin_refused',
      code: 'embed_write_refused',
      origin: BASE,
      method: 'POST',
      path: '/api/forum/posts/2/like',
    });
  });

  it('are accepted through the writer frame, and from this origin’s other pages as before', async () => {
    const before = (await likes(2)) ?? 0;
    for (const referer of [`${BASE}/embed-writer`, `${BASE}/`, `${BASE}/demo/community.html`]) {
      const res = await like(referer);
      expect(res.status, referer).toBe(200);
      await res.body?.cancel();
    }
    // An embed page of another origin is not ours: its Origin decides, as for any page.
    const partner = await postJson(
      '/api/forum/posts/2/like',
      { userId: newReader() },
      { origin: ALLOWED_ORIGIN, headers: { Referer: `${ALLOWED_ORIGIN}/embed/community` } },
    );
    expect(partner.status).toBe(200);
    await partner.body?.cancel();
    expect(await likes(2)).toBe(before + 4);
  });
});
