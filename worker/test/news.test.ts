import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { NewsArticle } from '../../contract/schemas';
import { NEWS_CATEGORIES } from '../../contract/schemas';
import { SAMPLE_NEWS } from '../storage/seed';
import { ADMIN, BASE, errorOf, getJson, postJson } from './helpers';

const article = { source: 'Orebit Newsroom', title: 'Mobile app 2.1 is out', category: 'news', isOfficial: true };

describe('GET /api/news', () => {
  it('seeds about 8 sample articles across the five categories, newest first, times relative to seeding', async () => {
    const before = Date.now();
    const articles = await getJson<NewsArticle[]>('/api/news');
    expect(articles.length).toBe(SAMPLE_NEWS.length);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES));
    for (const a of articles)
      expect(Object.keys(a).sort()).toEqual(['category', 'createdAt', 'id', 'isOfficial', 'source', 'title']);
    const ages = articles.map((a) => before - Date.parse(a.createdAt));
    expect([...ages].sort((x, y) => x - y)).toEqual(ages);
    // Spans every relative-time bucket of docs/behaviour.md#relative-time: under a minute, minutes, hours, days.
    expect(ages[0]).toBeLessThan(60_000);
    expect(ages.some((ms) => ms >= 60_000 && ms < 3_600_000)).toBe(true);
    expect(ages.some((ms) => ms >= 3_600_000 && ms < 86_400_000)).toBe(true);
    expect(ages.some((ms) => ms >= 86_400_000)).toBe(true);
  });

  it('is revalidated on every read: 304 without a body while unchanged, 200 with a new ETag after a publish', async () => {
    const first = await SELF.fetch(`${BASE}/api/news`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    await first.body?.cancel();
    const again = await SELF.fetch(`${BASE}/api/news`, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    expect(
      (await postJson('/api/admin/news', { ...article, title: 'Changes the news' }, { headers: ADMIN })).status,
    ).toBe(201);
    const changed = await SELF.fetch(`${BASE}/api/news`, { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(((await changed.json()) as NewsArticle[])[0]!.title).toBe('Changes the news');
  });
});

describe('POST /api/admin/news', () => {
  it('publishes an article for an operator who may (201), listed first', async () => {
    const res = await postJson('/api/admin/news', { ...article, category: ' TECH ' }, { headers: ADMIN });
    expect(res.status).toBe(201);
    const created = (await res.json()) as NewsArticle;
    expect(created).toMatchObject({ source: article.source, title: article.title, category: 'tech', isOfficial: true });
    const [first] = await getJson<NewsArticle[]>('/api/news');
    expect(first).toEqual(created);
  });

  it.each([
    ['no sign-in', {}, 'unauthorized'],
    ['a forged assertion', { 'Cf-Access-Jwt-Assertion': 'not-a-token' }, 'invalid_token'],
    ['the old bearer scheme', { Authorization: 'Bearer test-admin-token' }, 'unauthorized'],
  ])('answers 401 with %s and publishes nothing', async (_case, headers, code) => {
    const before = await getJson<NewsArticle[]>('/api/news');
    const res = await postJson('/api/admin/news', article, { headers });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe(code);
    expect(await getJson<NewsArticle[]>('/api/news')).toEqual(before);
  });

  it('refuses an invalid article with 400', async () => {
    const res = await postJson(
      '/api/admin/news',
      { ...article, title: ' ', category: 'not a word!' },
      { headers: ADMIN },
    );
    expect(res.status).toBe(400);
    const { message } = await errorOf(res);
    expect(message).toContain('title: title must not be blank');
    expect(message).toContain('category: category must be a word');
  });
});

describe('DELETE /api/admin/news/{id}', () => {
  const removal = {
    method: 'DELETE',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: '{"reason":"duplicate"}',
  };

  it('removes an article for an operator who may (204), then 404 for it', async () => {
    const created = (await (await postJson('/api/admin/news', article, { headers: ADMIN })).json()) as NewsArticle;
    const res = await SELF.fetch(`${BASE}/api/admin/news/${created.id}`, removal);
    expect(res.status).toBe(204);
    expect((await getJson<NewsArticle[]>('/api/news')).some((a) => a.id === created.id)).toBe(false);
    const again = await SELF.fetch(`${BASE}/api/admin/news/${created.id}`, removal);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe('not_found');
  });

  it('answers 401 without a sign-in and removes nothing', async () => {
    const [first] = await getJson<NewsArticle[]>('/api/news');
    const res = await SELF.fetch(`${BASE}/api/admin/news/${first!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect((await getJson<NewsArticle[]>('/api/news'))[0]).toEqual(first);
  });
});
