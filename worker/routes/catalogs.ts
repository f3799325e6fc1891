import type { Context } from 'hono';
import { embedRenderer } from 'orebit:embed-renderer';
import type { Catalog } from '../../contract/embed';
import type { Env } from '../env';

// A language's catalog (every translated text of the widgets, the page and the embed pages), which
// the build writes beside the language packs and the renderer needs to write a page in that language
// (routes/page.ts, embed.ts, oembed.ts). Read from the static assets once per isolate and release:
// the renderer's own bundle stays the size of one language, whatever the number of languages.

const loaded = new Map<string, Promise<Catalog>>();

/** The catalog of `lang`; undefined for a language that needs none (English, a pseudo-locale, an unknown one). Rejects when the assets cannot give it. */
export function readCatalog(c: Context<{ Bindings: Env }>, lang: string): Promise<Catalog | undefined> {
  const path = embedRenderer.catalogPath(lang);
  if (!path) return Promise.resolve(undefined);
  let catalog = loaded.get(path);
  if (!catalog) {
    catalog = c.env.ASSETS.fetch(new Request(new URL(path, c.req.url))).then(async (res) => {
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as Catalog;
    });
    // A failure is not kept: the next page asks again.
    catalog.catch(() => loaded.delete(path));
    loaded.set(path, catalog);
  }
  return catalog;
}
