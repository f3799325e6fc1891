import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { embedRenderer } from 'orebit:embed-renderer';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../contract/html';
import { PAGE_CSP } from '../routes/assets';
import { viewsOf, WIDGET_CATALOG } from '../../widgets/catalog';
import { EMBED_MAX_HEIGHT } from '../../contract/embed';
import { widget as yieldFarming } from '../../widgets/yield-farming/widget';
import worker from '../index';
import { BASE, OTHER_ORIGIN, postJson } from './helpers';

// The framable widget pages (/embed/<name>) and the oEmbed provider (/oembed), as a framing host,
// a link-preview scraper and an oEmbed consumer read them.

const CALCULATOR = `${BASE}/embed/yield-farming?view=calculator`;

async function get(url: string, headers: Record<string, string> = {}): Promise<{ res: Response; text: string }> {
  const res = await SELF.fetch(url, { headers });
  return { res, text: await res.text() };
}

/** The content of `<meta name|property="key">` in `html`. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

/** The CSP's sources for `directive`. */
function sources(csp: string, directive: string): string[] {
  return (
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  );
}

/** A JPEG's width and height, from its start-of-frame segment. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let at = 2; at + 9 < bytes.length;) {
    const marker = bytes[at + 1]!;
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): height, then width, after the precision byte.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: (bytes[at + 7]! << 8) | bytes[at + 8]!, height: (bytes[at + 5]! << 8) | bytes[at + 6]! };
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  return undefined;
}

/** A CSP hash source of `text`. */
async function hashOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

