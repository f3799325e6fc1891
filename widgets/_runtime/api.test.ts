import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, fetchQuery, queryUrl } from './api';

// A real HTTP server on loopback: the tests assert what it receives, not how fetch was called.
interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let reply: { status: number; body: string; statusText?: string } = { status: 200, body: '{}' };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      body: await readBody(req),
    });
    res.statusCode = reply.status;
    if (reply.statusText) res.statusMessage = reply.statusText;
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: '{}' };
});

describe('queryUrl', () => {
  it('joins the key parts with "/" after the API base', () => {
    expect(queryUrl('https://api.example/', ['/api/forum/posts'])).toBe('https://api.example/api/forum/posts');
    expect(queryUrl('https://api.example', ['/api/forum/posts', 42, 'like'])).toBe(
      'https://api.example/api/forum/posts/42/like',
    );
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with its content type when there is data', async () => {
    await apiRequest('POST', `${base}/api/forum/posts`, { title: 'Hi', content: 'There', userId: 1 });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/forum/posts',
        contentType: 'application/json',
        body: '{"title":"Hi","content":"There","userId":1}',
      },
    ]);
  });

  it('sends no body and no content type when there is none', async () => {
    await apiRequest('POST', `${base}/api/forum/posts/1/like`);
    expect(seen).toEqual([{ method: 'POST', url: '/api/forum/posts/1/like', contentType: undefined, body: '' }]);
  });

  it('fails with "<status>: <body>" on a non-OK answer', async () => {
    reply = { status: 400, body: '{"error":{"code":"invalid","message":"Title is required"}}' };
    await expect(apiRequest('POST', `${base}/api/forum/posts`, {})).rejects.toThrow(
      '400: {"error":{"code":"invalid","message":"Title is required"}}',
    );
  });

  it('fails with "<status>: <statusText>" when the body is empty', async () => {
    reply = { status: 503, body: '', statusText: 'Service Unavailable' };
    await expect(apiRequest('POST', `${base}/x`)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('fetchQuery', () => {
  it('GETs the URL and reads its JSON', async () => {
    reply = { status: 200, body: '{"bitcoin":{"changePercent24h":2.5}}' };
    await expect(fetchQuery(`${base}/api/crypto/prices`)).resolves.toEqual({ bitcoin: { changePercent24h: 2.5 } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/crypto/prices']);
  });

  it('fails on a 401 by default', async () => {
    reply = { status: 401, body: 'Sign in first' };
    await expect(fetchQuery(`${base}/x`)).rejects.toThrow('401: Sign in first');
  });

  it('yields null on a 401 when asked to', async () => {
    reply = { status: 401, body: 'Sign in first' };
    await expect(fetchQuery(`${base}/x`, 'returnNull')).resolves.toBeNull();
  });

  it('does not retry a failed query', async () => {
    reply = { status: 500, body: 'boom' };
    await expect(fetchQuery(`${base}/x`)).rejects.toThrow('500: boom');
    expect(seen).toHaveLength(1);
  });
});

describe('cookies', () => {
  it('are sent with every request (credentials: include), queries and mutations alike', async () => {
    const seenInit: Array<RequestInit | undefined> = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seenInit.push(init);
      return realFetch(input, init);
    };
    try {
      await fetchQuery(`${base}/api/news`);
      await apiRequest('POST', `${base}/api/forum/posts/1/like`);
      await apiRequest('POST', `${base}/api/forum/posts`, { title: 't' });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seenInit.map((init) => init?.credentials)).toEqual(['include', 'include', 'include']);
  });
});
