// Bench part 11: the floating concierge's facade (widgets/concierge/facade.ts). Its bytes and the
// chat's it loads (the manifest's gzip); its own main-thread work before the reader acts; and the
// first open on a warm connection (the page's own origin, the connection already open for the
// facade) at 4× CPU: from the reader's press on the launcher to the first frame that shows the chat
// panel, when the pointer crossed the launcher first (the chat fetched on hover, the usual path with
// a mouse) and when it did not (a tap: the chat is fetched from the press).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { int, median, ms, table } from './table.ts';
import { throttle } from './browser.ts';

const PAGE = '<p>A partner’s post.</p><script src="/widgets/concierge.js" data-mode="floating" async></script>';

/** One first open on a fresh page, in ms from the press to the frame that shows the panel. */
async function firstOpen(browser: Browser, base: string, path: 'hover' | 'tap'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: path === 'tap' });
  const page = await context.newPage();
  await page.route(`${base}/bench/facade.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orebit bench</title></head><body><main>${PAGE}</main></body></html>`,
    }),
  );
  await throttle(context, page, 4);
  await page.goto(`${base}/bench/facade.html`);
  const host = page.locator('orebit-concierge');
  const launcher = host.getByRole('button', { name: 'Open Orebit AI Concierge' });
  await launcher.waitFor();
  if (path === 'hover') {
    await launcher.hover();
    await host.locator('#ob-chat-input').waitFor({ state: 'attached' });
  }
  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let pressed = NaN;
        document.addEventListener('pointerdown', () => (pressed = performance.now()), { capture: true, once: true });
        const panel = () =>
          document.querySelector('orebit-concierge')!.shadowRoot!.querySelector<HTMLElement>('.panel');
        const check = () => {
          if (panel() && !panel()!.hidden) requestAnimationFrame(() => resolve(performance.now() - pressed));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await (path === 'tap' ? launcher.tap() : launcher.click());
  const time = await shown;
  await context.close();
  return time;
}

/**
 * The facade's main-thread work on a fresh page at 4× CPU, in ms: compiling and running its script
 * (its text fetched beforehand, run by eval so that the network is not counted) until its launcher
 * is drawn in the page's `[data-orebit-widget]` element.
 */
async function facadeWork(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${base}/bench/facade-work.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orebit bench</title></head><body><main><p>A partner’s post.</p><div data-orebit-widget="concierge" data-mode="floating"></div></main></body></html>',
    }),
  );
  await throttle(context, page, 4);
  await page.goto(`${base}/bench/facade-work.html`);
  const time = await page.evaluate(async () => {
    const text = await (await fetch('/widgets/concierge.js')).text();
    const host = document.querySelector('[data-orebit-widget]')!;
    const drawn = new Promise<number>((resolve) => {
      const check = () =>
        host.shadowRoot?.querySelector('.launcher') ? resolve(performance.now()) : queueMicrotask(check);
      queueMicrotask(check);
    });
    const start = performance.now();
    (0, eval)(text);
    return (await drawn) - start;
  });
  await context.close();
  return time;
}

/** Part 10's table. */
export async function benchConciergeFacade(
  browser: Browser,
  base: string,
  runs: number,
): Promise<{ markdown: string }> {
  const manifest = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as {
    version: string;
    files: Record<string, { gzip: number; brotli: number }>;
  };
  const file = (name: string) => manifest.files[name]!;
  const hover: number[] = [];
  const tap: number[] = [];
  const work: number[] = [];
  for (let i = 0; i < runs; i++) {
    work.push(await facadeWork(browser, base));
    hover.push(await firstOpen(browser, base, 'hover'));
    tap.push(await firstOpen(browser, base, 'tap'));
  }
  const facade = file('concierge.js');
  const chat = file(`v${manifest.version}/concierge-chat.js`);
  return {
    markdown: [
      table(
        ['file', 'gzip B', 'brotli B', 'loaded'],
        [
          ['concierge.js (the facade)', int(facade.gzip), int(facade.brotli), 'on every page view'],
          [
            `v${manifest.version}/concierge-chat.js (the chat)`,
            int(chat.gzip),
            int(chat.brotli),
            'on hover, focus or press',
          ],
        ],
      ),
      '',
      table(
        ['4× CPU, the chat from the page’s own origin (a warm connection)', `median ms (${runs} runs)`, 'max ms'],
        [
          [
            '(before use) the facade’s own work: its script run until the launcher is drawn',
            ms(median(work)),
            ms(Math.max(...work)),
          ],
          [
            'first open (press → first frame with the panel), the chat fetched on hover first (mouse)',
            ms(median(hover)),
            ms(Math.max(...hover)),
          ],
          ['first open, no hover (a tap: the chat fetched from the press)', ms(median(tap)), ms(Math.max(...tap))],
        ],
      ),
    ].join('\n'),
  };
}
