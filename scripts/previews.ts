// Each widget's link preview: its embed page (/embed/<name>) as a reader opening the link sees it,
// in a 1200 × 630 picture (the size Open Graph and Twitter cards show), from a fresh `wrangler dev`
// over the built dist/, in headless Chromium.
//   npm run build && npm run previews
// writes widgets/embed/previews/<name>.jpg, one per widget with an embed page (the manifest's
// embed/<name>.js). The build copies them to /previews/<name>.jpg, which the embed page names as
// its og:image and the oEmbed answer as its thumbnail. Committed like the docs' screenshots: a
// source-like asset, remade when a widget's look changes. JPEG: a fifth of a PNG's bytes here.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PREVIEW_SIZE } from '../contract/embed.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startFreshDevServer } from './dev-server.ts';
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

/** The widgets with an embed page, as the built manifest lists their scripts. */
function embedWidgets(manifestPath = `${ROOT}dist/widgets/manifest.json`): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files: Record<string, unknown> };
  return Object.keys(manifest.files)
    .flatMap((file) => /^embed\/([a-z-]+)\.js$/.exec(file)?.[1] ?? [])
    .sort();
}

async function preview(browser: Browser, base: string, name: string): Promise<string> {
  // The embed page's CSP allows no style of ours: the card's layout goes in around it.
  const page = await browser.newPage({ viewport: { ...PREVIEW_SIZE }, bypassCSP: true });
  await page.goto(`${base}/embed/${name}`);
  await page.addStyleTag({ content: CARD_CSS });
  await apiDataShown(page);
  const path = `${PREVIEWS_DIR}/${name}.jpg`;
  await page.screenshot({ path, type: 'jpeg', quality: QUALITY, animations: 'disabled', caret: 'hide' });
  await page.close();
  return path;
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
    for (const name of embedWidgets()) {
      const path = await preview(browser, server.url, name);
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
