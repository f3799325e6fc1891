import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ADMIN, BASE, OTHER_ORIGIN, postJson } from './helpers';

// API answers echo text anyone wrote (forum posts hold "<script>…" as plain data): a browser
// opening one must treat it as the JSON it says it is, never sniff it into HTML or a script.

describe('X-Content-Type-Options: nosniff', () => {
  it('is on every API answer: reads, writes, errors, refusals and preflights', async () => {
    const answers: Array<[string, Response]> = [
      ['GET posts', await SELF.fetch(`${BASE}/api/forum/posts`)],
      ['GET news', await SELF.fetch(`${BASE}/api/news`)],
      ['GET prices', await SELF.fetch(`${BASE}/api/crypto/prices`)],
      ['HEAD posts', await SELF.fetch(`${BASE}/api/forum/posts`, { method: 'HEAD' })],
      [
        'POST post',
        await postJson('/api/forum/posts', { title: '<script>alert(1)</script>', content: '</script>', userId: 1 }),
      ],
      ['invalid post', await postJson('/api/forum/posts', { title: '' })],
      ['malformed JSON', await postJson('/api/forum/posts', '{')],
      ['foreign write', await postJson('/api/forum/posts', {}, { origin: OTHER_ORIGIN })],
      ['no admin token', await postJson('/api/admin/news', {})],
      ['moved operator call', await postJson('/api/news', {})],
      [
        'admin import',
        await postJson(
          '/api/admin/forum/posts/bulk',
          { posts: [{ title: '<b>x</b>', content: 'y', author: 'z' }] },
          { headers: ADMIN },
        ),
      ],
      ['unknown route', await SELF.fetch(`${BASE}/api/%3Cscript%3E`)],
      [
        'preflight',
        await SELF.fetch(`${BASE}/api/forum/posts`, { method: 'OPTIONS', headers: { Origin: OTHER_ORIGIN } }),
      ],
    ];
    for (const [what, res] of answers) {
      expect(res.status, what).toBeLessThan(500);
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      await res.body?.cancel();
    }
  });
});
