// The official page rendered at build time (widgets/server/page.tsx): rollup bundles the server
// render with every widget, this plugin runs it once and writes
//   dist/index.html                 the page shell (widgets/page/index.html) with its head (title,
//                                   link preview, JSON-LD) and every section in its declarative
//                                   shadow root
//   dist/sections.<hash>.css        the one stylesheet of those roots, named by its content
//   dist/robots.txt, sitemap.xml    for search engines
//   dist/demo/client-rendered.html  the page as it was before: the same head, sections mounted by
//                                   the script (the benchmark's baseline; the client-side path)
// The page is a static file: a render costs CPU once per build, the Worker serves it with its CSP.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'rollup';
import type { crawlerFiles, pageHead, renderPage } from '../widgets/server/page.tsx';

/** What the server render's bundle exports. */
interface ServerModule {
  renderPage: typeof renderPage;
  pageHead: typeof pageHead;
  crawlerFiles: typeof crawlerFiles;
}

/** The shell's placeholders: the sections go into the page's main element, their stylesheet into the head. */
const MAIN = '<main id="orebit-page"></main>';
const HEAD_END = '</head>';

/**
 * The page shell `shell` with `head` at the end of its head and, given a `page`, its sections and
 * a render-blocking link to their stylesheet at `href`.
 */
function fillShell(
  shell: string,
  head: string,
  rendered?: { page: ReturnType<typeof renderPage>; href: string },
): string {
  if (!shell.includes(MAIN) || !shell.includes(HEAD_END))
    throw new Error(`The page shell needs ${MAIN} and ${HEAD_END} for the server render.`);
  if (!rendered) return shell.replace(HEAD_END, `  ${head}\n  ${HEAD_END}`);
  const { page, href } = rendered;
  return shell
    .replace(HEAD_END, `  ${head}\n    <link rel="stylesheet" href="${href}" />\n  ${HEAD_END}`)
    .replace(MAIN, `<main id="orebit-page">\n${page.html(href)}\n</main>`);
}

/** Rollup plugin for the server render's bundle: runs it once written, and writes the page and its stylesheet. */
export function prerenderPage(shell = 'widgets/page/index.html'): Plugin {
  return {
    name: 'orebit-prerender-page',
    async writeBundle(output) {
      // A query per build: Node caches a module by URL, and `rollup -c --watch` builds again.
      const url = `${pathToFileURL(output.file!).href}?${Date.now()}`;
      const server = (await import(url)) as ServerModule;
      const page = server.renderPage();
      const href = `/sections.${createHash('sha256').update(page.css).digest('hex').slice(0, 12)}.css`;
      writeFileSync(`dist${href}`, page.css);
      const template = readFileSync(shell, 'utf8');
      const head = server.pageHead();
      writeFileSync('dist/index.html', fillShell(template, head, { page, href }));
      // Its script's module for a page without the server's sections, asked for beside page.js (the
      // page's script imports it once it runs), so that the comparison's page waits for no more
      // round trips than it did when page.js carried that code.
      const client = readdirSync('dist/widgets', { recursive: true, encoding: 'utf8' }).find((file) =>
        /^v[^/]+\/page\/client-page-[\w-]+\.js$/.test(file),
      );
      if (!client) throw new Error('No client-page module in dist/widgets/v<version>/page/: build the page first.');
      writeFileSync(
        'dist/demo/client-rendered.html',
        fillShell(template, `${head}\n    <link rel="modulepreload" href="/widgets/${client}" />`),
      );
      const { robots, sitemap } = server.crawlerFiles();
      writeFileSync('dist/robots.txt', robots);
      writeFileSync('dist/sitemap.xml', sitemap);
    },
  };
}
