import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type LocatorScreenshotOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

// Debian's Chromium driven by playwright-core (playwright cannot download its own here).

/** A browser for one test file. */
export interface TestBrowser {
  /** A new page in a context of its own (its own clock, storage and media settings; `options` such as `javaScriptEnabled`). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Opens `url` in a new page and records what the page logs. */
  open(url: string): Promise<OpenPage>;
  close(): Promise<void>;
}

/** An open page with everything it logged. */
interface OpenPage {
  page: Page;
  /** Console messages as "type: text", and uncaught page errors as "pageerror: message". */
  logs: string[];
}

/** Launches Chromium. */
async function launchBrowser(): Promise<TestBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const newPage = async (options: BrowserContextOptions = {}) => {
    // A context per page: Playwright's clock and emulated media belong to the context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    // Closing the page closes its context. The browser may be closing already (afterAll), and
    // then the context is gone with it: nothing to report.
    page.once('close', () => {
      context.close().catch(() => undefined);
    });
    return page;
  };
  return {
    newPage,
    async open(url) {
      const page = await newPage();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
      await page.goto(url);
      return { page, logs };
    },
    async close() {
      await browser.close();
    },
  };
}

/** Launches one browser for the calling test file and closes it after; call at the top level. */
export function browserPerFile(): () => TestBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browserPerFile(): the browser is only there inside tests');
    return browser;
  };
}

/**
 * Installs Playwright's fake clock on `page` paused at `at` (default: now), before the page
 * loads: from then on time moves only through `page.clock.runFor` and the like. A clock paused
 * after the page loaded would stand wherever a loaded machine had got to, so poll timings measured
 * from the first request would drift. Returns the paused instant.
 */
export async function pausedClock(page: Page, at = Date.now()): Promise<number> {
  await page.clock.install({ time: at - 1_000 });
  await page.clock.pauseAt(at);
  return at;
}

/**
 * Moves a paused clock on, 16 ms at a time, until `done()` holds: a loading page's effects and
 * frames run on the fake clock too. The clock stops at most one step after `done` became true,
 * so timings counted from that moment stay exact to a step.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { stepMs = 16, timeoutMs = 20_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`runClockUntil: the condition did not hold within ${timeoutMs} ms`);
    await page.clock.runFor(stepMs);
  }
}

/**
 * Scrolls the full page's sections into view one by one, as a reader scrolling down to the footer,
 * each once it is live (it hydrates as it is reached), then back to the top.
 */
export async function reachEverySection(page: Page): Promise<void> {
  const hosts = page.locator('#orebit-page > [server-rendered]');
  const count = await hosts.count();
  for (let i = 0; i < count; i++) {
    const host = hosts.nth(i);
    await host.evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
    await expect
      .poll(() =>
        host.evaluate(
          (el) => (window as { Orebit?: { instances: Map<Element, unknown> } }).Orebit?.instances.has(el) ?? false,
        ),
      )
      .toBe(true);
  }
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Scrolls a section of the full page into view and waits until the browser has drawn it: a section
 * below the first screen is `content-visibility: auto`, skipped (its stand-in height, nothing
 * painted) until it comes near the viewport, and again once it is far from it.
 */
export async function showSection(host: Locator): Promise<void> {
  await host.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(host)).toBe(true);
}

/** Whether the browser draws a section of the full page now (not skipped by `content-visibility: auto`). */
export const drawn = (host: Locator): Promise<boolean> =>
  host.evaluate((el) => el.shadowRoot!.lastElementChild!.checkVisibility({ contentVisibilityAuto: true }));

/**
 * A section of the full page brought into view and photographed as it stays: shot again until two
 * shots in a row agree (at most five), so that a frame caught while the page still moved (a capture
 * taller than the viewport, made while the page scrolled) is not taken for the section's look.
 */
export async function steadyShot(host: Locator, options: LocatorScreenshotOptions = {}): Promise<Buffer> {
  await showSection(host);
  const shoot = () => host.screenshot({ animations: 'disabled', caret: 'hide', ...options });
  let shot = await shoot();
  for (let i = 0; i < 4; i++) {
    const again = await shoot();
    if (again.equals(shot)) break;
    shot = again;
  }
  return shot;
}

/**
 * Draws every section of the full page once, so that each has its own height rather than its
 * stand-in (and every section's place on the page is final), then scrolls back to the top.
 */
export async function drawEverySection(page: Page): Promise<void> {
  const hosts = page.locator('#orebit-page > [server-rendered]');
  for (let i = 0; i < (await hosts.count()); i++) await showSection(hosts.nth(i));
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
}

/** Holds the full page's script (/widgets/page.js) on `page` until the returned `release()`: the server's page stays as it was parsed. */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widgets\/page\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
