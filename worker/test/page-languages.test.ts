import { env, SELF } from 'cloudflare:test';
import { embedRenderer } from 'orebit:embed-renderer';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../../contract/not-found';
import { PAGE_DATA_ID } from '../../contract/page-data';
import { OTHER_LANGS } from '../../widgets/_runtime/locale';
import { FIRST_SCREEN, PAGE_SECTIONS } from '../../widgets/page/sections';
import { KV_KEYS } from '../storage/list-publisher';
import { BASE, postJson } from './helpers';

// The official page in each language at its own address (/es/, /ar/…), rendered by the Worker as `/`
// is, from the same stores: its <html lang dir>, its head in the language with every language's
// alternate, each section in that language and marked so its script hydrates it in it.

const read = async (path: string) => {
  const res = await SELF.fetch(`${BASE}${path}`, { redirect: 'manual' });
  return { res, html: await res.text() };
};

/** The Spanish and Arabic pages' texts this test looks for (widgets/page/locales/, widgets/referral/locales/). */
const SPANISH_TITLE = 'Orebit — aprende, mina, haz staking y haz crecer tus criptomonedas';

beforeEach(async () => {
  for (const path of ['/', ...OTHER_LANGS.map((lang) => `/${lang}/`)])
    await caches.default.delete(new Request(`${BASE}/page-cache/${embedRenderer.release}${path}`));
});

describe('the page in each language', () => {
  it.each(OTHER_LANGS)('/%s/ is the page in that language, with every alternate and x-default', async (lang) => {
    const { res, html } = await read(`/${lang}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(new RegExp(`<html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>`));
    expect(html).toContain(`<link rel="canonical" href="https://orebit.example/${lang}/" />`);
    for (const alternate of ['en', ...OTHER_LANGS])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${alternate}" href="https://orebit.example${alternate === 'en' ? '/' : `/${alternate}/`}" />`,
      );
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://orebit.example/" />');
    // Every section is marked with the language, so its script loads that pack and hydrates it.
    for (const { name } of PAGE_SECTIONS)
      expect(html, name).toMatch(new RegExp(`<orebit-${name}[^>]* data-locale="${lang}"`));
    expect(html).toContain(`id="${PAGE_DATA_ID}"`);
    expect(html).not.toContain('name="robots"');
    // The first screen's packs come with the page, each a module the Worker serves.
    const packs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((m) => m[1]!);
    expect(packs).toEqual(
      PAGE_SECTIONS.slice(0, FIRST_SCREEN).map(
        ({ name }) => `/widgets/v${embedRenderer.release}/locales/${lang}/${name}.js`,
      ),
    );
    for (const pack of packs) {
      const res = await SELF.fetch(`${BASE}${pack}`);
      expect(res.status, pack).toBe(200);
      expect(res.headers.get('content-type'), pack).toContain('javascript');
      await res.body?.cancel();
    }
  });

  it.each(['en-XA', 'ar-XB'])(
    '/%s/ is served for testing, kept out of search results and the sitemap',
    async (lang) => {
      const { res, html } = await read(`/${lang}/`);
      expect(res.status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(await (await SELF.fetch(`${BASE}/sitemap.xml`)).text()).not.toContain(`/${lang}/`);
    },
  );

  it('writes the head and the translated sections in the language, and keeps the English page English', async () => {
    const es = await read('/es/');
    expect(es.html).toContain(`<title>${SPANISH_TITLE}</title>`);
    expect(es.html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(es.html).toContain('Comparte y gana');
    expect(es.html).not.toContain('Share and Earn');
    const en = await read('/');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).not.toContain('modulepreload');
    expect(en.html).toContain('Share and Earn');
    expect(en.html).not.toContain('data-locale=');
    expect(en.html).toContain('<link rel="alternate" hreflang="es" href="https://orebit.example/es/" />');
  });

  it('shows the same live post in every language, from the same stores', async () => {
    const res = await postJson('/api/forum/posts', { title: 'Una publicación en vivo', content: 'Hola.', userId: 'r' });
    expect(res.status).toBe(201);
    for (const path of ['/', '/es/', '/ko/'])
      expect((await read(path)).html, path).toContain('Una publicación en vivo');
  });

  it('sends /es to /es/, and never picks a language from Accept-Language', async () => {
    const bare = await read('/es');
    expect(bare.res.status).toBe(301);
    expect(bare.res.headers.get('location')).toMatch(/\/es\/$/);
    const root = await SELF.fetch(`${BASE}/`, { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<html lang="en">');
  });

  it('answers an unknown language with the 404 page, not a page in English', async () => {
    expect((await read('/fr/')).res.status).toBe(404);
  });

  it('answers a path under a language’s page that is not there with the not-found page in that language', async () => {
    const en = await read('/no-such-page');
    expect(en.res.status).toBe(404);
    for (const text of Object.values(NOT_FOUND)) expect(en.html).toContain(text);
    const es = await read('/es/no-such-page');
    expect(es.res.status).toBe(404);
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('<title>Error 404: página no encontrada</title>');
    expect(es.html).toContain('<h1>Error 404: página no encontrada</h1>');
    expect(es.html).toContain('<p>¿Olvidaste añadir la página al enrutador?</p>');
    expect(es.html).toContain('<a href="/es/">Volver a la página de inicio</a>');
    const ar = await read('/ar/x/y');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).not.toContain(NOT_FOUND.question);
  });

  it('answers 200 in the language, without the data, when a store cannot be read and there is no render', async () => {
    const kept = await env.DATA.get(KV_KEYS.news, 'text');
    try {
      await env.DATA.put(KV_KEYS.news, '{not json');
      const { res, html } = await read('/ar/');
      expect(res.status).toBe(200);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).not.toContain(`id="${PAGE_DATA_ID}"`);
      expect(html).toContain('شارك واربح');
    } finally {
      await env.DATA.put(KV_KEYS.news, kept!);
    }
  });
});

describe('embed pages in a language', () => {
  it('are rendered on the server in it, right to left in Arabic', async () => {
    const es = await read('/embed/referral?locale=es');
    expect(es.res.status).toBe(200);
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('Comparte y gana');
    expect(es.html).toMatch(/<orebit-referral server-rendered="[^"]+" data-locale="es">/);
    const ar = await read('/embed/referral?locale=ar');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('شارك واربح');
  });

  it('take the pseudo-locales, whose texts are accented and bracketed', async () => {
    const { res, html } = await read('/embed/referral?locale=en-XA');
    expect(res.status).toBe(200);
    expect(html).toContain('[Šĥåŕé åñð Éåŕñ');
    expect(html).not.toContain('>Share and Earn<');
  });
});

describe('the sitemap', () => {
  it('lists the page in every language, each with every alternate', async () => {
    const sitemap = await (await SELF.fetch(`${BASE}/sitemap.xml`)).text();
    for (const lang of ['en', ...OTHER_LANGS]) {
      const loc = `https://orebit.example${lang === 'en' ? '/' : `/${lang}/`}`;
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${loc}"/>`);
    }
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(OTHER_LANGS.length + 1);
  });
});
