// An embed page, as the Worker renders it (widgets/server/worker-renderer.ts): `/embed/<name>?<option>=…`
// is one widget as a page of its own, rendered with its options into a declarative shadow root,
// that any site may frame (WordPress's Embed block, Notion, Medium through Embedly, a plain
// <iframe>). This module reads an embed URL's options against the widget's and writes the page
// around the one server render (_runtime/server-render.tsx).
//
// The page hydrates with the widget's embed script (widgets/embed/client.ts), which also
// tells the frame its height. Its inline script and styles are allowed by their hashes in the
// page's CSP (worker/routes/embed.ts): no 'unsafe-inline'.
import { BRAND } from '../../contract/brand';
import {
  EMBED_PREFIX,
  PREVIEW_SIZE,
  type Catalog,
  type EmbedPage,
  type EmbedPageLinks,
  type EmbedRequest,
} from '../../contract/embed';
import { escapeHtml } from '../../contract/html';
import type { PageData } from '../../contract/page-data';
import { dataBlock, hostMarkup, renderRoot, styleText } from '../_runtime/server-render';
import { COMMON_OPTIONS, viewOf, type WidgetInfo } from '../catalog';
import { serverPack } from '../server/languages';
import { IMAGE_ALT, OFFICIAL_LINE } from './words';
import { t } from '../_runtime/i18n';
import { NO_SCRIPT_NOTE } from '../_runtime/server-rendering';
import { ACCEPTED_LOCALES } from '../_runtime/locale';
import type { OptionInfo } from '../description';

/** The common options an embed page takes; the API is always its own origin's, and it never loads lazily. */
const EMBED_COMMON = COMMON_OPTIONS.filter(({ key }) => key === 'theme' || key === 'locale' || key === 'height').map(
  // It also takes the pseudo-locales (docs/translating.md), as the widgets on it do.
  (option) => (option.key === 'locale' ? { ...option, values: ACCEPTED_LOCALES } : option),
);

/**
 * Where a link preview is: a 1200 × 630 picture of the widget, or of the view the URL shows when it
 * has a frame of its own (`<widget>-<value>`; widgets/embed/previews/, made by `npm run previews`
 * and checked by previews.test.ts).
 */
const previewImage = (name: string) => `/previews/${name}.jpg`;

/**
 * The page's one inline script, in the head so it runs before the first paint: marks a framed page
 * (only the widget shows; at the top level, a line links to the official site) and, for
 * `locale=auto`, gives the page the reader's language, which the widget's `auto` reads.
 */
const HEAD_SCRIPT =
  "var d=document.documentElement;if(top!==self)d.classList.add('framed');if(d.dataset.lang=='auto')d.lang=navigator.language||'en'";

/**
 * The page's own styles: transparent around the widget, so it sits on the host's background (no
 * color-scheme of its own: a frame whose scheme differs from its host's is painted opaque).
 */
const PAGE_CSS =
  'html,body{margin:0;background:transparent}' +
  '.framed .official{display:none}' +
  // Framed, the page's heading is for assistive technology only: the frame shows the widget alone.
  '.framed h1{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  'h1{font-size:20px;margin:0 0 16px}' +
  'html:not(.framed) body{max-width:760px;margin:24px auto;padding:0 16px;font:15px/1.5 system-ui,sans-serif;color:#1f2937}' +
  '.official{margin:16px 0 0}.official a{color:#7a4a00}';

/** `ref-code` for the option read from `data-ref-code`: its name in an embed URL. */
const paramName = (option: OptionInfo) => option.attribute.slice('data-'.length);

/** `refCode` for `ref-code`: the dataset key the widget's schema reads. */
const datasetKey = (param: string) => param.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Whether `value` is one the option takes (the catalog describes the schema; catalog.test.ts holds them together). */
function isValid(option: OptionInfo, value: string): boolean {
  if (option.type === 'choice') return option.values!.includes(value);
  if (option.type === 'number') return value.trim() !== '' && Number.isFinite(+value) && +value >= 0;
  if (option.type === 'text') return !option.pattern || option.pattern.test(value);
  return false;
}

/** The options of `widget` an embed URL may set. */
const embedOptions = (widget: WidgetInfo): readonly OptionInfo[] => [...EMBED_COMMON, ...widget.options];

/**
 * What an embed URL asks for: the options it gives (by dataset key, the last of a repeated one),
 * where its page is, and what the page did not take. The canonical URL lists the valid options that
 * differ from the defaults in the widget's order (its own options, then the common ones), numbers
 * in their shortest spelling, so the order of a query's options, a number's spelling and anything
 * the page does not take change neither it nor the render made from it.
 */
