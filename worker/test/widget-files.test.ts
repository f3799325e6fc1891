import { env, SELF } from 'cloudflare:test';
import { OTHER_LANGS, PSEUDO_LANGS } from '../../widgets/_runtime/locale';
import { describe, expect, it } from 'vitest';
import { BASE, OTHER_ORIGIN } from './helpers';

// The URLs a page can pin (docs/embedding.md#pinning-a-version-with-integrity-sri): immutable versioned scripts whose manifest integrity
// holds, evergreen scripts on a short cache, the manifest always revalidated, and all of them
// loadable from another origin.

interface Manifest {
  version: string;
  widgets: string[];
  runtime: string;
  files: Record<string, { bytes: number; integrity: string }>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const EVERGREEN = 'public, max-age=300';

async function manifest(): Promise<Manifest> {
  return (await SELF.fetch(`${BASE}/widgets/manifest.json`)).json();
}

/** A script fetched the way `<script crossorigin="anonymous">` on a partner page fetches it. */
function fetchFromPartner(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, { headers: { Origin: OTHER_ORIGIN, ...headers } });
}

async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

function expectCrossOrigin(res: Response, label: string) {
  expect(res.headers.get('access-control-allow-origin'), label).toBe('*');
  expect(res.headers.get('access-control-allow-credentials'), label).toBeNull();
  expect(res.headers.get('cross-origin-resource-policy'), label).toBe('cross-origin');
}

