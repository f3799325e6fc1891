import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { trackRequests } from '../../scripts/page-settled.ts';
import { PAGE_DATA_ID } from '../../contract/page-data';
import { PAGE_SECTIONS } from '../../widgets/page/sections';
import { OTHER_LANGS } from '../../widgets/_runtime/locale';
import { SERVER_STYLE } from '../../widgets/_runtime/server-rendering';
import { pagePath } from '../../contract/brand';
import { browserPerFile, reachEverySection } from './browser';

// The official page in its languages. In the pseudo-locales (docs/translating.md#pseudo-locales)
// every text through t() shows accented and in brackets, 40 % longer. A text a reader sees or hears that is still plain
// English was never translated; a section wider than its place, or a page wider than the window,
// does not fit the longer texts of the real languages either.

const base = inject('baseUrl');
const browser = browserPerFile();

/**
 * What a reader meets on the page, in the document and in every shadow root: each visible text
 * (with its element's name) and each `aria-label`, `title`, `alt` and `placeholder`.
 */
const readerTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot);
          for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
            const value = node.getAttribute(name);
            if (value) out.push(`${node.localName}[${name}]: ${value}`);
          }
          continue;
        }
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, template, .ob-nojs')) continue;
        const box = parent.getBoundingClientRect();
        if (box.width && box.height && getComputedStyle(parent).visibility !== 'hidden')
          out.push(`${parent.localName}: ${text}`);
      }
    };
    walk(document);
    return out;
  });

/**
 * Whether `text` (the part after its element's name) has English words outside the pseudo-locale's
 * brackets: a lower-case word of three letters or more. Names stay as they are and start with a
 * capital (MetaMask, Trust Wallet, Ethereum); handles have their marks (u/defi_dave, orebit_trader).
 */
const english = (text: string) =>
  /(^|[\s(])[a-z]{3,}($|[\s.,:;!?)])/.test(text.replace(/^[^:]*: /, '').replace(/\[[^\]]*\]?/g, ' '));

/**
 * The sections wider than their place on the page: for each, its root's width against its box's and
 * the deepest elements that stick out past its edges.
 */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#orebit-page > *')].flatMap((host) => {
      const root = host.shadowRoot?.querySelector('.orebit-root');
      if (!root || root.scrollWidth <= root.clientWidth + 1) return [];
      // What sticks out: the deepest elements past the root's edge, on the right or (right to left) the left.
      const box = root.getBoundingClientRect();
      const sticksOut = (el: Element) => {
        const { left, right } = el.getBoundingClientRect();
        return right > box.right + 1 || left < box.left - 1;
      };
      const out = [...root.querySelectorAll('*')].filter((el) => sticksOut(el) && ![...el.children].some(sticksOut));
      return [
        `${host.localName}: ${root.scrollWidth} > ${root.clientWidth}: ${out
          .slice(0, 3)
          .map((el) => `${el.localName}.${el.getAttribute('class')} "${el.textContent!.slice(0, 40)}"`)
          .join(', ')}`,
      ];
    }),
  );

describe.each(['en-XA', 'ar-XB'])('the page in %s', (lang) => {
  it.each([375, 1280])('at %i px leaves no English text and nothing wider than its place', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const requests = trackRequests(page);
    const res = await page.goto(`${base}/${lang}/`);
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await reachEverySection(page);
    await requests.settled();
    // Every section is live in the language, hydrated from the texts the server wrote.
    expect(
      await page.evaluate(
        () => [...document.querySelectorAll('#orebit-page > [server-rendered]')].filter((el) => el.shadowRoot).length,
      ),
    ).toBe(PAGE_SECTIONS.length);
    const texts = await readerTexts(page);
    expect(texts.filter((text) => text.includes('[')).length).toBeGreaterThan(300);
    // What readers and the newsroom wrote (the page's data block) stays as it was written.
    const written = new Set(
      Object.values(
        JSON.parse((await page.textContent(`#${PAGE_DATA_ID}`))!).queries as Record<string, unknown>,
      ).flatMap((answer) =>
        Array.isArray(answer)
          ? answer.flatMap((item: Record<string, unknown>) =>
              ['title', 'content', 'source', 'author'].map((key) => String(item[key] ?? '').trim()),
            )
          : [],
      ),
    );
    expect(texts.filter((text) => english(text) && !written.has(text.replace(/^[^:]*: /, '')))).toEqual([]);
    // Longer texts still fit: no section wider than the page, and no sideways scroll.
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the page in every language at 375 px', () => {
  it('fits the window, with no section wider than its place', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 800 } });
    for (const lang of ['', ...OTHER_LANGS]) {
      await page.goto(`${base}/${lang && `${lang}/`}`);
      await reachEverySection(page);
      expect([lang, ...(await overflowing(page))]).toEqual([lang]);
      expect([lang, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([lang, 375]);
    }
    await page.close();
  });
});

