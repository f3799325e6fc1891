import puppeteer from 'puppeteer-core';
import type { Driver, DriverPage, Viewport } from './driver';

// Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (docs/testing.md#other-engines-firefox-and-webkit).

/** The browser binary (FIREFOX_PATH overrides). */
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS = { Enter: 'Enter', Escape: 'Escape', Tab: 'Tab', F8: 'F8' } as const;

/** Launches Firefox. */
export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No calls out to the network, which these machines do not have.
    extraPrefsFirefox: {
      'network.captive-portal-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'app.update.enabled': false,
    },
  });
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`;
  return {
    version,
    async newPage(): Promise<DriverPage> {
      const page = await browser.newPage();
      const setViewport = ({ width, height }: Viewport) => page.setViewport({ width, height });
      return {
        async goto(url, viewport) {
          await setViewport(viewport);
          await page.goto(url, { waitUntil: 'load' });
        },
        setViewport,
        run: (expression) => page.evaluate(expression),
        async clickAt(x, y) {
          await page.mouse.click(x, y);
        },
        async type(text) {
          await page.keyboard.type(text);
        },
        async press(key) {
          await page.keyboard.press(KEYS[key]);
        },
        async screenshot() {
          return Buffer.from(await page.screenshot({ type: 'png' }));
        },
        async close() {
          await page.close();
        },
      };
    },
    async close() {
      await browser.close();
    },
  };
}
