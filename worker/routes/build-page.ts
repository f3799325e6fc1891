import type { Context } from 'hono';
import type { Env } from '../env';

// The build's page (dist/index.html, scripts/prerender.ts) and its sections' stylesheet: the frame
// of every render of the official page (routes/page.ts), its fallback, and the stylesheet the
// embed pages link too (routes/embed.ts): every widget's rules, named by its content.

/** The sections' stylesheet the build's page links (named by its content). */
const SECTIONS_SHEET = /<link rel="stylesheet" href="(\/sections\.[0-9a-f]{12}\.css)"/;

/** The build's page: the fallback, and the frame of every render. */
export const buildPage = (c: Context<{ Bindings: Env }>) => c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));

let shell: Promise<{ html: string; css: string; href: string }> | undefined;

/** The build's page, its sections' stylesheet's path and that sheet's text: the same for the whole release. */
export function pageShell(c: Context<{ Bindings: Env }>) {
  return (shell ??= (async () => {
    const html = await (await buildPage(c)).text();
    const href = SECTIONS_SHEET.exec(html)?.[1];
    if (!href) throw new Error('The build’s page links no sections stylesheet');
    const css = await (await c.env.ASSETS.fetch(new Request(new URL(href, c.req.url)))).text();
    return { html, css, href };
  })().catch((error: unknown) => {
    shell = undefined;
    throw error;
  }));
}