export function readQuery(widget: WidgetInfo, query: URLSearchParams, origin: string, catalog?: Catalog) {
  const known = new Map(embedOptions(widget).map((option) => [paramName(option), option]));
  const given: Record<string, string> = {};
  const unknown = new Set<string>();
  for (const [param, value] of query) {
    if (known.has(param)) given[datasetKey(param)] = value;
    else unknown.add(param);
  }
  const warnings = [...unknown].map(
    (param) => `${widget.name}: the embed page takes no option "${param}"; it takes ${[...known.keys()].join(', ')}.`,
  );
  const canonical = new URLSearchParams();
  const invalid: Record<string, string> = {};
  for (const option of [...widget.options, ...EMBED_COMMON]) {
    const param = paramName(option);
    const value = given[datasetKey(param)];
    if (value === undefined) continue;
    // Invalid values reach the widget as they are: it uses the default and warns, as in a script tag.
    if (!isValid(option, value)) invalid[option.attribute] = value;
    else {
      // A number in one spelling (`0500`, `500.0` and ` 500` are 500): one render, one cache entry.
      const normal = option.type === 'number' ? String(+value) : value;
      if (String(option.default) !== normal) canonical.set(param, normal);
    }
  }
  // A view with a frame of its own (the calculator alone) has its own height, picture and words.
  const view = viewOf(widget, (attribute) => canonical.get(attribute.slice('data-'.length)) ?? undefined);
  // The page's own words in its language (widgets/embed/locales/): English for `auto` too.
  const words = serverPack(canonical.get('locale') ?? 'en', 'embed', catalog);
  const location: EmbedRequest = {
    url: `${origin}${EMBED_PREFIX}${widget.name}${canonical.size ? `?${canonical}` : ''}`,
    height: isValid(known.get('height')!, given.height ?? '')
      ? Math.round(+given.height!)
      : (view?.frameHeight ?? widget.frameHeight),
    image: `${origin}${previewImage(view?.preview ?? widget.name)}`,
    description: t(words, view?.summary ?? widget.summary),
    title: t(words, widget.title),
    warnings,
    invalid,
  };
  return { given, location };
}

/** The embed page of `widget` with the options of `query`, its queries answered from `data`. */
export function renderEmbedPage(
  widget: WidgetInfo,
  query: URLSearchParams,
  { origin, stylesheet }: EmbedPageLinks,
  data: PageData | undefined,
  catalog?: Catalog,
): EmbedPage {
  const { given, location } = readQuery(widget, query, origin, catalog);
  const { warnings } = location;
  const { url, height, image, description, title: widgetTitle } = location;
  const locale = given.locale ?? 'en';
  const words = serverPack(locale, 'embed', catalog);
  // Every language renders on the server, in its pack (the browser hydrates it once its own copy of
  // the pack is there); `auto`, which only the reader's browser can resolve, renders there.
  const rules = new Map<string, string>();
  const i18n = serverPack(locale, widget.name, catalog);
  const root = locale === 'auto' ? undefined : renderRoot(widget.name, rules, { given, data, i18n });
  const style = styleText(rules.values());
  const note = t(serverPack(locale, 'page', catalog), NO_SCRIPT_NOTE);
  const host = hostMarkup({ name: widget.name, attributes: given, root, stylesheet, style, note });
  const title = `${widgetTitle} — ${BRAND.name}`;
  const oembed = oembedUrl(url, origin);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const langAttribute =
    locale === 'auto'
      ? 'lang="en" data-lang="auto"'
      : `lang="${escapeHtml(locale)}"${i18n?.dir === 'rtl' ? ' dir="rtl"' : ''}`;
  const html = [
    '<!doctype html>',
    `<html ${langAttribute}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${HEAD_SCRIPT}</script>`,
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(title)}">`,
    // Iframely reads its own link: this page is an app any host may frame as it is.
    `<link rel="iframely app" type="text/html" href="${escapeHtml(url)}" media="(min-width: 320px)">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_SIZE.height)),
    meta('property', 'og:image:alt', t(words, IMAGE_ALT, widgetTitle, BRAND.name)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...warnings.map((warning) => meta('name', 'orebit-warning', warning)),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${stylesheet}">`,
    `<style>${PAGE_CSS}</style>`,
    `<script type="module" src="/widgets/embed/${widget.name}.js"></script>`,
    '</head>',
    '<body>',
    `<main><h1>${escapeHtml(widgetTitle)}</h1>${host}</main>`,
    dataBlock(root === undefined ? undefined : data),
    // The line escaped as text, then the title and the link put in its placeholders.
    `<footer class="official"><p>${escapeHtml(t(words, OFFICIAL_LINE, '\u0000', '\u0001'))
      .replace('\u0000', escapeHtml(widgetTitle))
      .replace('\u0001', `<a href="${BRAND.siteUrl}/">${BRAND.name}</a>`)}</p></footer>`,
    '</body>',
    '</html>',
  ].join('\n');
  return {
    html,
    canonical: url,
    height,
    inlineScripts: [HEAD_SCRIPT],
    inlineStyles: style ? [PAGE_CSS, style] : [PAGE_CSS],
  };
}

/** The oEmbed discovery URL of the embed page at `url`. */
export function oembedUrl(url: string, origin: string): string {
  return `${origin}/oembed?${new URLSearchParams({ url, format: 'json' })}`;
}