describe('the language menu in the nav', () => {
  it('takes the reader to the page in another language, in the section the nav took them to', async () => {
    // Reduced motion: the nav's links jump at once (no smooth scroll still going on below).
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(`${base}/es/`);
    // The menu keeps the reader's place once the nav is hydrated (its Spanish pack loaded): hydration
    // turns the server's stand-ins for style attributes into inline styles.
    await expect
      .poll(() =>
        page
          .locator('orebit-nav')
          .evaluate((nav, attribute) => !nav.shadowRoot!.querySelector(`[${attribute}]`), SERVER_STYLE),
      )
      .toBe(true);
    // The reader goes to the news by the nav, then back up to the nav's language menu.
    await page.locator('orebit-nav .links a', { hasText: 'Noticias' }).click();
    await expect.poll(() => page.url()).toBe(`${base}/es/#news`);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    const menu = page.locator('orebit-nav details.languages');
    await menu.locator('summary').click();
    const korean = menu.locator('a[hreflang="ko"]');
    expect(await korean.textContent()).toBe('한국어');
    expect(await menu.locator('a[aria-current="page"]').getAttribute('hreflang')).toBe('es');
    await korean.click();
    await expect.poll(() => page.url()).toBe(`${base}/ko/#news`);
    await page.waitForLoadState();
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('news')!.getBoundingClientRect().top)))
      .toBeLessThan(100);
    await page.close();
  });

  it('is a list of plain links without JavaScript', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    await page.goto(`${base}/ar/`);
    const links = page.locator('orebit-nav details.languages a');
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      ['en', ...OTHER_LANGS].map(pagePath),
    );
    await page.locator('orebit-nav summary').click();
    await links.filter({ hasText: 'English' }).click();
    await page.waitForURL(`${base}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.close();
  });
});

describe('a section in another language before its language pack is here', () => {
  it('keeps what the reader typed, pressed and clicked, and does it once the pack has come', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    // The page is never idle and the reader never scrolls: the premium section waits, unhydrated.
    await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    // The SMS alerts' pack (first screen: its code is in page.js) and the premium section's are held
    // on their way until the reader has acted.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/widgets\/v[\d.]+\/locales\/es\/(sms-alerts|premium)\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname.split('/').pop()!);
      await released;
      await route.continue();
    });
    await page.goto(`${base}/es/`, { waitUntil: 'domcontentloaded' });
    const sms = page.locator('orebit-sms-alerts');
    const phone = sms.locator('#ob-sms-phone');
    await phone.fill('+34 600 000 111');
    await phone.press('Enter');
    const premium = page.locator('orebit-premium');
    const yearly = premium.getByRole('button', { name: /^Anual/ });
    await yearly.evaluate((button) => (button as HTMLElement).click());
    await expect.poll(() => new Set(asked).size).toBe(2);
    // Held: the form was not submitted by the browser (the page stays), the plan not yet chosen.
    expect(page.url()).toBe(`${base}/es/`);
    expect(asked.sort()).toEqual(['premium.js', 'sms-alerts.js']);
    expect(await sms.getByTestId('sms-active').count()).toBe(0);
    expect(await yearly.getAttribute('aria-pressed')).not.toBe('true');

    release();
    await expect.poll(() => sms.getByTestId('sms-active').textContent()).toContain('+34 600 000 111');
    await expect.poll(() => yearly.getAttribute('aria-pressed')).toBe('true');
    expect(page.url()).toBe(`${base}/es/`);
    await page.close();
  });
});
