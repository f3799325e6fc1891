// Before and after a change to the type: every section of the official page, server-rendered and
// read with JavaScript off, from two builds side by side, as small JPEGs in docs/type-scale/, and
// the distinct font size/weight pairs each build draws text with (scripts/type-pairs.ts).
//   npm run build && node scripts/type-scale-shots.ts <dist kept from before the change>
// Each build's dist/ is served as static files on loopback: with JavaScript off the page is its
// HTML and stylesheets, no Worker needed.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PAGE_SECTIONS } from '../widgets/page/sections.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { drawAllSections } from './page-settled.ts';
import { countPairs, textTypes, type TextType } from './type-pairs.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}docs/type-scale`;
const WIDTH = 1280;
// Each side is shown at this share of its size: two sections fit one 1,280 px image, still legible.
const SCALE = 0.5;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `dir`'s files on 127.0.0.1 (the page's HTML for `/`). */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(join(dir, new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.endsWith('/') ? `${path}index.html` : path;
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** One build's sections as PNGs (by name) and its type pairs, read with JavaScript off. */
async function readBuild(browser: Browser, dir: string) {
  const { url, server } = await serve(dir);
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await drawAllSections(page);
    const shots = new Map<string, Buffer>();
    for (const { name } of PAGE_SECTIONS)
      shots.set(name, await page.locator(`orebit-${name}`).screenshot({ animations: 'disabled', caret: 'hide' }));
    return { shots, types: await page.evaluate(textTypes) };
  } finally {
    await context.close();
    server.close();
  }
}

const beforeDir = process.argv[2] && normalize(`${process.argv[2]}/`);
const afterDir = normalize(`${process.argv[3] ?? `${ROOT}dist`}/`);
if (!beforeDir || !existsSync(`${beforeDir}index.html`) || !existsSync(`${afterDir}index.html`)) {
  console.error('usage: node scripts/type-scale-shots.ts <dist before> [<dist after>], each a built dist/');
  process.exit(1);
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
try {
  const before = await readBuild(browser, beforeDir);
  const after = await readBuild(browser, afterDir);
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 400 } });
  let bytes = 0;
  for (const { name } of PAGE_SECTIONS) {
    const side = (label: string, png: Buffer) =>
      `<figure><figcaption>${label}</figcaption><img src="data:image/png;base64,${png.toString('base64')}"></figure>`;
    await page.setContent(
      '<style>body{margin:0;display:flex;gap:8px;align-items:start;background:#fff;font:13px system-ui}' +
        `figure{margin:0;flex:1}figcaption{padding:2px 6px}img{display:block;width:${WIDTH * SCALE - 4}px}</style>` +
        side(`${name}: before`, before.shots.get(name)!) +
        side(`${name}: after`, after.shots.get(name)!),
    );
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 70, fullPage: true });
    writeFileSync(`${OUT}/${name}.jpg`, jpeg);
    bytes += jpeg.length;
  }
  await page.close();
  const list = (types: readonly TextType[]) => [...countPairs(types)].map(([pair, n]) => `${pair} ×${n}`).join(', ');
  console.log(`before: ${countPairs(before.types).size} pairs: ${list(before.types)}`);
  console.log(`after: ${countPairs(after.types).size} pairs: ${list(after.types)}`);
  // Where each pair went: the same text boxes (same markup) in the two builds.
  const now = new Map(after.types.map(({ where, pair }) => [where, pair]));
  const went = new Map<string, TextType[]>();
  for (const { where, pair } of before.types) {
    const moved = { where, pair: now.get(where) ?? 'missing' };
    went.set(pair, [...(went.get(pair) ?? []), moved]);
  }
  for (const [pair, n] of countPairs(before.types)) {
    const to = countPairs(went.get(pair)!);
    // A destination few boxes of the pair took is worth a look: name them.
    const few = [...to].filter(([, m]) => m < n / 2 || n < 4).map(([p]) => p);
    const named = went
      .get(pair)!
      .filter((t) => few.includes(t.pair))
      .map((t) => `${t.where} ${t.pair}`);
    console.log(`${pair} → ${list(went.get(pair)!)}${named.length ? ` (${named.join(', ')})` : ''}`);
  }
  console.log(`${PAGE_SECTIONS.length} images in docs/type-scale/, ${bytes.toLocaleString('en')} B`);
} finally {
  await browser.close();
}
