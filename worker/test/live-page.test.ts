import { env, SELF } from 'cloudflare:test';
import { embedRenderer } from 'orebit:embed-renderer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_WIDGETS, PAGE_DATA_ID, type PageData } from '../../contract/page-data';
import { PAGE_SECTIONS } from '../../widgets/page/sections';
import type { ForumPost, NewsArticle, PriceFeed } from '../../contract/schemas';
import { PAGE_CSP } from '../routes/assets';
import { KV_KEYS } from '../storage/list-publisher';
import { writePrices } from '../storage/prices';
import { BASE, EDITOR, getJson, postJson } from './helpers';

// The official page and the data-bearing embed pages as the Worker renders them from the stores
// the API reads: what the API says now is in the HTML (JavaScript off, crawlers, link previews),
// with the data it showed in one escaped JSON block; kept per location no longer than one poll.

const PAGE_KEY = new Request(`${BASE}/page-cache/${embedRenderer.release}/`);

async function page(headers: Record<string, string> = {}): Promise<{ res: Response; html: string }> {
  const res = await SELF.fetch(`${BASE}/`, { headers });
  return { res, html: await res.text() };
}

/** The page's data block, parsed. */
function dataOf(html: string): PageData {
  const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html);
  expect(block, 'the data block').not.toBeNull();
  return JSON.parse(block![1]!) as PageData;
}

/** The HTML of section `name`. */
const section = (html: string, name: string) =>
  html.slice(html.indexOf(`<orebit-${name}`), html.indexOf(`</orebit-${name}>`));

/** A live feed that differs from the samples: bitcoin up 3.21 % (the hero shows +3.2%). */
const LIVE: PriceFeed = {
  bitcoin: { price: 87_654.32, changePercent24h: 3.21 },
  ethereum: { price: 3_210.5, changePercent24h: -1.5 },
  updatedAt: new Date().toISOString(),
  source: 'live',
};

async function newPost(title: string): Promise<ForumPost> {
  const res = await postJson('/api/forum/posts', { title, content: 'Written after the build.', userId: 'reader' });
  expect(res.status).toBe(201);
  return (await res.json()) as ForumPost;
}

