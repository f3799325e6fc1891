import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// The Worker shell: static assets from dist/, the not-found page, JSON errors under /api.

describe('GET /', () => {
  it('serves the full page, which loads the page bundle', async () => {
    const res = await SELF.fetch('http://example.com/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<script type="module" async src="/widgets/page.js"></script>');
    expect(html).toContain('<main id="orebit-page">');
  });
});

describe('unknown paths', () => {
  it('answer 404 with the not-found page', async () => {
    const res = await SELF.fetch('http://example.com/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<h1>404 Page Not Found</h1>');
    expect(html).toContain('Did you forget to add the page to the router?');
  });

  it('answer 404 JSON in the API error shape under /api', async () => {
    const res = await SELF.fetch('http://example.com/api/no-such-call', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for POST /api/no-such-call.' },
    });
  });
});

describe('widget scripts', () => {
  it('serves the classic script, the module entry and the manifest', async () => {
    const manifest = (await (await SELF.fetch('http://example.com/widgets/manifest.json')).json()) as {
      runtime: string;
      files: Record<string, { bytes: number }>;
    };
    for (const file of ['yield-farming.js', 'esm/yield-farming.js', manifest.runtime, 'page.js']) {
      const res = await SELF.fetch(`http://example.com/widgets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toContain('javascript');
      expect((await res.arrayBuffer()).byteLength, file).toBe(manifest.files[file]?.bytes);
    }
  });
});

describe('demo pages', () => {
  it('serve the strict-CSP page with its Content-Security-Policy', async () => {
    const res = await SELF.fetch('http://example.com/demo/strict-csp.html', { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'",
    );
  });

  it('serve the other pages without that policy: their only rule is to be framed by this origin', async () => {
    const res = await SELF.fetch('http://example.com/demo/partner-blog.html', { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });
});
