import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBED_MAX_HEIGHT } from '../../contract/embed';
import { frameListener, pinnedListener, type Manifest } from '../gallery/snippet';
import { browserPerFile } from './browser';
import { servePartnerPage, type PartnerPage } from './partner-page';

// The community embed page framed by a site outside ALLOWED_ORIGINS and by one inside it
// (docs/choices.md#embed-writes). The local allowlist holds http://127.0.0.1:* and
// http://localhost:*, so the hostile site is served from the IPv6 loopback, http://[::1]:<port>.
// And the height it reports, which the listener the gallery hands out applies, capped.

const base = inject('baseUrl');
const browser = browserPerFile();
const EMBED = `${base}/embed/community`;
const frameHtml = `<!doctype html><html lang="en"><head><title>A post</title></head><body><main><h1>A post</h1><iframe id="embed" src="${EMBED}" width="640" height="1700" title="Community"></iframe></main></body></html>`;

/** Serves `html` from http://[::1]:<port>: an origin no entry of the local allowlist matches. */
async function serveHostilePage(html: string): Promise<PartnerPage> {
  const server = createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '::1', resolve));
  return {
    origin: `http://[::1]:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let hostile: PartnerPage;
let partner: PartnerPage;
/** Host pages with the listener: its lines (docs/embedding.md), and the release's pinned file the gallery gives. */
const listening: Record<string, PartnerPage> = {};
beforeAll(async () => {
  hostile = await serveHostilePage(frameHtml);
  partner = await servePartnerPage(frameHtml);
  const manifest = (await (await fetch(`${base}/widgets/manifest.json`)).json()) as Manifest;
  for (const [name, listener] of [
    ['its lines', frameListener(base)],
    ['its pinned file', pinnedListener(manifest, base)!],
  ])
    listening[name!] = await servePartnerPage(frameHtml.replace('</body>', `${listener}</body>`));
});
afterAll(async () => {
  await hostile?.close();
  await partner?.close();
  for (const page of Object.values(listening)) await page.close();
});

/** The host page at `origin` with its community frame, and every write request the browser sent. */
async function openFramed(origin: string): Promise<{ page: Page; embed: () => Frame; writes: string[] }> {
  const page = await browser().newPage();
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST')
      writes.push(`${new URL(request.url()).pathname} from ${request.headers().referer}`);
  });
  await page.goto(origin);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(EMBED))).toBe(true);
  return { page, embed: () => page.frames().find((frame) => frame.url().startsWith(EMBED))!, writes };
}

describe('the community embed page', () => {
  it('framed by a site that may not write, reads the forum and sends the reader to the official page to post and like', async () => {
    const { page, embed, writes } = await openFramed(hostile.origin);
    const likeElsewhere = embed().getByRole('link', { name: /^Like on Orebit, \d+ likes?$/ });
    await expect.poll(() => likeElsewhere.count()).toBeGreaterThan(0);
    expect(await likeElsewhere.first().getAttribute('href')).toBe('https://orebit.example/#community');
    expect(await likeElsewhere.first().getAttribute('target')).toBe('_blank');
    const postElsewhere = embed().getByRole('link', { name: 'Post on Orebit' });
    expect(await postElsewhere.getAttribute('href')).toBe('https://orebit.example/#community');
    // Nothing left to press that writes: no like button, no New Post.
    expect(
      await embed()
        .getByRole('button', { name: /^Like, / })
        .count(),
    ).toBe(0);
    expect(await embed().getByRole('button', { name: 'New Post' }).count()).toBe(0);
    // The writer frame was refused by the browser: its frame-ancestors does not name this site.
    expect(page.frames().some((frame) => frame.url() === `${base}/embed-writer`)).toBe(false);
    // A write from the embed page's own document (what a like used to be) is refused by the API.
    const direct = await embed().evaluate(async () => {
      const res = await fetch('/api/forum/posts/1/like', { method: 'POST' });
      return { status: res.status, body: (await res.json()) as { error: { code: string } } };
    });
    expect(direct).toEqual({ status: 403, body: { error: expect.objectContaining({ code: 'embed_write_refused' }) } });
    expect(writes).toEqual([`/api/forum/posts/1/like from ${EMBED}`]);
    await page.close();
  });

  it('framed by a site allowed to write, likes through the writer frame', async () => {
    const { page, embed, writes } = await openFramed(partner.origin);
    // The writer frame loads inside the embed page: every ancestor may frame it.
    await expect.poll(() => page.frames().some((frame) => frame.url() === `${base}/embed-writer`)).toBe(true);
    const like = embed()
      .getByRole('button', { name: /^Like, \d+ likes?$/ })
      .first();
    const before = Number(/(\d+)/.exec((await like.getAttribute('aria-label'))!)![1]);
    const title = await embed().locator('li h4').first().textContent();
    await like.click();
    const liked = embed()
      .locator('li', { has: embed().locator('h4', { hasText: title! }) })
      .getByRole('button', {
        name: `Like, ${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`,
      });
    await expect.poll(() => liked.count()).toBe(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^/api/forum/posts/\\d+/like from ${base}/embed-writer$`));
    expect(await embed().getByRole('button', { name: 'New Post' }).count()).toBe(1);
    await page.close();
  });
});

describe('the height an embed page reports', () => {
  it.each(['its lines', 'its pinned file'])(
    'is at most EMBED_MAX_HEIGHT, and the listener (%s) applies no more: a longer page scrolls in its frame',
    async (listener) => {
      const { page, embed } = await openFramed(listening[listener]!.origin);
      const frameHeight = () => page.evaluate(() => document.querySelector<HTMLIFrameElement>('#embed')!.style.height);
      // The listener applies the page's own height first.
      await expect.poll(frameHeight).toMatch(/^\d+px$/);
      // The forum grows by 70,000 px (a list of long posts shown whole).
      await embed().evaluate(() => {
        const tall = document.createElement('div');
        tall.style.height = '70000px';
        document.body.append(tall);
      });
      await expect.poll(frameHeight).toBe(`${EMBED_MAX_HEIGHT}px`);
      expect(await embed().evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(70_000);
      await page.close();
    },
  );
});
