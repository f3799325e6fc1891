// The official page's server render, run by the build in Node (scripts/prerender.ts): every section
// of the page (sections.ts), in order, rendered by its own widget's component into a declarative
// shadow root, so that the page reads at the first byte, with JavaScript off too. The build bundles
// this module after every widget folder's index.ts (rollup.config.ts), with __OREBIT_SERVER__ set:
// defineWidget then only hands each widget over, and first-render.tsx renders it.
//
// Styles: one stylesheet for every root (the base sheet and every widget's rules), linked from
// each root and, render-blocking, from the document's head, so the first paint is styled in every
// engine (the link inside a root alone does not hold WebKit's first paint) and the CSP needs no
// 'unsafe-inline'. The style attributes a component sets become a `data-ob-style` attribute and a
// rule of that sheet; hydration turns them back into inline styles (_runtime/hydrate.tsx).
import { BRAND, pagePath } from '../../contract/brand';
import { escapeHtml, jsonScriptText } from '../../contract/html';
import { NEWS_CATEGORIES } from '../../contract/limits';
import type { PageData } from '../../contract/page-data';
import type { ForumPost, NewsArticle, PriceFeed } from '../../contract/schemas';
import { t } from '../_runtime/i18n';
import { OTHER_LANGS, PSEUDO_LANGS, type I18n } from '../_runtime/locale';
import { getRegistry } from '../_runtime/registry';
import { hostMarkup, NO_SCRIPT_CSS, renderRoot } from '../_runtime/server-render';
import { NO_SCRIPT_NOTE } from '../_runtime/server-rendering';
import { BASE_CSS } from '../_runtime/sheets';
import { FIRST_SCREEN, PAGE_SECTIONS } from '../page/sections';
import { RESERVE_WIDTHS, reservationFor, reservedHeightAt, reserveLength, reserveSteps } from '../reserve';

/** The page's title and description, for readers, search engines and link previews (translated: widgets/page/locales/). */
export const TITLE = `${BRAND.name} — learn, mine, stake and grow your crypto`;
export const DESCRIPTION =
  'Crypto education, onboarding, portfolio tools, community, an AI concierge and yield farming in one page.';
/** The link preview image's description. */
export const PREVIEW_ALT = 'The {0} page: {1}';

/** The page's address in `lang`: `/` in English, `/es/` and the like in the others. */

/** Open Graph's form of a language tag: `pt_BR`. */
const ogLocale = (lang: string) =>
  ({ en: 'en_US', es: 'es_ES', ko: 'ko_KR', ar: 'ar_AR' })[lang] ?? lang.replace('-', '_');
/** The link preview's image (1200 × 630, made by `npm run screenshots`), under the site's origin. */
const PREVIEW_IMAGE = '/preview.png';

/**
 * The head of the official page in `lang` (English by default; `i18n` its pack of the page's
 * texts): title, description, canonical URL, the alternates in every language (hreflang, and
 * x-default for `/`), Open Graph and Twitter card tags, and JSON-LD for the organisation and the
 * site. JSON-LD is a data block, not a script: the page's CSP (script-src 'self') does not concern it.
 */
