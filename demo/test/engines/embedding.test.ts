import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePartnerCopy, type PartnerPage } from '../partner-page';
import { scrollThroughSections } from '../server-render-probe';
import { PAGE_SECTIONS } from '../../../widgets/page/sections';
import { ENGINES, useEngine, type EnginePage } from './engine';

// The embedding contract (docs/embedding.md#embedding-a-widget) in Firefox and in WebKit: the full page, one-tag widgets on a
// partner page of another origin, the strictest host policy, the forum and the phone-width nav.
// The same checks as in Chromium, through the engine drivers (engine.ts).

// The page's order (widgets/page/sections.ts, which widgets/catalog.test.ts holds to the product's order).
const PAGE_ORDER = PAGE_SECTIONS.map((s) => s.name);
const FOOTER_TEXT = { css: 'orebit-footer >>> p', text: '© 2025 Orebit. All rights reserved.' };
const ARABIC_TITLE: string = JSON.parse(readFileSync('widgets/referral/locales/ar.json', 'utf8')).messages[
  'Share and Earn'
];

/** The trimmed text of the element `css` finds. */
const textOf = (page: EnginePage, css: string) => page.text(css);

describe.each(ENGINES)('%s', (name) => {
  const engine = useEngine(name);

  describe('the full page', () => {
    it('mounts every built section in the page’s order, each in an open shadow root with its stylesheet and text, and logs nothing', async () => {
      const { base } = engine();
      const page = await engine().open(`${base}/`);
      await expect.poll(() => page.count(FOOTER_TEXT), { timeout: 20_000 }).toBe(1);
      const built: string[] = await (
        await fetch(`${base}/widgets/manifest.json`)
      )
        .json()
        .then((m: { widgets: string[] }) => m.widgets);
      const expected = PAGE_ORDER.filter((section) => built.includes(section));
      expect(expected).toEqual(expect.arrayContaining(['nav', 'hero', 'yield-farming', 'footer']));
      // The server-rendered sections show their text at once and hydrate one per task as the reader
      // reaches them: scroll to the footer, then wait until every one is live (in the page's
      // registry). A hydrated root keeps the server's stylesheet link; a mounted one adopts sheets.
      await page.evaluate(scrollThroughSections);
      const sections = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#orebit-page > *')]
            .filter((el) => el.localName.startsWith('orebit-'))
            .map((el) => ({
              name: el.localName.slice('orebit-'.length),
              open: el.shadowRoot?.mode ?? null,
              live: (window as unknown as { Orebit?: { instances: Map<Element, unknown> } }).Orebit?.instances.has(el),
              styled:
                (el.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0 ||
                el.shadowRoot?.firstElementChild?.localName === 'link',
              // Text a reader sees, inside the section's root.
              text: (el.shadowRoot?.querySelector('.orebit-root')?.textContent ?? '').trim().length > 0,
            })),
        );
      await expect
        .poll(async () => (await sections()).filter((s) => s.text && s.live).length, { timeout: 20_000 })
        .toBe(expected.length);
      const shown = await sections();
      expect(shown.map((s) => s.name)).toEqual(expected);
      for (const section of shown)
        expect(section, section.name).toEqual({
          name: section.name,
          open: 'open',
          live: true,
          styled: true,
          text: true,
        });
      expect(await page.logs()).toEqual([]);
      await page.close();
    });
  });

  describe('the nav at 375 px', () => {
    it('moves the links into a side drawer that the toggle opens and Escape closes, focus back on the toggle', async () => {
      const { base } = engine();
      const page = await engine().open(`${base}/`, { width: 375, height: 740 });
      expect(await page.evaluate(() => innerWidth)).toBe(375);
      const toggle = 'orebit-nav >>> button[aria-label="Open menu"]';
      await expect.poll(() => page.visible(toggle), { timeout: 20_000 }).toBe(true);
      expect(await page.visible('orebit-nav >>> .links')).toBe(false);
      const drawer = 'orebit-nav >>> dialog[aria-label="Menu"]';
      expect(await page.visible(drawer)).toBe(false);
      await page.click(toggle);
      await expect.poll(() => page.visible(drawer)).toBe(true);
      expect(
        await page.evaluateOn(drawer, (el) => [...el!.querySelectorAll('a')].map((a) => a.textContent!.trim())),
      ).toEqual(['Dashboard', 'Portfolio', 'Learn', 'Community', 'News', 'AI Assistant']);
      expect(await page.visible({ css: `${drawer} button`, text: 'Launch App' })).toBe(true);
      // The drawer fits the phone's width.
      expect(await page.evaluateOn(drawer, (el) => el!.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
      await page.press('Escape');
      await expect.poll(() => page.visible(drawer)).toBe(false);
      expect(
        await page.evaluateOn('orebit-nav', (el) => el!.shadowRoot!.activeElement?.getAttribute('aria-label') ?? null),
      ).toBe('Open menu');
      // Nothing scrolls sideways once the drawer's closing slide has ended (on a loaded machine the
      // slide may still be under way here, the drawer half off the page).
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await page.logs()).toEqual([]);
      await page.close();
    });
  });

  describe('a partner page on another origin', () => {
    let partner: PartnerPage;
    beforeAll(async () => {
      partner = await servePartnerCopy(`${engine().base}/demo/partner-blog.html`);
    });
    afterAll(async () => {
      await partner?.close();
    });

    it('runs the calculator from one script tag: 892 ORB by default, 4,460 ORB for 5000 after Calculate', async () => {
      expect(partner.origin).not.toBe(engine().base);
      const page = await engine().open(`${partner.origin}/`);
      const calculator = 'aside orebit-yield-farming';
      await expect
        .poll(() => textOf(page, `${calculator} >>> [data-testid="reward-tokens"]`), { timeout: 20_000 })
        .toBe('892 ORB');
      // It mounted in its script tag's place (the tag inside it), in an open shadow root styled by adopted sheets.
      expect(await page.evaluate(() => document.querySelector('aside script')?.parentElement?.localName)).toBe(
        'orebit-yield-farming',
      );
      expect(
        await page.evaluateOn(calculator, (el) => ({
          mode: el!.shadowRoot!.mode,
          sheets: el!.shadowRoot!.adoptedStyleSheets.length,
          styles: el!.shadowRoot!.querySelectorAll('style').length,
        })),
      ).toEqual({ mode: 'open', sheets: 2, styles: 0 });
      await page.fill(`${calculator} >>> input[name="amount"]`, '5000');
      // Typing alone changes nothing.
      expect(await textOf(page, `${calculator} >>> [data-testid="reward-tokens"]`)).toBe('892 ORB');
      await page.click({ css: `${calculator} >>> button`, text: 'Calculate' });
      await expect.poll(() => textOf(page, `${calculator} >>> [data-testid="reward-tokens"]`)).toBe('4,460 ORB');
      expect(await textOf(page, `${calculator} >>> [data-testid="reward-usd"]`)).toBe('≈ $44,600 USD');
      expect(await page.logs()).toEqual([]);
      await page.close();
    });

    it('draws the floating concierge’s launcher alone until it has the focus, and opens it with Enter', async () => {
      const page = await engine().open(`${partner.origin}/`);
      const concierge = 'orebit-concierge';
      const launcher = `${concierge} >>> button[aria-label="Open Orebit AI Concierge"]`;
      await expect.poll(() => page.visible(launcher), { timeout: 20_000 }).toBe(true);
      // The page's other widget is up and the launcher is drawn: the chat is not (its script is a facade).
      await expect
        .poll(() => textOf(page, 'aside orebit-yield-farming >>> [data-testid="reward-tokens"]'), { timeout: 20_000 })
        .toBe('892 ORB');
      const chatMounted = () =>
        page.evaluateOn(concierge, (el) => el!.shadowRoot!.querySelector('#ob-chat-input') !== null);
      expect(await chatMounted()).toBe(false);
      const semantics = () =>
        page.evaluateOn(concierge, (el) => {
          const button = el!.shadowRoot!.querySelector('button.launcher')!;
          return ['aria-label', 'aria-expanded', 'aria-controls'].map((name) => button.getAttribute(name));
        });
      const before = await semantics();
      expect(before).toEqual(['Open Orebit AI Concierge', 'false', 'ob-chat-panel']);
      await page.evaluateOn(concierge, (el) => el!.shadowRoot!.querySelector<HTMLElement>('button.launcher')!.focus());
      await page.press('Enter');
      const panel = `${concierge} >>> [role="dialog"][aria-label="Orebit AI Concierge"]`;
      await expect.poll(() => page.visible(panel)).toBe(true);
      await expect
        .poll(() => page.evaluateOn(concierge, (el) => el!.shadowRoot!.activeElement?.id ?? null))
        .toBe('ob-chat-input');
      // Escape: the launcher the chat drew, named and described as the facade's was, has the focus back.
      await page.press('Escape');
      await expect.poll(() => page.visible(panel)).toBe(false);
      expect(
        await page.evaluateOn(concierge, (el) => el!.shadowRoot!.activeElement?.getAttribute('aria-label') ?? null),
      ).toBe('Open Orebit AI Concierge');
      expect(await semantics()).toEqual(before);
      expect(await page.logs()).toEqual([]);
      await page.close();
    });

    it('opens the floating concierge from its launcher, and it answers', async () => {
      const page = await engine().open(`${partner.origin}/`);
      const concierge = 'orebit-concierge';
      const launcher = `${concierge} >>> button[aria-label="Open Orebit AI Concierge"]`;
      await expect.poll(() => page.visible(launcher), { timeout: 20_000 }).toBe(true);
      const panel = `${concierge} >>> [role="dialog"][aria-label="Orebit AI Concierge"]`;
      expect(await page.visible(panel)).toBe(false);
      await page.click(launcher);
      await expect.poll(() => page.visible(panel)).toBe(true);
      // Focus is in the message field: the question is typed there.
      await expect
        .poll(() => page.evaluateOn(concierge, (el) => el!.shadowRoot!.activeElement?.id ?? null))
        .toBe('ob-chat-input');
      await page.fill(`${concierge} >>> #ob-chat-input`, 'What is Orebit?');
      await page.press('Enter');
      await expect
        .poll(
          () =>
            page.evaluateOn(
              concierge,
              (el) => [...el!.shadowRoot!.querySelectorAll('.msg.ai > p')].at(-1)?.textContent ?? null,
            ),
          { timeout: 10_000 },
        )
        .toMatch(/^Orebit is an all-in-one crypto platform/);
      expect(await page.evaluateOn(concierge, (el) => el!.shadowRoot!.querySelectorAll('.msg.user > p').length)).toBe(
        1,
      );
      expect(await page.logs()).toEqual([]);
      await page.close();
    });
  });

  describe('the forum', () => {
    it('posts from the new-post dialog: a toast, the dialog closed, the post listed first', async () => {
      const { base } = engine();
      const page = await engine().open(`${base}/demo/community.html`);
      const forum = 'orebit-community';
      const posts = `${forum} >>> ul[aria-label="Forum posts"] > li`;
      await expect.poll(() => page.count(posts), { timeout: 20_000 }).toBeGreaterThan(0);
      const dialog = `${forum} >>> dialog`;
      await page.click({ css: `${forum} >>> button`, text: 'New Post' });
      await expect.poll(() => page.visible(dialog)).toBe(true);
      // A title no other run or engine uses.
      const title = `Staking in ${name} ${Date.now().toString(36)}`;
      await page.fill(`${dialog} input[name="title"]`, title);
      await page.fill(`${dialog} textarea[name="content"]`, 'Rewards arrived overnight.');
      await page.click({ css: `${dialog} button[type="submit"]`, text: 'Create Post' });
      await expect
        .poll(
          () =>
            page.evaluateOn('orebit-toaster', (el) =>
              [...el!.shadowRoot!.querySelectorAll('li')].map((li) => [
                li.querySelector('strong')?.textContent,
                li.querySelector('p')?.textContent,
              ]),
            ),
          { timeout: 15_000 },
        )
        .toEqual([['Success', 'Your post has been created!']]);
      await expect.poll(() => page.visible(dialog)).toBe(false);
      await expect.poll(() => page.text(`${posts}:first-child h4`), { timeout: 15_000 }).toBe(title);
      expect(await page.text(`${posts}:first-child .content`)).toBe('Rewards arrived overnight.');
      expect(await page.logs()).toEqual([]);
      await page.close();
    });

    it('shows a failed post’s toast over the dialog’s backdrop: in its own red, reached by F8, closed by a click, the dialog staying open', async () => {
      const { base } = engine();
      const page = await engine().open(`${base}/demo/community.html`);
      const forum = 'orebit-community';
      await expect
        .poll(() => page.count(`${forum} >>> ul[aria-label="Forum posts"] > li`), { timeout: 20_000 })
        .toBeGreaterThan(0);
      // Every new post fails as it would with no network; the list still loads.
      await page.evaluate(() => {
        const fetchFromNetwork = window.fetch;
        window.fetch = (input, init) =>
          init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : fetchFromNetwork(input, init);
      });
      const dialog = `${forum} >>> dialog`;
      await page.click({ css: `${forum} >>> button`, text: 'New Post' });
      await expect.poll(() => page.visible(dialog)).toBe(true);
      await page.fill(`${dialog} input[name="title"]`, 'Over the backdrop?');
      await page.fill(`${dialog} textarea[name="content"]`, 'The toast should be.');
      await page.click({ css: `${dialog} button[type="submit"]`, text: 'Create Post' });
      const toast = `${dialog} orebit-toaster >>> li`;
      await expect.poll(() => page.text(`${toast} p`)).toBe('Failed to create post. Please try again.');
      // Painted in its own red (#b91c1c, red 185), not under the backdrop's 60 % black (red 74).
      const [shot] = await page.screenshots([toast]);
      const png = PNG.sync.read(shot!);
      expect(png.data[(Math.floor(png.height / 2) * png.width + 6) * 4]).toBeGreaterThan(170);
      await page.press('F8');
      const focused = () =>
        page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.getAttribute('aria-label') ?? null;
        });
      await expect.poll(focused).toBe('Notifications (F8)');
      await page.click({ css: `${toast} button`, text: 'Close' });
      await expect.poll(() => page.count(toast)).toBe(0);
      expect(await page.visible(dialog)).toBe(true);
      await page.press('Escape');
      await expect.poll(() => page.visible(dialog)).toBe(false);
      // The region is the page's again.
      expect(await page.count('body > orebit-toaster')).toBe(1);
      expect(await page.logs()).toEqual([]);
      await page.close();
    });
  });

  describe('the strict host page: nonce-based CSP, style-src self, Trusted Types', () => {
    it('shows every widget, styled, with no violation; the policy is really enforced', async () => {
      const { base } = engine();
      const page = await engine().open(`${base}/demo/hosts/strict.html`);
      const calculator = '#calculator > orebit-yield-farming';
      await expect
        .poll(() => textOf(page, `${calculator} >>> [data-testid="reward-tokens"]`), { timeout: 20_000 })
        .toBe('892 ORB');
      await expect
        .poll(
          () => page.count({ css: '#concierge-inline > [data-orebit-widget] >>> h1, h2, h3', text: 'AI Concierge' }),
          { timeout: 20_000 },
        )
        .toBe(1);
      await expect
        .poll(() => page.count('#concierge-floating >>> button[aria-label="Open Orebit AI Concierge"]'), {
          timeout: 20_000,
        })
        .toBe(1);
      await expect
        .poll(
          () =>
            page.evaluateOn(
              '#referral > orebit-referral >>> input[aria-label="Your referral link"]',
              (el) => (el as HTMLInputElement | null)?.value ?? '',
            ),
          { timeout: 20_000 },
        )
        .toContain('OREBIT2024');
      await expect
        .poll(() => page.count('#news > orebit-news >>> ul[aria-label="Latest news"] > li'), { timeout: 20_000 })
        .toBeGreaterThan(0);
      // Styled by adopted sheets under style-src 'self': the accent colour and the 15 px text.
      expect(
        await page.evaluateOn(calculator, (el) => ({
          reward: getComputedStyle(el!.shadowRoot!.querySelector('[data-testid="reward-tokens"]')!).color,
          font: getComputedStyle(el!.shadowRoot!.querySelector('.orebit-root')!).fontSize,
        })),
      ).toEqual({ reward: 'rgb(245, 179, 1)', font: '15px' });
      // Calculating works under the policy.
      await page.fill(`${calculator} >>> input[name="amount"]`, '5000');
      await page.press('Enter');
      await expect.poll(() => textOf(page, `${calculator} >>> [data-testid="reward-tokens"]`)).toBe('4,460 ORB');
      // Another language: its pack is a module the widget imports, under strict-dynamic and Trusted
      // Types too; Arabic lays the referral box out right to left, Spanish writes 4460.
      await page.evaluateOn('#referral > orebit-referral', (el) => el!.setAttribute('data-locale', 'ar'));
      await expect
        .poll(() => textOf(page, '#referral > orebit-referral >>> h2'), { timeout: 20_000 })
        .toBe(ARABIC_TITLE);
      expect(
        await page.evaluateOn('#referral > orebit-referral', (el) =>
          el!.shadowRoot!.querySelector('.orebit-root')!.getAttribute('dir'),
        ),
      ).toBe('rtl');
      await page.evaluateOn(calculator, (el) => el!.setAttribute('data-locale', 'es'));
      await expect
        .poll(() => textOf(page, `${calculator} >>> [data-testid="reward-tokens"]`), { timeout: 20_000 })
        .toBe('4460 ORB');
      expect(await page.logs()).toEqual([]);
      // The recorder sees violations: an HTML string into a sink is refused and reported.
      const sink = await page.evaluate(() => {
        try {
          document.createElement('div').innerHTML = '<b>host</b>';
          return 'accepted';
        } catch {
          return 'refused';
        }
      });
      expect(sink).toBe('refused');
      await expect
        .poll(() => page.logs())
        .toEqual([expect.stringMatching(/^error: \[violation\] require-trusted-types-for/)]);
      await page.close();
    });
  });
});
