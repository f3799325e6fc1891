import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, reachEverySection } from './browser';

// No figure on the official page — a price, an amount, a percentage, a count, with its currency sign
// or code — breaks across lines inside itself at any width a reader may have: each figure's text is
// laid out on one line box. The page holds every section, so every widget's figures are here.

const base = inject('baseUrl');
const browser = browserPerFile();

/** The widths measured, px: phones, a tablet, the laptop widths where the hero's four stats share a row. */
const WIDTHS = [320, 360, 375, 412, 600, 768, 1024, 1100, 1180, 1280];

/**
 * A figure: a number with its currency symbol, percent sign or three-letter code attached, and its
 * sign where one stands before it (not the dash of a range such as "23-24", where a line may break).
 */
const FIGURE = String.raw`(?:(?<![\dA-Za-z])[+\-−])?[$€£¥₩]?\d(?:[\d.,:]*\d)?(?:%|[A-Z]{3}(?![A-Za-z]))?`;

/**
 * Each figure on the page laid out on more than one line: its widget and text. Not in what readers
 * and the newsroom wrote (the page's data block): a word of theirs too long for a line breaks where
 * the line ends, digits or not ("&#60;script&#62;" in a title).
 */
function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const queries = JSON.parse(document.getElementById('orebit-data')?.textContent ?? '{"queries":{}}').queries;
    const written = Object.values(queries as Record<string, unknown>).flatMap((answer) =>
      Array.isArray(answer)
        ? answer.flatMap((item: Record<string, unknown>) =>
            ['title', 'content', 'source', 'author'].map((key) => String(item[key] ?? '')),
          )
        : [],
    );
    const theirs = (text: string) =>
      written.includes(text) || (text.length >= 8 && written.some((w) => w.includes(text)));
    const broken: string[] = [];
    const visit = (root: Document | ShadowRoot, widget: string) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot, node.localName);
          continue;
        }
        if (theirs(node.textContent!.trim())) continue;
        for (const match of node.textContent!.matchAll(new RegExp(source, 'g'))) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
          );
          if (lines.size > 1) broken.push(`${widget}: "${match[0]}" on ${lines.size} lines`);
        }
      }
    };
    visit(document, 'page');
    return broken;
  }, FIGURE);
}

describe('figures on the official page', () => {
  it('never break inside a number or a currency code, from 320 to 1280 px', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/`);
    // Live, with the API's figures, which may be longer than the server's.
    await reachEverySection(page);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      found.push(...(await brokenFigures(page)).map((figure) => `${width} px, ${figure}`));
    }
    expect(found).toEqual([]);
    await page.close();
  });
});
