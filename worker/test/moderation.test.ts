import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ForumPost } from '../../contract/schemas';
import { ADMIN, BASE, errorOf, getJson, newClient, postJson } from './helpers';

const newPost = (title: string) => ({ title, content: 'Send 1 BTC to this address and get 2 back!', userId: 'u-1' });

async function createPost(title: string): Promise<ForumPost> {
  const res = await postJson('/api/forum/posts', newPost(title));
  expect(res.status).toBe(201);
  return (await res.json()) as ForumPost;
}

function deletePost(
  id: number | string,
  { token, ip = newClient() }: { token?: string; ip?: string } = {},
): Promise<Response> {
  return SELF.fetch(`${BASE}/api/forum/posts/${id}`, {
    method: 'DELETE',
    headers: { 'CF-Connecting-IP': ip, ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

const listedIds = async () => (await getJson<ForumPost[]>('/api/forum/posts')).map((p) => p.id);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DELETE /api/forum/posts/{id}', () => {
  it('removes a post with the admin token (204): never listed again, a like on it is 404', async () => {
    const scam = await createPost('Free ORB giveaway');
    expect(await listedIds()).toContain(scam.id);
    const res = await SELF.fetch(`${BASE}/api/forum/posts/${scam.id}`, { method: 'DELETE', headers: ADMIN });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await listedIds()).not.toContain(scam.id);
    const like = await postJson(`/api/forum/posts/${scam.id}/like`, null);
    expect(like.status).toBe(404);
    expect(await errorOf(like)).toEqual({ code: 'not_found', message: `There is no post ${scam.id}.` });
    // Later writes publish the list again: the removed post stays out.
    await createPost('A real question');
    expect(await listedIds()).not.toContain(scam.id);
  });

  it('answers 404 for a post that is gone or never was, and for an id that is no id', async () => {
    const post = await createPost('Twice removed');
    expect((await deletePost(post.id, { token: 'test-admin-token' })).status).toBe(204);
    for (const id of [post.id, 999_999, 'abc', '0', '-1']) {
      const res = await deletePost(id, { token: 'test-admin-token' });
      expect(res.status, `id ${id}`).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'not-the-token'],
  ])('answers 401 with %s, with the error shape, and removes nothing', async (_case, token) => {
    const post = await createPost('Stays up');
    const res = await deletePost(post.id, { token });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect((await errorOf(res)).code).toBe('unauthorized');
    expect(await listedIds()).toContain(post.id);
  });

  it('lets only allowed origins call it from a browser', async () => {
    const post = await createPost('Cross-origin target');
    const res = await SELF.fetch(`${BASE}/api/forum/posts/${post.id}`, {
      method: 'DELETE',
      headers: { ...ADMIN, Origin: 'https://partner-blog.example' },
    });
    expect(res.status).toBe(403);
    expect(await listedIds()).toContain(post.id);
  });
});

describe('admin calls with a wrong token', () => {
  it('are limited per client: 401 for the first 10, then 429 for a minute, even with the right token', async () => {
    const ip = newClient();
    const post = await createPost('Brute force target');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await deletePost(post.id, { token: `guess-${i}`, ip })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const limited = await deletePost(post.id, { token: 'test-admin-token', ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await errorOf(limited)).toEqual({
      code: 'rate_limited',
      message: 'Too many wrong admin tokens. Please wait a minute and try again.',
    });
    expect(await listedIds()).toContain(post.id);
    // Another client is not affected.
    expect((await deletePost(post.id, { token: 'test-admin-token' })).status).toBe(204);
  });

  it('count across admin routes, and calls without a token do not count', async () => {
    const ip = newClient();
    for (let i = 0; i < 20; i++) expect((await deletePost(1, { ip })).status).toBe(401);
    const headers = { Authorization: 'Bearer wrong', 'CF-Connecting-IP': ip };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await postJson('/api/news', { source: 'x', title: 'y', category: 'news' }, { ip, headers })).status,
      );
    for (let i = 0; i < 6; i++) statuses.push((await deletePost(1, { token: 'wrong', ip })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('are logged with the client and the path, never the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ip = newClient();
    await deletePost(42, { token: 'SECRET-GUESS-123', ip });
    const lines = warn.mock.calls.map((args) => args.join(' '));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      event: 'admin_auth_refused',
      outcome: 'unauthorized',
      client: ip,
      method: 'DELETE',
      path: '/api/forum/posts/42',
    });
    expect(lines.join('\n')).not.toContain('SECRET-GUESS-123');
  });
});

describe('GET /api/admin/token', () => {
  it('answers 204 for the admin token and 401 with the error shape for another', async () => {
    const ok = await SELF.fetch(`${BASE}/api/admin/token`, { headers: ADMIN });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await SELF.fetch(`${BASE}/api/admin/token`, {
      headers: { Authorization: 'Bearer nope', 'CF-Connecting-IP': newClient() },
    });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe('unauthorized');
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
