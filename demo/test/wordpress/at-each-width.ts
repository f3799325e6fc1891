import type { Page } from 'playwright-core';
import type { TestBrowser } from '../browser';
import { WIDTHS } from '../layout-fixtures';
import type { WordPressSite } from './site';

/** What a post showed: the checks' failures (each with its width), what the browser and WordPress logged meanwhile. */
export interface PostRun {
  failures: string[];
  logs: string[];
  wordpressLog: string;
}

/** Opens `url` at each of the layout tests' widths in turn (a fresh load each) and runs `check` on it. */
export async function atEachWidth(
  browser: TestBrowser,
  site: WordPressSite,
  url: string,
  check: (page: Page, width: number) => Promise<string[]>,
): Promise<PostRun> {
  const logged = site.debugLog().length;
  const { page, logs } = await browser.open(url);
  const failures: string[] = [];
  try {
    for (const width of WIDTHS) {
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 812 });
        await page.reload();
      }
      failures.push(...(await check(page, width)).map((failure) => `${width} px: ${failure}`));
    }
  } finally {
    await page.close();
  }
  return { failures, logs, wordpressLog: site.debugLog().slice(logged) };
}