export function pageHead(lang = 'en', i18n?: I18n): string {
  const home = `${BRAND.siteUrl}/`;
  const url = `${BRAND.siteUrl}${pagePath(lang)}`;
  const TITLE_TEXT = t(i18n, TITLE);
  const DESCRIPTION_TEXT = t(i18n, DESCRIPTION);
  const image = `${BRAND.siteUrl}${PREVIEW_IMAGE}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: BRAND.name,
        url: home,
        logo: `${BRAND.siteUrl}/favicon.svg`,
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: BRAND.name,
        url,
        description: DESCRIPTION_TEXT,
        inLanguage: lang,
        publisher: { '@id': `${home}#organization` },
      },
    ],
  };
  return [
    `<title>${escapeHtml(TITLE_TEXT)}</title>`,
    meta('name', 'description', DESCRIPTION_TEXT),
    // A pseudo-locale's page is a test of the translations, not a page for search results.
    ...((PSEUDO_LANGS as readonly string[]).includes(lang) ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${url}" />`,
    ...['en', ...OTHER_LANGS, 'x-default'].map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate}" href="${BRAND.siteUrl}${pagePath(alternate === 'x-default' ? 'en' : alternate)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:locale', ogLocale(lang)),
    meta('property', 'og:title', TITLE_TEXT),
    meta('property', 'og:description', DESCRIPTION_TEXT),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', t(i18n, PREVIEW_ALT, BRAND.name, DESCRIPTION_TEXT)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', TITLE_TEXT),
    meta('name', 'twitter:description', DESCRIPTION_TEXT),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonScriptText(data)}</script>`,
  ].join('\n    ');
}

/** The page's languages, English first. */
const LANGS = ['en', ...OTHER_LANGS];

/** robots.txt and sitemap.xml for the official site: the page is public; the console, the API and the demo pages are not for search. */
export function crawlerFiles(): { robots: string; sitemap: string } {
  return {
    robots: `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /demo/\n\nSitemap: ${BRAND.siteUrl}/sitemap.xml\n`,
    // One entry per language, each listing every language's address (Google's sitemap alternates).
    sitemap:
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      LANGS.map(
        (lang) =>
          `  <url><loc>${BRAND.siteUrl}${pagePath(lang)}</loc><changefreq>daily</changefreq>` +
          [...LANGS, 'x-default']
            .map(
              (alternate) =>
                `<xhtml:link rel="alternate" hreflang="${alternate}" href="${BRAND.siteUrl}${pagePath(alternate === 'x-default' ? 'en' : alternate)}"/>`,
            )
            .join('') +
          '</url>\n',
      ).join('') +
      '</urlset>\n',
  };
}

/** The page's sections, rendered. */
export interface RenderedSections {
  /** The rules standing in for the sections' style attributes (server-render.tsx). */
  rules: string[];
  /** The sections in page order, each host with its anchor and its shadow root linking `stylesheet` (and holding `style`, when given). */
  html(stylesheet: string, style?: string): string;
}

/**
 * Renders every section of the page whose widget is defined, its queries answered from `data`
 * (their loading states without it); in English, or in `lang` with each widget's pack (`packOf`).
 */
export function renderSections(
  data?: PageData,
  lang = 'en',
  packOf: (name: string) => I18n | undefined = () => undefined,
): RenderedSections {
  const note = t(packOf('page'), NO_SCRIPT_NOTE);
  const rules = new Map<string, string>();
  // In another language each host says so (data-locale): its script hydrates it with that pack.
  const given = lang === 'en' ? undefined : { locale: lang };
  const sections = PAGE_SECTIONS.flatMap((section) => {
    const root = renderRoot(section.name, rules, { data, given, i18n: packOf(section.name) });
    return root === undefined ? [] : [{ ...section, root, attributes: given }];
  });
  return {
    rules: [...rules.values()],
    html: (stylesheet, style) =>
      sections.map((section) => hostMarkup({ ...section, stylesheet, style, note })).join('\n'),
  };
}

/** The page's sections as HTML, and the stylesheet they need. */
export interface RenderedPage {
  /** The stylesheet's text: base sheet, widget rules, the rules standing in for style attributes. */
  css: string;
  /** The sections, in page order, each host with its anchor and its shadow root linking `href`. */
  html(href: string): string;
}

/**
 * Data of every shape the API can answer with (a post, an article of each category and one of
 * another, a price feed), rendered by the build only for the rules its style attributes need: the
 * stylesheet then holds what the Worker's renders of live data need too (the forum's and the news'
 * scroll areas, each category's badge), and those pages rarely carry rules of their own.
 */
const SPECIMEN: PageData = (() => {
  const createdAt = new Date(0).toISOString();
  const post: ForumPost = { id: 1, title: 'Post', content: 'Text', createdAt, likes: 0, replies: 0, author: 'a' };
  const articles = [...NEWS_CATEGORIES, 'other'].map((category, id): NewsArticle => ({
    id,
    source: 'Source',
    title: 'Title',
    category,
    createdAt,
    isOfficial: id === 0,
  }));
  const prices: PriceFeed = { bitcoin: { price: 1, changePercent24h: 1 }, updatedAt: createdAt, source: 'sample' };
  return { at: 0, queries: { '/api/crypto/prices': prices, '/api/forum/posts': [post], '/api/news': articles } };
})();

/** How far (px) a deferred section's placeholder may be from its measured height. */
const PLACEHOLDER_TOLERANCE = 45;

/**
 * The rules that let the browser skip the style, layout and paint of every section below the first
 * screen until it comes near the viewport (`content-visibility: auto`): until then each keeps the
 * room of its measured height at the window's width (widgets/measured-heights.ts, as a snippet's
 * reservation, with the window's width for the host's: the page's sections span it), and once
 * rendered the browser keeps its real height (`auto`). Matched by the page's hosts alone, in the
 * document; nothing in a shadow root matches them. Made by the build's render only (renderPage),
 * not by the Worker's, which links the build's stylesheet.
 */
const deferredSectionsCss = () =>
  PAGE_SECTIONS.slice(FIRST_SCREEN)
    .flatMap(({ name }) => {
      const measured = reservationFor(name);
      if (!measured) return [];
      // A placeholder's height needs to be near, not exact: within a tenth of a screen, in fewer steps.
      const heights = RESERVE_WIDTHS.map((width) => reservedHeightAt(measured, width));
      const length = reserveLength(reserveSteps(heights, RESERVE_WIDTHS, PLACEHOLDER_TOLERANCE));
      return [
        `#orebit-page>orebit-${name}{content-visibility:auto;contain-intrinsic-size:auto ${length.replaceAll('100%', '100vw')}}`,
      ];
    })
    .join('') +
  // A section above the one the address names is drawn (its real height), so that a page loaded
  // with an anchor lands on it exactly rather than where the placeholders above it would put it:
  // for a reader without script (page.js draws them itself, before :target is set).
  '#orebit-page>:has(~:target){content-visibility:visible}';

/**
 * The build's render of the page (scripts/prerender.ts), the Worker's fallback: no data, so every
 * query shows its loading state, as on a browser's first render; its stylesheet also has the rules
 * of the specimen data's render, and those that defer the sections below the first screen.
 */
export function renderPage(): RenderedPage {
  const { rules, html } = renderSections();
  const all = new Set([...rules, ...renderSections(SPECIMEN).rules]);
  return {
    css: BASE_CSS + NO_SCRIPT_CSS + deferredSectionsCss() + getRegistry().styles.data + [...all].join(''),
    html,
  };
}
