import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// Debian's Chromium driven by playwright-core (DESIGN.md § Toolchain facts).

/** A browser for one test file. */
export interface TestBrowser {
  /** A new page in a context of its own (its own clock, storage and media settings). */
  newPage(): Promise<Page>;
  /** Opens `url` in a new page and records what the page logs. */
  open(url: string): Promise<OpenPage>;
  close(): Promise<void>;
}

/** An open page with everything it logged. */
export interface OpenPage {
  page: Page;
  /** Console messages as "type: text", and uncaught page errors as "pageerror: message". */
  logs: string[];
}

/** Launches Chromium. */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const newPage = async () => {
    // A context per page: Playwright's clock and emulated media belong to the context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
export function useBrowser(): () => TestBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is only there inside tests');
    return browser;
  };
}
