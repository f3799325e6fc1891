// Each widget's link preview: its embed page (/embed/<name>) as a reader opening the link sees it,
// in a 1200 × 630 picture (the size Open Graph and Twitter cards show), from a fresh `wrangler dev`
// over the built dist/, in headless Chromium.
//   npm run build && npm run previews
// writes widgets/embed/previews/<name>.jpg, one per widget with an embed page (the manifest's
// embed/<name>.js), and <name>-<value>.jpg for each of its views with a frame of its own
// (/embed/yield-farming?view=calculator: the calculator alone, not the whole section). The build
// copies them to /previews/, and the embed page names the one it shows as its og:image, the
// oEmbed answer as its thumbnail. Committed like the docs' screenshots: a
// source-like asset, remade when a widget's look changes. JPEG: a fifth of a PNG's bytes here.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PREVIEW_SIZE } from '../contract/embed.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startFreshDevServer } from './dev-server.ts';
import { importFromSource } from './import-from-source.ts';
import { apiDataShown } from './page-settled.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the pictures are kept (read by the build and by previews.test.ts). */
const PREVIEWS_DIR = `${ROOT}widgets/embed/previews`;
/** JPEG quality: text stays crisp at 1200 px, and 18 pictures stay well under a megabyte. */
const QUALITY = 80;
// The page's column widened to the picture (its layout at a desktop's width), without the line
// under the widget: the widget and its title fill the card.
const CARD_CSS =
  'html:not(.framed) body{max-width:none!important;margin:0!important;padding:28px 40px!important}' +
  'h1{font-size:26px!important}.official{display:none!important}';
// A view (the calculator alone) is shorter than the card: it stands in the card's middle.
const VIEW_CSS =
  'html:not(.framed) body{box-sizing:border-box;min-height:100vh;display:flex;flex-direction:column;justify-content:safe center}';

/** The widgets with an embed page, as the built manifest lists their scripts. */
function embedWidgets(manifestPath = `${ROOT}dist/widgets/manifest.json`): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files: Record<string, unknown> };
  return Object.keys(manifest.files)
    .flatMap((file) => /^embed\/([a-z-]+)\.js$/.exec(file)?.[1] ?? [])
    .sort();
}

/** Each picture to make: its name and the embed page it shows (a widget's, and each of its views'). */
async function pictures(): Promise<Array<{ file: string; page: string }>> {
  const { WIDGET_CATALOG, viewsOf } = await importFromSource<typeof import('../widgets/catalog.ts')>(
    `${ROOT}widgets/catalog.ts`,
  );
  return embedWidgets().flatMap((name) => {
    const widget = WIDGET_CATALOG.find((w) => w.name === name);
    const views = widget ? viewsOf(widget) : [];
    return [
      { file: name, page: `/embed/${name}` },
      ...views.map((view) => ({ file: view.preview, page: `/embed/${name}?${view.query}` })),
    ];
  });
}

async function preview(browser: Browser, base: string, { file, page: path }: { file: string; page: string }) {
  // The embed page's CSP allows no style of ours: the card's layout goes in around it.
  const page = await browser.newPage({ viewport: { ...PREVIEW_SIZE }, bypassCSP: true });
  await page.goto(`${base}${path}`);
  await page.addStyleTag({ content: path.includes('?') ? CARD_CSS + VIEW_CSS : CARD_CSS });
  await apiDataShown(page);
  const out = `${PREVIEWS_DIR}/${file}.jpg`;
  await page.screenshot({ path: out, type: 'jpeg', quality: QUALITY, animations: 'disabled', caret: 'hide' });
  await page.close();
  return out;
}

if (import.meta.main) {
  if (!existsSync(`${ROOT}dist/widgets/manifest.json`)) {
    console.error('dist/ has no build: run `npm run build` first.');
    process.exit(1);
  }
  mkdirSync(PREVIEWS_DIR, { recursive: true });
  const server = await startFreshDevServer();
  let browser: Browser | undefined;
  let total = 0;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    for (const picture of await pictures()) {
      const path = await preview(browser, server.url, picture);
      const bytes = statSync(path).size;
      total += bytes;
      console.log(`${path} ${bytes.toLocaleString('en')} B`);
    }
    console.log(`${total.toLocaleString('en')} B in all`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}
