// The renderer the Worker runs (worker/routes/page.ts and embed.ts import it as
// orebit:embed-renderer): the official page from live data (page.tsx's sections) and the embed
// pages (widgets/embed/render.ts). The build bundles this module after every widget folder's
// index.ts, with __OREBIT_SERVER__ set (as the build's render of the page, page.tsx), for workerd
// into .cache/embed-server.mjs (contract/embed.ts).
import type { EmbedRenderer } from '../../contract/embed';
import { LIVE_WIDGETS } from '../../contract/page-data';
import { dataBlock, styleText } from '../_runtime/server-render';
import { WIDGET_CATALOG } from '../catalog';
import { oembedUrl, readQuery, renderEmbedPage } from '../embed/render';
import { catalogPath, PAGE_LANGS, serverPack } from './languages';
import { FIRST_SCREEN, PAGE_SECTIONS } from '../page/sections';
import { pageHead, renderSections } from './page';

/** Where the build's page (scripts/prerender.ts) sets its sections, and the stylesheet it links them to. */
const PAGE_MAIN = '<main id="orebit-page">';
const PAGE_SHEET = /<link rel="stylesheet" href="(\/sections\.[0-9a-f]{12}\.css)"/;
/** The build page's root element, which a page in another language rewrites. */
const HTML_EN = '<html lang="en">';

const byName = new Map(WIDGET_CATALOG.map((widget) => [widget.name, widget]));

/**
 * The language packs the first screen's sections need to hydrate in `lang`, fetched with the page
 * rather than once page.js has asked for them (widgets/_runtime/define-widget.tsx's packBase): a
 * section in another language hydrates only once its pack is here.
 */
const firstScreenPacks = (lang: string) =>
  PAGE_SECTIONS.slice(0, FIRST_SCREEN)
    .map(
      ({ name }) =>
        `\n    <link rel="modulepreload" href="/widgets/v${__OREBIT_RELEASE__}/locales/${lang}/${name}.js" />`,
    )
    .join('');

/** The renderer the Worker imports (contract/embed.ts). @public */
export const embedRenderer: EmbedRenderer = {
  release: __OREBIT_RELEASE__,
  pageLangs: PAGE_LANGS,
  catalogPath,
  widget(name) {
    const widget = byName.get(name);
    return (
      widget && {
        name,
        title: widget.title,
        description: widget.summary,
        height: widget.frameHeight,
        reads: LIVE_WIDGETS[name] ?? [],
      }
    );
  },
  render(name, query, links, data, catalog) {
    const widget = byName.get(name);
    return widget && renderEmbedPage(widget, query, links, data, catalog);
  },
  page(data, shell, lang = 'en', catalog) {
    const open = shell.html.indexOf(PAGE_MAIN);
    const close = shell.html.lastIndexOf('</main>');
    const href = PAGE_SHEET.exec(shell.html)?.[1];
    if (open < 0 || close < open || !href)
      throw new Error('The shell is not the build’s page: no main element or stylesheet');
    const sections = renderSections(data, lang, (name) => serverPack(lang, name, catalog));
    // The build's stylesheet has the rules of the build's render and of its specimen data; live
    // data may need others (a style value the specimen lacks), which go into each root's <style>.
    const style = styleText(sections.rules.filter((rule) => !shell.css.includes(rule)));
    // The data first: page.js hydrates the first screen while the parser is still on the sections below.
    const main = `${PAGE_MAIN}\n${dataBlock(data)}\n${sections.html(href, style)}\n`;
    let html = shell.html.slice(0, open) + main + shell.html.slice(close);
    if (lang !== 'en') {
      // The page in another language: its <html lang dir>, and its head in that language.
      const english = pageHead();
      if (!html.includes(english) || !html.includes(HTML_EN))
        throw new Error('The shell is not the build’s page: no English head');
      const page = serverPack(lang, 'page', catalog);
      html = html
        .replace(HTML_EN, `<html lang="${lang}"${page?.dir === 'rtl' ? ' dir="rtl"' : ''}>`)
        .replace(english, pageHead(lang, page) + firstScreenPacks(lang));
    }
    return { html, style };
  },
  locate(name, query, origin, catalog) {
    const widget = byName.get(name);
    return widget && readQuery(widget, query, origin, catalog).location;
  },
  oembedUrl,
};