describe('GET /embed/<name>', () => {
  it('arrives rendered with its options in a declarative shadow root, hydrated by the widget’s embed script', async () => {
    const { res, text } = await get(`${CALCULATOR}&amount=5000&theme=light`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(text).toMatch(
      /<orebit-yield-farming server-rendered="[^"]+" data-view="calculator" data-amount="5000" data-theme="light"><template shadowrootmode="open">/,
    );
    expect(text).toContain('Staking Calculator');
    expect(text).toContain('data-theme="light"');
    // The calculator alone: no farming list.
    expect(text).not.toContain('Top Farming Opportunities');
    expect(text).toContain('<script type="module" src="/widgets/embed/yield-farming.js"></script>');
    const script = await SELF.fetch(`${BASE}/widgets/embed/yield-farming.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps an invalid value on the element for the widget to warn about and reports an unknown option once', async () => {
    const { res, text } = await get(`${BASE}/embed/yield-farming?view=sideways&colour=red`);
    expect(res.status).toBe(200);
    expect(text).toContain('data-view="sideways"');
    // The default view: the farming list is there.
    expect(text).toContain('Top Farming Opportunities');
    expect(text.match(/<meta name="orebit-warning" content="[^"]*colour[^"]*">/g)).toHaveLength(1);
    expect(text).not.toContain('data-colour');
  });

  it('answers an unknown widget with the not-found page and 404', async () => {
    const { res, text } = await get(`${BASE}/embed/no-such-widget?view=calculator`);
    expect(res.status).toBe(404);
    expect(text).toContain('<html');
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
  });

  it('may be framed by any site, with a CSP of its own that allows its inline script and styles by hash only', async () => {
    const { res, text } = await get(CALCULATOR);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('unsafe');
    expect(sources(csp, 'frame-ancestors')).toEqual(['*']);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const inlineScripts = [...text.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    const inlineStyles = [...text.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(inlineScripts).toHaveLength(1);
    expect(inlineStyles.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(sources(csp, 'script-src')).toContain(await hashOf(script));
    for (const style of inlineStyles) expect(sources(csp, 'style-src')).toContain(await hashOf(style));
    // 'self' written out: a sandboxed frame's own origin is opaque.
    expect(sources(csp, 'script-src')).toContain(BASE);
    expect(sources(csp, 'connect-src')).toEqual([BASE]);
    // The one frame it makes: the writer its writes go through (below).
    expect(sources(csp, 'frame-src')).toEqual([BASE]);
    // The official page's sections sheet: every widget's rules, named by its content.
    const sheet = /<link rel="stylesheet" href="(\/sections\.[0-9a-f]{12}\.css)">/.exec(text)![1]!;
    expect(await (await SELF.fetch(`${BASE}/`)).text()).toContain(`href="${sheet}"`);
    const css = await SELF.fetch(`${BASE}${sheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toContain('immutable');
    expect(await css.text()).toContain('.orebit-root');
    expect((await SELF.fetch(`${BASE}/embed-sheet.000000000000.css`)).status).toBe(404);
  });

  it('has a writer frame that only this origin and the origins allowed to write may frame, with no script', async () => {
    const res = await SELF.fetch(`${BASE}/embed-writer`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    // The browser checks every ancestor: inside an embed page framed by another site, it never loads.
    expect(sources(csp, 'frame-ancestors')).toEqual([
      BASE,
      ...env.ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()),
    ]);
    expect(sources(csp, 'frame-ancestors')).not.toContain('*');
    expect(sources(csp, 'default-src')).toEqual(["'none'"]);
    expect(sources(csp, 'script-src')).toEqual([]);
    expect(sources(csp, 'connect-src')).toEqual([BASE]);
    expect(await res.text()).not.toContain('<script');
    const post = await SELF.fetch(`${BASE}/embed-writer`, { method: 'POST' });
    expect(post.status).toBe(405);
    await post.body?.cancel();
  });

  it('lists in the writer’s frame-ancestors only the allowlist entries that are origins', async () => {
    const ctx = createExecutionContext();
    const request = new Request(`${BASE}/embed-writer`) as unknown as Request<unknown, IncomingRequestCfProperties>;
    const allowlist = "https://partner.example, null, *, https://a.example; script-src *, 'self', http://localhost:*";
    const res = await worker.fetch(request, { ...env, ALLOWED_ORIGINS: allowlist }, ctx);
    await waitOnExecutionContext(ctx);
    const csp = res.headers.get('content-security-policy')!;
    expect(sources(csp, 'frame-ancestors')).toEqual([BASE, 'https://partner.example', 'http://localhost:*']);
    expect(sources(csp, 'script-src')).toEqual([]);
    await res.body?.cancel();
  });

  it('keeps the official page, the console, the gallery and every demo page unframable by other sites', async () => {
    const page = await SELF.fetch(`${BASE}/`);
    expect(sources(page.headers.get('content-security-policy')!, 'frame-ancestors')).toEqual(["'self'"]);
    const admin = await SELF.fetch(`${BASE}/admin`);
    expect(sources(admin.headers.get('content-security-policy')!, 'frame-ancestors')).toEqual(["'none'"]);
    for (const path of ['/demo/gallery.html', '/demo/community.html', '/demo/partner-blog.html']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(200);
      expect(sources(res.headers.get('content-security-policy')!, 'frame-ancestors'), path).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      await res.body?.cancel();
    }
  });

  it('serves the same page again from its cache, as a browser may keep it for five minutes', async () => {
    const first = await get(`${CALCULATOR}&days=90`);
    const second = await get(`${CALCULATOR}&days=90`);
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get('content-security-policy')).toBe(first.res.headers.get('content-security-policy'));
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('renders once for the options it takes, whatever else the query holds and in whatever order', async () => {
    // A release's render is cached under the page's canonical URL: the first request renders it.
    const first = await get(`${BASE}/embed/yield-farming?days=90&view=calculator&theme=light`);
    const same = await get(`${BASE}/embed/yield-farming?theme=light&view=calculator&days=90&x=1`);
    const invalid = await get(`${BASE}/embed/yield-farming?view=calculator&days=90&theme=purple&theme=light`);
    const withoutExtras = (html: string) => html.replace(/<meta name="orebit-warning"[^>]*>/g, '');
    expect(withoutExtras(same.text)).toBe(first.text);
    expect(withoutExtras(invalid.text)).toBe(first.text);
    const canonical = `${BASE}/embed/yield-farming?view=calculator&days=90&theme=light`;
    for (const { text } of [first, same, invalid])
      expect(metaContent(text, 'og:url')).toBe(canonical.replaceAll('&', '&amp;'));
    // What only one URL asked for is still its own: the warning for x, once.
    expect(same.text.match(/<meta name="orebit-warning" content="[^"]*&quot;x&quot;[^"]*">/g)).toHaveLength(1);
    expect(first.text).not.toContain('orebit-warning');
  });

  it('answers every URL of the same options from the one render cached under the canonical URL', async () => {
    const key = `${BASE}/embed-cache/${embedRenderer.release}/embed/yield-farming?view=calculator&amount=777`;
    // A stand-in render under that key: whatever asks for those options gets it, not a new render.
    const standIn =
      '<!doctype html><html><head><title>cached</title></head><body><main><h1>Calculator</h1>' +
      '<orebit-yield-farming data-view="calculator" data-amount="777"></orebit-yield-farming></main></body></html>';
    await caches.default.put(
      key,
      new Response(standIn, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'max-age=60' } }),
    );
    for (const query of [
      'amount=777&view=calculator',
      'view=calculator&amount=777&theme=dark',
      'x=1&amount=777&view=calculator',
      // A number's spelling is not another page.
      'amount=0777&view=calculator',
      'amount=777.0&view=calculator',
      'amount=7.77e2&view=calculator',
    ]) {
      const { text } = await get(`${BASE}/embed/yield-farming?${query}`);
      expect(text.replace(/<meta name="orebit-warning"[^>]*>/, '')).toBe(standIn);
    }
  });

  it('keeps an invalid value on the element of the shared render, for the widget to warn about', async () => {
    const plain = await get(`${BASE}/embed/yield-farming?view=calculator&amount=250`);
    const odd = await get(`${BASE}/embed/yield-farming?amount=250&view=calculator&apy=lots`);
    expect(odd.text).toMatch(/<orebit-yield-farming [^>]*data-apy="lots"/);
    expect(odd.text.replace(' data-apy="lots"', '')).toBe(plain.text);
    expect(odd.res.headers.get('content-security-policy')).toBe(plain.res.headers.get('content-security-policy'));
  });

  it('answers POST, PUT and DELETE with 405, Allow and the error shape', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await SELF.fetch(CALCULATOR, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: { code: 'method_not_allowed', message: `${method} is not allowed here: use GET, HEAD.` },
      });
    }
    const head = await SELF.fetch(CALCULATOR, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('carries a title, description, canonical URL, Open Graph and Twitter tags, and oEmbed and Iframely discovery', async () => {
    const { res, text } = await get(`${BASE}/embed/yield-farming?amount=100&view=calculator&days=365`);
    // The widget's options in its own order; days=365 is the default.
    const canonical = `${BASE}/embed/yield-farming?view=calculator&amount=100`;
    expect(text).toContain('<title>Yield farming and staking calculator — Orebit</title>');
    // The calculator alone, in words a reader wants: what it works out, not its formula.
    const calculator = yieldFarming.options.find((o) => o.key === 'view')!.summaries!.calculator!;
    expect(calculator).toMatch(/^Work out what staking your tokens would earn/);
    for (const key of ['description', 'og:description', 'twitter:description'])
      expect(metaContent(text, key), key).toBe(escapeHtml(calculator));
    expect(text).not.toMatch(/Reward =|round\(|APY\/100/);
    expect(text).toContain(`<link rel="canonical" href="${canonical.replaceAll('&', '&amp;')}">`);
    expect(metaContent(text, 'og:title')).toBe('Yield farming and staking calculator — Orebit');
    expect(metaContent(text, 'og:url')).toBe(canonical.replaceAll('&', '&amp;'));
    // The calculator's own picture, not the whole section's.
    expect(metaContent(text, 'og:image')).toBe(`${BASE}/previews/yield-farming-calculator.jpg`);
    expect(metaContent(text, 'twitter:image')).toBe(`${BASE}/previews/yield-farming-calculator.jpg`);
    expect(metaContent(text, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(text, 'og:image:width')).toBe('1200');
    expect(metaContent(text, 'og:image:height')).toBe('630');
    expect(metaContent(text, 'twitter:card')).toBe('summary_large_image');
    const oembed = `${BASE}/oembed?${new URLSearchParams({ url: canonical, format: 'json' })}`;
    expect(text).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${oembed.replaceAll('&', '&amp;')}" title="Yield farming and staking calculator — Orebit">`,
    );
    expect(res.headers.get('link')).toBe(
      // A header is ASCII: the widget's title without the brand's dash.
      `<${oembed}>; rel="alternate"; type="application/json+oembed"; title="Yield farming and staking calculator"`,
    );
    expect(text).toMatch(/<link rel="iframely app" type="text\/html" href="[^"]+"/);
  });

  it('names each widget’s and each view’s own 1200 × 630 preview, which answers as a JPEG of that size', async () => {
    const manifest = (await (await SELF.fetch(`${BASE}/widgets/manifest.json`)).json()) as {
      files: Record<string, unknown>;
    };
    const names = Object.keys(manifest.files).flatMap((file) => /^embed\/([a-z-]+)\.js$/.exec(file)?.[1] ?? []);
    expect(names).toContain('yield-farming');
    // Each widget's page and each view's with a frame of its own, with its picture and its words.
    const pages = names.flatMap((name) => {
      const widget = WIDGET_CATALOG.find((w) => w.name === name)!;
      return [
        { path: name, picture: name, summary: widget.summary },
        ...viewsOf(widget).map((view) => ({
          path: `${name}?${view.query}`,
          picture: view.preview,
          summary: view.summary,
        })),
      ];
    });
    expect(pages.map((page) => page.picture)).toContain('yield-farming-calculator');
    for (const { path, picture, summary } of pages) {
      const { text } = await get(`${BASE}/embed/${path}`);
      const image = `${BASE}/previews/${picture}.jpg`;
      expect([metaContent(text, 'og:image'), metaContent(text, 'twitter:image')]).toEqual([image, image]);
      expect(metaContent(text, 'og:description'), path).toBe(escapeHtml(summary));
      const res = await SELF.fetch(image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(jpegSize(new Uint8Array(await res.arrayBuffer())), image).toEqual({ width: 1200, height: 630 });
    }
  });
});

describe('GET /oembed', () => {
  const oembed = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    SELF.fetch(`${BASE}/oembed?${new URLSearchParams(query)}`, { headers });

  it('answers a rich embed whose html frames the embed page, with a title and lazy loading', async () => {
    // The calculator alone, framed 640 px wide: its own height, not the whole section's.
    const height = yieldFarming.options.find((o) => o.key === 'view')!.frameHeights!.calculator!;
    expect(height).toBeLessThan(yieldFarming.frameHeight / 2);
    const res = await oembed({ url: CALCULATOR, format: 'json' }, { Origin: OTHER_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Yield farming and staking calculator — Orebit',
      provider_name: 'Orebit',
      provider_url: 'https://orebit.example/',
      width: 640,
      height,
      thumbnail_width: 1200,
      thumbnail_height: 630,
      cache_age: 86400,
    });
    // The calculator's own picture.
    expect(body.thumbnail_url).toBe(`${BASE}/previews/yield-farming-calculator.jpg`);
    // In a block of its own: a host that inserts the html as it is places it in its column.
    expect(body.html).toBe(
      '<div class="orebit-embed">' +
        `<blockquote hidden><a href="${CALCULATOR}">Yield farming and staking calculator — Orebit</a></blockquote>` +
        `<iframe src="${CALCULATOR}" width="100%" height="${height}" title="Yield farming and staking calculator — Orebit" loading="lazy" frameborder="0" style="border:0;width:100%;max-width:640px"></iframe></div>`,
    );
  });

  it('obeys maxwidth and maxheight, and leaves out a thumbnail larger than they allow', async () => {
    const body = (await (
      await oembed({ url: `${CALCULATOR}&height=700`, maxwidth: '500', maxheight: '600' })
    ).json()) as Record<string, unknown>;
    expect(body.width).toBe(500);
    expect(body.height).toBe(600);
    expect(body.html).toContain('width="100%" height="600"');
    expect(body.html).toContain('max-width:500px');
    expect(body.html).toContain(`src="${CALCULATOR}&amp;height=700"`);
    expect(body).not.toHaveProperty('thumbnail_url');
    const roomy = (await (await oembed({ url: `${CALCULATOR}&height=700` })).json()) as Record<string, unknown>;
    expect(roomy.height).toBe(700);
  });

  it('answers a height of at most EMBED_MAX_HEIGHT, whatever height= or maxheight= say', async () => {
    for (const query of <Array<Record<string, string>>>[
      { url: `${CALCULATOR}&height=1e300` },
      { url: `${CALCULATOR}&height=1e300`, maxheight: '1' + '0'.repeat(300) },
      { url: `${CALCULATOR}&height=99999999` },
    ]) {
      const res = await oembed(query);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { height: number; html: string };
      expect(body.height, query.url).toBe(EMBED_MAX_HEIGHT);
      expect(body.html).toContain(`height="${EMBED_MAX_HEIGHT}"`);
    }
    const bad = await oembed({ url: CALCULATOR, maxheight: '1e300' });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an address not ours or not a widget, 501 for another format, 400 without a url', async () => {
    const error = async (res: Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    };
    await error(await oembed({ url: 'https://elsewhere.example/embed/yield-farming' }), 404, 'not_an_embed');
    await error(await oembed({ url: `${BASE}/embed/no-such-widget` }), 404, 'not_an_embed');
    await error(await oembed({ url: `${BASE}/` }), 404, 'not_an_embed');
    await error(await oembed({ url: 'not a url' }), 404, 'not_an_embed');
    await error(await oembed({ url: CALCULATOR, format: 'xml' }), 501, 'format_not_served');
    await error(await oembed({}), 400, 'url_missing');
    await error(await oembed({ url: CALCULATOR, maxwidth: 'wide' }), 400, 'bad_size');
  });

  it('answers POST, PUT and DELETE with 405, Allow and the error shape, readable by any page', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await SELF.fetch(`${BASE}/oembed?${new URLSearchParams({ url: CALCULATOR })}`, {
        method,
        headers: { Origin: OTHER_ORIGIN },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual({
        error: { code: 'method_not_allowed', message: `${method} is not allowed here: use GET, HEAD.` },
      });
    }
  });

  it('answers for the official site’s address too, framing this origin’s page', async () => {
    const body = (await (await oembed({ url: 'https://orebit.example/embed/referral?ref-code=ALICE42' })).json()) as {
      html: string;
    };
    expect(body.html).toContain(`src="${BASE}/embed/referral?ref-code=ALICE42"`);
  });
});

describe('the API from a sandboxed frame (Origin: null)', () => {
  it('answers reads, for the origin null', async () => {
    const res = await SELF.fetch(`${BASE}/api/crypto/prices`, { headers: { Origin: 'null' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('null');
  });

  it('refuses writes: null names no site', async () => {
    const res = await postJson(
      '/api/forum/posts',
      { title: 'From a frame', content: 'Hello', userId: 'u-1' },
      { origin: 'null' },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('origin_not_allowed');
  });
});