beforeEach(async () => {
  await caches.default.delete(PAGE_KEY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GET /, rendered from the stores', () => {
  it('shows a post, an article and the prices written after the build, and carries them in its data block', async () => {
    await writePrices(env, LIVE);
    const post = await newPost('A post the build never saw');
    const article = await SELF.fetch(`${BASE}/api/admin/news`, {
      method: 'POST',
      headers: { ...EDITOR, 'Content-Type': 'application/json', Origin: BASE },
      body: JSON.stringify({
        source: 'Desk',
        title: 'An article the build never saw',
        category: 'tech',
        isOfficial: true,
      }),
    });
    expect(article.status).toBe(201);
    const { res, html } = await page();
    expect(res.status).toBe(200);
    expect(section(html, 'community')).toContain('A post the build never saw');
    expect(section(html, 'news')).toContain('An article the build never saw');
    expect(section(html, 'hero')).toContain('+3.2%');
    const data = dataOf(html);
    expect(data.queries['/api/crypto/prices']).toEqual(LIVE);
    expect(data.queries['/api/forum/posts']).toEqual(await getJson<ForumPost[]>('/api/forum/posts'));
    expect(data.queries['/api/news']).toEqual(await getJson<NewsArticle[]>('/api/news'));
    expect((data.queries['/api/forum/posts'] as ForumPost[])[0]!.id).toBe(post.id);
    expect(Math.abs(data.at - Date.now())).toBeLessThan(60_000);
  });

  it('answers with the build’s CSP, as HTML that a browser revalidates on every visit', async () => {
    const { res } = await page();
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers 304 to a browser that has the page, and 200 with the page when it changed', async () => {
    const first = await page();
    const etag = first.res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await SELF.fetch(`${BASE}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await newPost('Changes the page');
    await caches.default.delete(PAGE_KEY);
    const changed = await SELF.fetch(`${BASE}/`, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Changes the page');
  });

  it('is at most one poll older than the API: kept 30 s, then served once more while it is rendered anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await page();
    await newPost('Not yet on the page');
    expect((await page()).html).not.toContain('Not yet on the page');
    vi.setSystemTime(Date.now() + 29_000);
    expect((await page()).html).not.toContain('Not yet on the page');
    vi.setSystemTime(Date.now() + 2_000);
    // Older than a poll: this reader still gets the kept page at once, and the next one the new render.
    await page();
    await expect.poll(async () => (await page()).html).toContain('Not yet on the page');
  });

  it('renders once for many concurrent readers', async () => {
    const log = vi.spyOn(console, 'log');
    const pages = await Promise.all(Array.from({ length: 20 }, () => page()));
    expect(new Set(pages.map(({ html }) => html)).size).toBe(1);
    const renders = log.mock.calls.filter(([line]) => String(line).includes('"event":"page_render"'));
    expect(renders.length).toBe(1);
  });

  it('escapes a crafted title in the HTML and in the data block, where </script> cannot end it', async () => {
    const title = '</script><script>alert(1)</script><!-- & "quotes"';
    await newPost(title);
    const { html } = await page();
    expect(html).not.toContain('<script>alert(1)');
    expect(section(html, 'community')).toContain(
      '&lt;/script>&lt;script>alert(1)&lt;/script>&lt;!-- &amp; &quot;quotes&quot;',
    );
    expect((dataOf(html).queries['/api/forum/posts'] as ForumPost[]).map((p) => p.title)).toContain(title);
  });

  it('answers 200 with the last good render when a store cannot be read, and says why in a log line', async () => {
    const good = await page();
    const kept = await env.DATA.get(KV_KEYS.forum, 'text');
    const log = vi.spyOn(console, 'log');
    try {
      await env.DATA.put(KV_KEYS.forum, '{not json');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 120_000);
      const failing = await page();
      expect(failing.res.status).toBe(200);
      expect(failing.html).toBe(good.html);
      expect(
        log.mock.calls.some(([line]) => /"event":"page_render_failed".*"served":"last_good"/.test(String(line))),
      ).toBe(true);
    } finally {
      await env.DATA.put(KV_KEYS.forum, kept!);
    }
  });

  it('answers 200 with the build’s page when a store cannot be read and there is no render to fall back on', async () => {
    const rendered = await page();
    await caches.default.delete(PAGE_KEY);
    const kept = await env.DATA.get(KV_KEYS.news, 'text');
    const log = vi.spyOn(console, 'log');
    try {
      await env.DATA.put(KV_KEYS.news, '{not json');
      const { res, html } = await page();
      expect(res.status).toBe(200);
      expect(html).not.toContain(`id="${PAGE_DATA_ID}"`);
      expect(html).toContain('<orebit-news id="news" server-rendered=');
      // The same head: title, link preview, JSON-LD and stylesheet are the build's in every render.
      const head = (text: string) => text.slice(0, text.indexOf('</head>'));
      expect(head(html)).toBe(head(rendered.html));
      expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(
        log.mock.calls.some(([line]) => /"event":"page_render_failed".*"served":"fallback"/.test(String(line))),
      ).toBe(true);
    } finally {
      await env.DATA.put(KV_KEYS.news, kept!);
    }
  });
});

describe('the embed pages that show API data', () => {
  it('shows a post written a moment ago in /embed/community and revalidates it on every visit', async () => {
    await caches.default.delete(new Request(`${BASE}/embed-cache/${embedRenderer.release}/embed/community`));
    await newPost('Framed on a partner blog');
    const res = await SELF.fetch(`${BASE}/embed/community`);
    const html = await res.text();
    expect(html).toContain('Framed on a partner blog');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(dataOf(html).queries).toEqual({
      '/api/forum/posts': await getJson('/api/forum/posts'),
      '/api/forum/counts': await getJson('/api/forum/counts'),
    });
  });

  it('keeps the long cache for a widget that shows no API data', async () => {
    const res = await SELF.fetch(`${BASE}/embed/yield-farming`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.text()).not.toContain(`id="${PAGE_DATA_ID}"`);
  });
});

describe('which widgets show API data', () => {
  it('lists every widget whose render changes with the API’s data, and no other', () => {
    const links = { origin: BASE, stylesheet: '/embed-sheet.css' };
    const at = Date.parse('2026-11-20T12:00:00Z');
    const createdAt = new Date(at - 60_000).toISOString();
    const data: PageData = {
      at,
      queries: {
        '/api/crypto/prices': LIVE,
        '/api/forum/posts': [{ id: 7, title: 'T', content: 'C', createdAt, likes: 3, replies: 1, author: 'A' }],
        '/api/news': [{ id: 9, source: 'S', title: 'N', category: 'tech', createdAt, isOfficial: false }],
      },
    };
    const main = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'));
    const changes = PAGE_SECTIONS.map(({ name }) => name).filter(
      (name) =>
        main(embedRenderer.render(name, new URLSearchParams(), links, data)!.html) !==
        main(embedRenderer.render(name, new URLSearchParams(), links)!.html),
    );
    expect(changes.sort()).toEqual(Object.keys(LIVE_WIDGETS).sort());
    for (const name of changes) expect(embedRenderer.widget(name)!.reads).toEqual(LIVE_WIDGETS[name]);
  });
});
