// Bench part 14: what a language costs. The bytes: each language's packs (the manifest's gzip), one
// per widget, fetched only by a reader of that language and only for the widgets on their page, and
// the catalog the Worker reads to write a page in it. The time: a partner's widget on a fresh page
// at 4× CPU, from the navigation to the first frame that shows it (English) or shows it in the
// language (its root's `lang`), interleaved, so that English and the language meet the same machine.
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { OTHER_LANGS } from '../../widgets/_runtime/locale.ts';
import { throttle } from './browser.ts';
import { int, median, ms, table, times } from './table.ts';

interface Manifest {
  version: string;
  widgets: string[];
  files: Record<string, { gzip: number }>;
}

/** The partner widgets timed, as a partner places them. */
const PLACED = [
  ['referral', ''],
  ['yield-farming', 'data-view="calculator"'],
] as const;

/** ms from the navigation to the first frame that shows `widget` in `lang` (English: shows it at all). */
async function firstRender(browser: Browser, base: string, widget: string, attrs: string, lang: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${base}/bench/language.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orebit bench</title></head><body><main><p>A partner’s post.</p><div data-orebit-widget="${widget}" ${attrs} data-locale="${lang}"></div><script src="/widgets/${widget}.js" async></script></main></body></html>`,
    }),
  );
  // Each frame until the widget's root shows in the language (its text, not the held height).
  await page.addInitScript((want) => {
    const check = () => {
      const root = document.querySelector('[data-orebit-widget]')?.shadowRoot?.querySelector('.orebit-root');
      if (root && root.getAttribute('lang') === want && root.textContent)
        (window as unknown as { shown: number }).shown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, lang);
  await throttle(context, page, 4);
  await page.goto(`${base}/bench/language.html`);
  const shown = await page.waitForFunction(() => (window as unknown as { shown?: number }).shown);
  const time = (await shown.jsonValue()) as number;
  await context.close();
  return time;
}

export async function benchLanguages(browser: Browser, base: string, runs: number): Promise<{ markdown: string }> {
  const manifest = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as Manifest;
  const packs = (lang: string) =>
    manifest.widgets.map((widget) => manifest.files[`v${manifest.version}/locales/${lang}/${widget}.js`]?.gzip ?? 0);
  const shared = Object.entries(manifest.files).find(([file]) => /\/locales\/pack-[\w-]+\.js$/.test(file))?.[1].gzip;
  const catalog = (lang: string) => {
    const file = `dist/widgets/v${manifest.version}/locales/${lang}.json`;
    return [statSync(file).size, gzipSync(readFileSync(file), { level: 9 }).length];
  };
  const bytes = table(
    ['language', 'packs: smallest', 'median', 'largest', 'all 17 (the page)', 'Worker catalog (raw / gzip)'],
    OTHER_LANGS.map((lang) => {
      const sizes = packs(lang).sort((a, b) => a - b);
      const [raw, gzip] = catalog(lang);
      return [
        lang,
        int(sizes[0]!),
        int(median(sizes)),
        int(sizes.at(-1)!),
        int(sizes.reduce((sum, n) => sum + n, 0)),
        `${int(raw!)} / ${int(gzip!)}`,
      ];
    }),
  );
  const times_: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++)
    for (const [widget, attrs] of PLACED)
      for (const lang of ['en', ...OTHER_LANGS])
        (times_[`${widget} ${lang}`] ??= []).push(await firstRender(browser, base, widget, attrs, lang));
  const timing = table(
    ['widget', 'language', 'first render, median ms', '÷ English'],
    PLACED.flatMap(([widget]) => {
      const english = median(times_[`${widget} en`]!);
      return ['en', ...OTHER_LANGS].map((lang) => {
        const value = median(times_[`${widget} ${lang}`]!);
        return [widget, lang, ms(value), lang === 'en' ? '' : times(value / english)];
      });
    }),
  );
  return {
    markdown:
      `Bytes (gzip level 9, B); the packs share one chunk of formats (${int(shared ?? 0)} B), fetched once per page:\n\n${bytes}\n\n` +
      `First render on a fresh page, 4× CPU, ${runs} runs interleaved (English loads no pack; another language loads its pack and the shared chunk):\n\n${timing}`,
  };
}