describe('GET /widgets/v<version>/<name>.js', () => {
  it('serves every widget of the current version as immutable JavaScript any origin may load', async () => {
    const { version, widgets } = await manifest();
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(widgets).toContain('yield-farming');
    for (const name of widgets) {
      const path = `/widgets/v${version}/${name}.js`;
      const res = await fetchFromPartner(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('javascript');
      expect(res.headers.get('cache-control'), path).toBe(IMMUTABLE);
      expectCrossOrigin(res, path);
      await res.body?.cancel();
    }
  });

  it('serves bytes whose sha384 is the integrity the manifest lists for them', async () => {
    const { version, widgets, files } = await manifest();
    for (const name of widgets) {
      const file = `v${version}/${name}.js`;
      const bytes = await (await SELF.fetch(`${BASE}/widgets/${file}`)).arrayBuffer();
      expect(files[file]?.integrity, file).toBe(await sha384(bytes));
      expect(files[file]?.bytes, file).toBe(bytes.byteLength);
      // The pinned copy is this build's evergreen script, byte for byte.
      expect(files[file]?.integrity, file).toBe(files[`${name}.js`]?.integrity);
    }
  });

  it('serves each language pack of the release as immutable JavaScript any origin may load, with the manifest’s integrity', async () => {
    const { version, widgets, files } = await manifest();
    const packs = Object.keys(files).filter((file) => file.startsWith(`v${version}/locales/`));
    // Each language, pseudo-locale and auto for each widget, and the chunk of formats they share.
    expect(packs).toHaveLength(widgets.length * (OTHER_LANGS.length + PSEUDO_LANGS.length + 1) + 1);
    expect(packs).toContain(`v${version}/locales/pt-BR/${widgets[0]}.js`);
    for (const file of packs) {
      const res = await fetchFromPartner(`/widgets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toContain('javascript');
      expect(res.headers.get('cache-control'), file).toBe(IMMUTABLE);
      expectCrossOrigin(res, file);
      expect(files[file]?.integrity, file).toBe(await sha384(await res.arrayBuffer()));
    }
  });

  it('keeps serving an earlier release’s page modules from KV, for a page.js loaded before a deploy', async () => {
    await env.DATA.put('release/v0.0.9/page/footer-AbC_1-.js', new TextEncoder().encode('export const a = 1;'));
    const res = await fetchFromPartner('/widgets/v0.0.9/page/footer-AbC_1-.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await res.text()).toBe('export const a = 1;');
    for (const path of ['/widgets/v0.0.9/page/footer-other.js', '/widgets/v0.0.9/page/x/footer-AbC_1-.js']) {
      const missing = await fetchFromPartner(path);
      expect(missing.status, path).toBe(404);
      await missing.body?.cancel();
    }
  });

  it('keeps serving an earlier release’s language packs from KV', async () => {
    await env.DATA.put('release/v0.0.9/locales/ko/referral.js', new TextEncoder().encode('export default 0;'));
    const res = await fetchFromPartner('/widgets/v0.0.9/locales/ko/referral.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expectCrossOrigin(res, 'v0.0.9/locales/ko/referral.js');
    expect(await res.text()).toBe('export default 0;');
    // Only what was released, and only pack-shaped paths.
    for (const path of [
      '/widgets/v0.0.9/locales/es/referral.js',
      '/widgets/v0.0.9/locales/ko/x/referral.js',
      '/widgets/v0.0.9/locales/ko/referral.json',
    ]) {
      const missing = await fetchFromPartner(path);
      expect(missing.status, path).toBe(404);
      await missing.body?.cancel();
    }
  });

  it('keeps serving an earlier release, published to KV by the deploy, byte for byte and immutable', async () => {
    // What scripts/publish-release.ts stored for v0.0.9 (key release/<path under /widgets/>).
    const earlier = new TextEncoder().encode('/* Orebit referral widget v0.0.9 */ console.log("v0.0.9");');
    await env.DATA.put('release/v0.0.9/referral.js', earlier);
    const res = await fetchFromPartner('/widgets/v0.0.9/referral.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expectCrossOrigin(res, 'v0.0.9/referral.js');
    const bytes = await res.arrayBuffer();
    expect(await sha384(bytes)).toBe(await sha384(earlier.buffer as ArrayBuffer));
    // Only what was released: another widget of that version, or a release key's neighbour, is not.
    for (const path of [
      '/widgets/v0.0.9/concierge.js',
      '/widgets/v0.0.9/referral.jsx',
      '/widgets/release/v0.0.9/referral.js',
    ]) {
      const missing = await fetchFromPartner(path);
      expect(missing.status, path).toBe(404);
      await missing.body?.cancel();
    }
    // A write method never reads a release.
    const post = await SELF.fetch(`${BASE}/widgets/v0.0.9/referral.js`, {
      method: 'POST',
      headers: { Origin: OTHER_ORIGIN },
    });
    expect(post.status).not.toBe(200);
    await post.body?.cancel();
  });

  it('answers another version with 404 and the not-found page, cached nowhere', async () => {
    const { version } = await manifest();
    for (const path of [
      '/widgets/v0.0.1/yield-farming.js',
      '/widgets/v99.0.0/yield-farming.js',
      `/widgets/v${version}-rc.1/yield-farming.js`,
      `/widgets/v${version}/no-such-widget.js`,
    ]) {
      const res = await fetchFromPartner(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text(), path).toContain('<h1>404 Page Not Found</h1>');
    }
  });

  it('answers a revalidation with 304 and keeps its headers', async () => {
    const { version } = await manifest();
    const path = `/widgets/v${version}/yield-farming.js`;
    const first = await fetchFromPartner(path);
    await first.body?.cancel();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetchFromPartner(path, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expectCrossOrigin(again, path);
  });
});

describe('evergreen widget scripts', () => {
  it('serve /widgets/<name>.js, the module entries and page.js on a 5-minute cache, to any origin', async () => {
    for (const path of [
      '/widgets/yield-farming.js',
      '/widgets/concierge.js',
      '/widgets/esm/yield-farming.js',
      '/widgets/page.js',
    ]) {
      const res = await fetchFromPartner(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(EVERGREEN);
      expectCrossOrigin(res, path);
      await res.body?.cancel();
    }
  });

  it('serve the official page’s content-hashed section modules as immutable', async () => {
    const { files } = await manifest();
    const modules = Object.keys(files).filter((file) => /^v[\d.]+\/page\//.test(file));
    expect(modules).toContainEqual(expect.stringMatching(/^v[\d.]+\/page\/footer-[\w-]+\.js$/));
    for (const file of modules) {
      const res = await fetchFromPartner(`/widgets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(IMMUTABLE);
      await res.body?.cancel();
    }
  });

  it('serve the content-hashed module runtime chunk as immutable', async () => {
    const { runtime } = await manifest();
    expect(runtime).toMatch(/^esm\/runtime-[\w-]+\.js$/);
    const res = await fetchFromPartner(`/widgets/${runtime}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expectCrossOrigin(res, runtime);
    await res.body?.cancel();
  });
});

describe('GET /widgets/manifest.json', () => {
  it('is revalidated on every use and readable from any origin', async () => {
    const res = await fetchFromPartner('/widgets/manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expectCrossOrigin(res, 'manifest.json');
    const { version, files } = (await res.json()) as Manifest;
    expect(files[`v${version}/yield-farming.js`]?.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});

describe('GET /widgets/orebit.d.ts', () => {
  it('serves the TypeScript description as text on the evergreen cache, to any origin', async () => {
    const res = await fetchFromPartner('/widgets/orebit.d.ts');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(EVERGREEN);
    expectCrossOrigin(res, 'orebit.d.ts');
    const text = await res.text();
    expect(text).toContain('interface Api {');
    expect(text).toContain("'calculator:calculate': { amount: number; apy: number; days: number; reward: number };");
  });
});

describe('other responses', () => {
  it('keep the API exact-origin CORS and give pages no widget-file headers', async () => {
    const api = await fetchFromPartner('/api/news');
    expect(api.headers.get('access-control-allow-origin')).toBe(OTHER_ORIGIN);
    expect(api.headers.get('access-control-allow-credentials')).toBe('true');
    expect(api.headers.get('cross-origin-resource-policy')).toBeNull();
    await api.body?.cancel();
    const page = await fetchFromPartner('/');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('cache-control')).not.toBe(EVERGREEN);
    await page.body?.cancel();
  });
});
