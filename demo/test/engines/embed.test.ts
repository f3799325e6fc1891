import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { servePartnerPage, type PartnerPage } from '../partner-page';
import { ENGINES, useEngine } from './engine';

// The embed page framed as WordPress frames it — sandbox="allow-scripts", a #?secret= on the URL —
// on a host page with a strict CSP of its own, in Firefox and WebKit: the page runs from its
// opaque origin and tells the host its height in WordPress's and our format, again when it grows.

const SECRET = 'f1R2e3F4o5';
// The host's one script records what its frames post (allowed by its hash).
const RECORDER =
  'window.received=[];addEventListener("message",function(e){window.received.push({origin:e.origin,data:typeof e.data=="string"?e.data:JSON.stringify(e.data)})})';

type Received = { origin: string; data: string };

describe.each(ENGINES)('%s', (name) => {
  const engine = useEngine(name);
  let host: PartnerPage;
  beforeAll(async () => {
    const base = inject('baseUrl');
    const hash = createHash('sha256').update(RECORDER).digest('base64');
    host = await servePartnerPage(
      `<!doctype html><html lang="en"><head><title>A post</title><script>${RECORDER}</script></head><body><main><h1>A post</h1>` +
        `<iframe id="embed" sandbox="allow-scripts" src="${base}/embed/yield-farming?view=calculator#?secret=${SECRET}" width="640" height="300" title="Staking calculator"></iframe></main></body></html>`,
      { 'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${hash}'; frame-src ${base}` },
    );
  });
  afterAll(() => host?.close());

  it('runs the embed page in sandbox="allow-scripts" and reports its height as it grows', async () => {
    const page = await engine().open(host.origin);
    try {
      const heights = async () => {
        const received = await page.evaluate(() => (window as unknown as { received: Received[] }).received);
        const parsed = received.map(({ origin, data }): Record<string, unknown> => ({
          origin,
          ...(JSON.parse(data) as Record<string, unknown>),
        }));
        return {
          origins: [...new Set(parsed.map((m) => m.origin))],
          wordpress: parsed.filter((m) => m.message === 'height' && m.secret === SECRET).map((m) => m.value as number),
          ours: parsed.filter((m) => m.type === 'orebit:height').map((m) => m.height as number),
        };
      };
      await expect.poll(async () => (await heights()).ours.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const wide = await heights();
      expect(wide.origins).toEqual(['null']);
      expect(wide.wordpress).toEqual(wide.ours);
      // The calculator, rendered: well over an empty page's height.
      expect(wide.ours.at(-1)).toBeGreaterThan(200);
      await page.evaluate(() => document.getElementById('embed')!.setAttribute('width', '320'));
      await expect.poll(async () => (await heights()).ours.at(-1)!).toBeGreaterThan(wide.ours.at(-1)!);
      const narrow = await heights();
      expect(narrow.wordpress.at(-1)).toBe(narrow.ours.at(-1));
    } finally {
      await page.close();
    }
  });
});
