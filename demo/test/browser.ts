import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

// Debian's Chromium driven by playwright-core (DESIGN.md § Toolchain facts). The flags keep it
// from calling out to the network, which these machines do not have.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A browser for one test file. */
export interface TestBrowser {
  context: BrowserContext;
  /** Opens `path` on the dev server and records what the page logs. */
  open(url: string): Promise<OpenPage>;
  close(): Promise<void>;
}

/** An open page with everything it logged. */
export interface OpenPage {
  page: Page;
  /** Console messages as "type: text", and uncaught page errors as "pageerror: message". */
  logs: string[];
}

/** Launches Chromium with a fresh profile. */
export async function launchBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'orebit-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async open(url) {
      const page = await context.newPage();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
      await page.goto(url);
      return { page, logs };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
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
