import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// The strict host page of the gallery (demo/hosts/strict.html): a nonce-based policy with Trusted
// Types, its nonce fresh on every response and set on every script tag of the page.

const POLICY =
  /^script-src 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'; style-src 'self'; require-trusted-types-for 'script'; object-src 'none'; base-uri 'none'$/;

async function strictPage(path = '/demo/hosts/strict.html') {
  const res = await SELF.fetch(`http://example.com${path}`, { redirect: 'follow' });
  const html = await res.text();
  const nonce = POLICY.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  return { res, html, nonce };
}

describe('the strict host page', () => {
  it('carries the nonce-based policy, its nonce on every script tag of the page', async () => {
    const { res, html, nonce } = await strictPage();
    expect(res.status).toBe(200);
    expect(nonce).toBeDefined();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(4); // calculator, referral, news, concierge
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('draws a new nonce for each response, without the .html too', async () => {
    const nonces = new Set<string | undefined>();
    for (const path of ['/demo/hosts/strict.html', '/demo/hosts/strict.html', '/demo/hosts/strict']) {
      const { html, nonce } = await strictPage(path);
      expect(html).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('leaves the other host pages without a policy for scripts and styles (only framing: by this origin)', async () => {
    const res = await SELF.fetch('http://example.com/demo/hosts/aggressive.html', { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(await res.text()).not.toContain('nonce=');
  });
});
