import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { BASE, errorOf, newReader, postJson } from './helpers';

// HTTP as clients expect it: 405 with Allow, the API's JSON 404 whatever the case or slashes, and
// a server error that carries the request id its log line has.

describe('a known API path with a wrong method', () => {
  it.each([
    ['PUT', '/api/forum/posts', 'GET, POST, HEAD, OPTIONS'],
    ['DELETE', '/api/forum/posts', 'GET, POST, HEAD, OPTIONS'],
    ['GET', '/api/forum/posts/1/like', 'POST, OPTIONS'],
    ['PATCH', '/api/forum/posts/1', 'GET, DELETE, HEAD, OPTIONS'],
    ['POST', '/api/crypto/prices', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/news', 'GET, POST, HEAD, OPTIONS'],
    ['GET', '/api/admin/news', 'POST, OPTIONS'],
    ['GET', '/api/admin/forum/posts/1', 'DELETE, OPTIONS'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await SELF.fetch(`${BASE}${path}`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await errorOf(res)).toEqual({
      code: 'method_not_allowed',
      message: `${method} is not allowed here: use ${allow}.`,
    });
  });

  it('still answers the right methods, HEAD included', async () => {
    expect((await SELF.fetch(`${BASE}/api/forum/posts`, { method: 'HEAD' })).status).toBe(200);
    const like = await postJson('/api/forum/posts/999999/like', { userId: newReader() });
    expect(like.status).toBe(404);
    await like.body?.cancel();
  });
});

describe('an API path that does not exist', () => {
  it.each([
    '/api/nothing',
    '//api/forum/posts',
    '/API/x',
    '/Api/forum/posts',
    '///api',
    '/api',
    '/api%2Fforum%2Fposts',
    '/API%2fnews',
    '/%2Fapi/forum/posts',
  ])('answers %s with the JSON 404', async (path) => {
    const res = await SELF.fetch(`${BASE}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await errorOf(res)).code).toBe('not_found');
  });

  it('leaves other unknown paths to the HTML not-found page', async () => {
    const res = await SELF.fetch(`${BASE}/apiary`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    await res.body?.cancel();
  });
});

describe('a server error', () => {
  it('answers 500 with a request id, which its one log line carries too', async () => {
    const broken = {
      ...env,
      DATA: {
        ...env.DATA,
        get: () => Promise.reject(new Error('KV is down')),
      } as unknown as KVNamespace,
    };
    const log = vi.spyOn(console, 'log');
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE}/api/forum/posts`, { headers: { 'cf-ray': '8f00aa11bb22cc33-AMS' } }),
      broken,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    log.mockRestore();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again (request 8f00aa11bb22cc33-AMS).',
        requestId: '8f00aa11bb22cc33-AMS',
      },
    });
    expect(lines).toEqual([
      {
        event: 'server_error',
        requestId: '8f00aa11bb22cc33-AMS',
        method: 'GET',
        path: '/api/forum/posts',
        error: 'Error: KV is down',
      },
    ]);
  });
});
