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
import { options, type VNode } from 'preact';
import { renderToString } from 'react-dom/server';
import { BRAND } from '../../contract/brand';
import { firstRender } from '../_runtime/first-render';
import { getRegistry } from '../_runtime/registry';
import { SERVER_STYLE, sectionMarkup, type RenderedSection } from '../_runtime/server-rendering';
import { BASE_CSS } from '../_runtime/sheets';
import { PAGE_SECTIONS } from './sections';

/** The page's title and description, for readers, search engines and link previews. */
const TITLE = `${BRAND.name} — learn, mine, stake and grow your crypto`;
const DESCRIPTION =
  'Crypto education, onboarding, portfolio tools, community, an AI concierge and yield farming in one page.';
/** The link preview's image (1200 × 630, made by `npm run screenshots`), under the site's origin. */
const PREVIEW_IMAGE = '/preview.png';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
    // `<` escaped, so no text in the data can close the element.
    `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
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

/** The page's sections as HTML, and the stylesheet they need. */
export interface RenderedPage {
  /** The stylesheet's text: base sheet, widget rules, the rules standing in for style attributes. */
  css: string;
  /** The sections, in page order, each host with its anchor and its shadow root linking `href`. */
  html(href: string): string;
}

// Properties that take a bare number (anything else gets px, as preact does on the client).
const UNITLESS = /^(opacity|z-index|flex|flex-grow|flex-shrink|order|line-height|font-weight|zoom)$/;

/** A `style` prop (object or text) as CSS declarations, `[property, value]`. */
export function declarations(style: unknown): Array<[string, string]> {
  if (typeof style === 'string')
    return style
      .split(';')
      .map((part) => part.split(/:(.*)/s).map((piece) => piece.trim()) as [string, string])
      .filter(([property, value]) => property && value);
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(style as Record<string, unknown>)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    out.push([property, typeof value === 'number' && !UNITLESS.test(property) ? `${value}px` : String(value)]);
  }
  return out;
}

/** Renders every section of the page whose widget is defined. */
export function renderPage(): RenderedPage {
  const rules = new Map<string, string>();
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    const props = vnode.props as Record<string, unknown>;
    if (typeof vnode.type !== 'string' || !props.style) return;
    const list = declarations(props.style);
    delete props.style;
    if (!list.length) return;
    const text = list.map(([property, value]) => `${property}:${value}`).join(';');
    const selector = `[${SERVER_STYLE}="${text.replace(/["\\]/g, '\\$&')}"]`;
    rules.set(text, `${selector}{${list.map(([property, value]) => `${property}:${value}!important`).join(';')}}`);
    props[SERVER_STYLE] = text;
  };
  try {
    const sections = PAGE_SECTIONS.flatMap(({ name, anchor, before }): RenderedSection[] => {
      const node = firstRender(name);
      return node === undefined ? [] : [{ name, anchor, before, root: renderToString(node) }];
    });
    return {
      css: BASE_CSS + getRegistry().styles.data + [...rules.values()].join(''),
      html: (href) => sections.map((section) => sectionMarkup(section, __OREBIT_RELEASE__, href)).join('\n'),
    };
  } finally {
    options.vnode = previous;
  }
}
