import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, BASE, errorOf, OTHER_ORIGIN, postJson } from './helpers';

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
