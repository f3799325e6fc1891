import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGE_SECTIONS } from '../../widgets/page/sections';
import { SECTION_TEXTS } from '../../demo/test/section-texts';
import { PAGE_CSP } from '../routes/assets';

// The official page as a crawler or a reader without JavaScript gets it: the whole page in the
// first response, every section in a declarative shadow root, with a CSP that allows no inline
// script or style, its head for search engines and link previews, robots.txt and sitemap.xml.

async function page(): Promise<{ res: Response; html: string }> {
  const res = await SELF.fetch('http://example.com/');
  return { res, html: await res.text() };
}

describe('GET /, server-rendered', () => {
  it('holds every section in page order, each in a declarative shadow root with its anchor and its texts', async () => {
    const { res, html } = await page();
    expect(res.status).toBe(200);
    const hosts = [...html.matchAll(/<orebit-([a-z-]+)( id="([a-z-]+)")? server-rendered="[^"]+">/g)];
    expect(hosts.map((m) => m[1])).toEqual(PAGE_SECTIONS.map((s) => s.name));
    for (const [i, section] of PAGE_SECTIONS.entries()) {
      expect(hosts[i]![3], section.name).toBe(section.anchor);
      const start = hosts[i]!.index!;
      const body = html.slice(start, html.indexOf(`</orebit-${section.name}>`, start));
      expect(body, section.name).toContain('<template shadowrootmode="open">');
      expect(body, section.name).toContain(SECTION_TEXTS[section.name]!.replaceAll('&', '&amp;'));
      if (section.before)
        expect(html.slice(0, start)).toMatch(new RegExp(`<span id="${section.before}"[^>]*></span>$`));
    }
  });

  it('answers with a CSP without unsafe-inline, and its HTML has no inline style or script for it to refuse', async () => {
    const { res, html } = await page();
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(PAGE_CSP);
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<style/);
    // Every script is a file of this origin, JSON-LD or the page's data (data, never run).
    for (const [tag] of html.matchAll(/<script[^>]*>/g))
      expect(tag).toMatch(
        /^<script (type="module" async src="\/[^"]+"|type="application\/ld\+json"|type="application\/json" id="orebit-data")>$/,
      );
  });

  it('links one stylesheet from the head and from every root, immutable under its content-named URL', async () => {
    const { html } = await page();
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/sections\.[0-9a-f]{12}\.css)"/g)].map((m) => m[1]);
    expect(new Set(links).size).toBe(1);
    expect(links.length).toBe(PAGE_SECTIONS.length + 1);
    const css = await SELF.fetch(`http://example.com${links[0]}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await css.text();
    expect(text).toContain(':host{display:block!important}');
    // The rules that stand in for style attributes (a badge's colour).
    expect(text).toMatch(/\[data-ob-style="--badge:var\(--ob-green\)"\]\{--badge:var\(--ob-green\)!important\}/);
  });

  it('shows the chats’ message times as text: how long ago each was when the page was rendered, each with that duration in datetime', async () => {
    const { html } = await page();
    const section = (name: string) => html.slice(html.indexOf(`<orebit-${name}`), html.indexOf(`</orebit-${name}>`));
    const times = (name: string) =>
      [...section(name).matchAll(/<time datetime="PT\d+M">([^<]*)<\/time>/g)].map((m) => m[1]);
    expect(times('onboarding')).toEqual(['3 min ago', '2 min ago', '1 min ago']);
    expect(times('concierge')).toEqual(['now']);
  });

  it('has a head for search engines and link previews: title, description, canonical, Open Graph, Twitter, JSON-LD', async () => {
    const { html } = await page();
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = (key: string) => new RegExp(`<meta (name|property)="${key}" content="([^"]+)"`).exec(head)?.[2];
    expect(head).toMatch(/<title>Orebit — [^<]+<\/title>/);
    expect(meta('description')).toMatch(/^Crypto education/);
    expect(head).toContain('<link rel="canonical" href="https://orebit.example/" />');
    expect(meta('og:title')).toBe(/<title>([^<]+)<\/title>/.exec(head)![1]);
    expect(meta('og:url')).toBe('https://orebit.example/');
    expect(meta('og:image')).toBe('https://orebit.example/preview.png');
    expect(meta('twitter:card')).toBe('summary_large_image');
    const image = await SELF.fetch('http://example.com/preview.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new DataView(await image.arrayBuffer());
    // PNG's IHDR: width and height at bytes 16 and 20.
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630]);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(head)![1]!) as {
      '@graph': Array<{ '@type': string; name: string; url: string }>;
    };
    expect(ld['@graph'].map((node) => [node['@type'], node.name, node.url])).toEqual([
      ['Organization', 'Orebit', 'https://orebit.example/'],
      ['WebSite', 'Orebit', 'https://orebit.example/'],
    ]);
  });

  it('serves robots.txt and sitemap.xml that name the page and keep the console, API and demos out', async () => {
    const robots = await (await SELF.fetch('http://example.com/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://orebit.example/sitemap.xml');
    const sitemap = await SELF.fetch('http://example.com/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(await sitemap.text()).toContain('<loc>https://orebit.example/</loc>');
  });
});
