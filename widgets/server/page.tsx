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
import { BRAND } from '../../contract/brand';
import { escapeHtml, jsonScriptText } from '../../contract/html';
import { NEWS_CATEGORIES } from '../../contract/limits';
import type { PageData } from '../../contract/page-data';
import type { ForumPost, NewsArticle, PriceFeed } from '../../contract/schemas';
import { getRegistry } from '../_runtime/registry';
import { hostMarkup, NO_SCRIPT_CSS, renderRoot } from '../_runtime/server-render';
import { BASE_CSS } from '../_runtime/sheets';
import { PAGE_SECTIONS } from '../page/sections';

/** The page's title and description, for readers, search engines and link previews. */
const TITLE = `${BRAND.name} — learn, mine, stake and grow your crypto`;
const DESCRIPTION =
  'Crypto education, onboarding, portfolio tools, community, an AI concierge and yield farming in one page.';
/** The link preview's image (1200 × 630, made by `npm run screenshots`), under the site's origin. */
const PREVIEW_IMAGE = '/preview.png';

/**
 * The head of the official page: title, description, canonical URL, Open Graph and Twitter card
 * tags, and JSON-LD for the organisation and the site. JSON-LD is a data block, not a script: the
 * page's CSP (script-src 'self') does not concern it.
 */
export function pageHead(): string {
  const url = `${BRAND.siteUrl}/`;
  const image = `${BRAND.siteUrl}${PREVIEW_IMAGE}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name: BRAND.name,
        url,
        logo: `${BRAND.siteUrl}/favicon.svg`,
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: BRAND.name,
        url,
        description: DESCRIPTION,
        publisher: { '@id': `${url}#organization` },
      },
    ],
  };
  return [
    `<title>${escapeHtml(TITLE)}</title>`,
    meta('name', 'description', DESCRIPTION),
    `<link rel="canonical" href="${url}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', TITLE),
    meta('property', 'og:description', DESCRIPTION),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `The ${BRAND.name} page: ${DESCRIPTION}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', TITLE),
    meta('name', 'twitter:description', DESCRIPTION),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonScriptText(data)}</script>`,
  ].join('\n    ');
}

/** robots.txt and sitemap.xml for the official site: the page is public; the console, the API and the demo pages are not for search. */
export function crawlerFiles(): { robots: string; sitemap: string } {
  return {
    robots: `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /demo/\n\nSitemap: ${BRAND.siteUrl}/sitemap.xml\n`,
    sitemap:
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `  <url><loc>${BRAND.siteUrl}/</loc><changefreq>daily</changefreq></url>\n` +
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

/** Renders every section of the page whose widget is defined, its queries answered from `data` (their loading states without it). */
export function renderSections(data?: PageData): RenderedSections {
  const rules = new Map<string, string>();
  const sections = PAGE_SECTIONS.flatMap((section) => {
    const root = renderRoot(section.name, rules, { data });
    return root === undefined ? [] : [{ ...section, root }];
  });
  return {
    rules: [...rules.values()],
    html: (stylesheet, style) => sections.map((section) => hostMarkup({ ...section, stylesheet, style })).join('\n'),
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

/**
 * The build's render of the page (scripts/prerender.ts), the Worker's fallback: no data, so every
 * query shows its loading state, as on a browser's first render; its stylesheet also has the rules
 * of the specimen data's render.
 */
export function renderPage(): RenderedPage {
  const { rules, html } = renderSections();
  const all = new Set([...rules, ...renderSections(SPECIMEN).rules]);
  return { css: BASE_CSS + NO_SCRIPT_CSS + getRegistry().styles.data + [...all].join(''), html };
}
