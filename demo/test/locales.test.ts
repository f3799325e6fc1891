import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { WELCOME } from '../../widgets/concierge/constants';
import { REPLIES } from '../../widgets/concierge/replies';
import { axeViolations } from './axe';
import { pausedClock, runClockUntil, browserPerFile } from './browser';
import { OTHER_LANGS } from '../../widgets/_runtime/locale';
import { englishCatalog, QUESTIONS, TRANSLATED_WIDGETS } from './english-catalog';
import { servePartnerPage, type PartnerPage } from './partner-page';
import { diffRatio } from './pixels';

// The partner and affiliate widgets in Spanish, Korean and Arabic (docs/behaviour.md#locales), on
// a partner's page of another origin, as a partner embeds them: one script tag and data-locale.

const base = inject('baseUrl');
const browser = browserPerFile();
type Lang = (typeof OTHER_LANGS)[number];
type Widget = (typeof TRANSLATED_WIDGETS)[number];

const messages = (widget: Widget, lang: Lang): Record<string, string> =>
  JSON.parse(readFileSync(`widgets/${widget}/locales/${lang}.json`, 'utf8')).messages;

/** Each way a partner places the three widgets: the widget, its data-* attributes, and a setup step. */
const VARIANTS: ReadonlyArray<{
  name: string;
  widget: Widget;
  attrs: string;
  open?: (host: Locator) => Promise<void>;
}> = [
  { name: 'yield-farming (full section)', widget: 'yield-farming', attrs: '' },
  { name: 'yield-farming (calculator)', widget: 'yield-farming', attrs: 'data-view="calculator"' },
  { name: 'concierge (inline)', widget: 'concierge', attrs: '' },
  {
    name: 'concierge (floating, open)',
    widget: 'concierge',
    attrs: 'data-mode="floating"',
    open: async (host) => {
      await host.locator('button.launcher').click();
      // In English the launcher is a facade until then: the chat arrives, then opens.
      await expect.poll(() => host.locator('.panel').isVisible()).toBe(true);
    },
  },
  { name: 'referral', widget: 'referral', attrs: '' },
];

const pages: PartnerPage[] = [];
afterAll(async () => {
  await Promise.all(pages.map((partner) => partner.close()));
});

/** A partner page (its own origin) whose <html lang> is `pageLang`, holding `body`, with every request the page made. */
async function partnerPage(
  body: string,
  pageLang = 'en',
  clock = false,
): Promise<{ page: Page; logs: string[]; requests: string[] }> {
  const partner = await servePartnerPage(
    `<!doctype html><html lang="${pageLang}"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head><body><main><h1>Partner</h1>${body}</main></body></html>`,
  );
  pages.push(partner);
  const page = await browser().newPage();
  if (clock) await pausedClock(page);
  const logs: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(partner.origin);
  return { page, logs, requests };
}

/** One widget of a variant in `lang`, mounted and (for the floating chat) opened. */
async function mountVariant(variant: (typeof VARIANTS)[number], lang: Lang | 'en') {
  const opened = await partnerPage(
    `<div id="w" data-orebit-widget="${variant.widget}" data-locale="${lang}" ${variant.attrs}></div><script src="${base}/widgets/${variant.widget}.js" async></script>`,
  );
  const host = opened.page.locator('#w');
  await expect
    .poll(() => host.evaluate((el) => el.shadowRoot?.querySelector('.orebit-root')?.getAttribute('lang') ?? null))
    .toBe(lang);
  await variant.open?.(host);
  return { ...opened, host };
}

/** Every text of a shadow root: each element's own text and its aria-label, placeholder and title. */
function shadowTexts(host: Locator): Promise<string[]> {
  return host.evaluate((el) => {
    const texts: string[] = [];
    for (const node of el.shadowRoot!.querySelectorAll('*')) {
      const own = [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.nodeValue)
        .join('')
        .trim();
      if (own) texts.push(own);
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (node.getAttribute(name)) texts.push(node.getAttribute(name)!);
    }
    return texts;
  });
}

// Texts that read the same in every language: product, token, platform and network names, figures.
const NAMES =
  /^(?:[\d\s.,%$+≈·()/~-]|Orebit( Miner| Chain)?|ORB|USDC|BTC|ETH|LP|AI|Orbital Swap|Nebula Finance|Twitter\/X|Facebook|LinkedIn|Reddit|Telegram|WhatsApp|Instagram|Discord|https?:\/\/\S+)*$/;

describe.each(VARIANTS)('$name', (variant) => {
  // What the English widget shows, to look for in the others.
  let english: string[] = [];

  it('in English shows the catalog’s texts, and requests no language pack', async () => {
    const { page, host, requests } = await mountVariant(variant, 'en');
    english = await shadowTexts(host);
    expect(english.length).toBeGreaterThan(5);
    expect(await host.evaluate((el) => el.shadowRoot!.querySelector('.orebit-root')!.getAttribute('dir'))).toBe('ltr');
    expect(requests.filter((url) => url.includes('/locales/'))).toEqual([]);
    await page.close();
  });

  it.each(OTHER_LANGS)('in %s leaves no English text, passes axe, and loads only that language', async (lang) => {
    const { page, host, requests, logs } = await mountVariant(variant, lang);
    const root = host.locator('.orebit-root');
    expect(await root.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const shown = await shadowTexts(host);
    const all = shown.join('\n');
    // No text of the English catalog, unless its translation is the same words (names, figures).
    const translations = messages(variant.widget, lang);
    for (const text of englishCatalog(variant.widget)) {
      for (const part of text.split(/\{\d\}/).map((p) => p.trim())) {
        const word = new RegExp(`(^|[^A-Za-z])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`);
        if (/[A-Za-z]{3}/.test(part) && !NAMES.test(part) && !word.test(translations[text]!))
          expect(all, `"${part}" left in English`).not.toMatch(word);
      }
    }
    // Nothing the English widget showed, other than names and figures.
    expect(shown.filter((text) => english.includes(text) && !NAMES.test(text))).toEqual([]);
    expect(await axeViolations(page, [['#w']])).toEqual([]);
    // Its language's pack (and the formats they share); no other language.
    const packs = requests.filter((url) => url.includes('/locales/')).map((url) => url.replace(/^.*\/locales\//, ''));
    expect(packs.filter((file) => !file.startsWith('pack-'))).toEqual([`${lang}/${variant.widget}.js`]);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('numbers in each language', () => {
  // 5000 at 89.2 % for 365 days: round(5000 × 0.892) = 4460 ORB, ≈ $44,600; as each language writes them.
  it.each([
    ['en', '4,460 ORB', '≈ $44,600 USD', '118 ORB', '≈ $1,180 USD'],
    ['es', '4460 ORB', '≈ 44.600\u00a0US$', '118 ORB', '≈ 1180\u00a0US$'],
    ['ko', '4,460 ORB', '≈ US$44,600', '118 ORB', '≈ US$1,180'],
    ['ar', '4,460 ORB', '≈ \u200f44,600\u00a0US$', '118 ORB', '≈ \u200f1,180\u00a0US$'],
    ['pt-BR', '4.460 ORB', '≈ US$\u00a044.600', '118 ORB', '≈ US$\u00a01.180'],
    ['tr', '4.460 ORB', '≈ $44.600', '118 ORB', '≈ $1.180'],
    ['vi', '4.460 ORB', '≈ 44.600\u00a0US$', '118 ORB', '≈ 1.180\u00a0US$'],
  ] as const)('the calculator in %s: 5000 at 89.2 %% for 365 days is %s', async (lang, tokens, usd, tokens2, usd2) => {
    const { page } = await partnerPage(
      `<div id="w" data-orebit-widget="yield-farming" data-view="calculator" data-locale="${lang}" data-amount="5000" data-apy="89.2" data-days="365"></div><script src="${base}/widgets/yield-farming.js" async></script>`,
    );
    const calc = page.locator('#w');
    await expect
      .poll(() =>
        calc
          .getByTestId('reward-tokens')
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe(tokens);
    expect(await calc.getByTestId('reward-usd').textContent()).toBe(usd);
    // A reader types with their own decimal mark: 2000 at 12,0 % (Spanish) for 180 days → 118 ORB.
    const [amount, apy, days] = await calc.locator('input').all();
    await amount!.fill('2000');
    await apy!.fill(lang === 'es' ? '12,0' : '12.0');
    await days!.fill('180');
    await days!.press('Enter');
    await expect.poll(() => calc.getByTestId('reward-tokens').textContent()).toBe(tokens2);
    expect(await calc.getByTestId('reward-usd').textContent()).toBe(usd2);
    await page.close();
  });

  it.each([
    ['en', '$5', '$2,000'],
    ['es', '5\u00a0US$', '2000\u00a0US$'],
    ['ko', 'US$5', 'US$2,000'],
    ['ar', '\u200f5\u00a0US$', '\u200f2,000\u00a0US$'],
    ['pt-BR', 'US$\u00a05', 'US$\u00a02.000'],
    ['tr', '$5', '$2.000'],
    ['vi', '5\u00a0US$', '2.000\u00a0US$'],
  ] as const)('the referral tiers in %s pay %s to %s, written the language’s way', async (lang, first, last) => {
    const { page } = await partnerPage(
      `<div id="w" data-orebit-widget="referral" data-locale="${lang}"></div><script src="${base}/widgets/referral.js" async></script>`,
    );
    const rewards = page.locator('#w ol li strong');
    await expect
      .poll(() =>
        rewards
          .first()
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe(first);
    expect(await rewards.last().textContent()).toBe(last);
    await page.close();
  });
});

describe('the concierge in each language', () => {
  it.each(OTHER_LANGS)('answers each of the seven rule families in %s, in that language', async (lang) => {
    const { page } = await partnerPage(
      `<div id="w" data-orebit-widget="concierge" data-locale="${lang}"></div><script src="${base}/widgets/concierge.js" async></script>`,
      'en',
      true,
    );
    const chat = page.locator('#w');
    const translations = messages('concierge', lang);
    const answers = chat.locator('.msg.ai p');
    await runClockUntil(page, async () => (await answers.count()) === 1);
    // The welcome message, in the reader's language.
    expect(await answers.first().textContent()).toBe(translations[WELCOME.content]);
    const input = chat.locator('input');
    for (const [topic, question] of Object.entries(QUESTIONS[lang])) {
      const before = await answers.count();
      await input.fill(question);
      await input.press('Enter');
      // The reader's own words stay as they wrote them.
      expect(await chat.locator('.msg.user p').last().textContent()).toBe(question);
      await runClockUntil(page, async () => (await answers.count()) > before);
      expect(await answers.last().textContent(), `${topic}: ${question}`).toBe(
        translations[REPLIES[topic as keyof typeof REPLIES].content],
      );
    }
    // A quick action sends its question in the reader's language, and gets its reply.
    const before = await answers.count();
    await chat.locator('.chips button').first().click();
    await runClockUntil(page, async () => (await answers.count()) > before);
    expect(await chat.locator('.msg.user p').last().textContent()).toBe(
      translations["What's the market outlook today?"],
    );
    expect(await answers.last().textContent()).toBe(translations[REPLIES.market.content]);
    await page.close();
  });
});

/** A PNG mirrored left to right. */
function mirrored(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const out = new PNG({ width: image.width, height: image.height });
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++)
      image.data.copy(
        out.data,
        (y * image.width + x) * 4,
        (y * image.width + (image.width - 1 - x)) * 4,
        (y * image.width + (image.width - x)) * 4,
      );
  }
  return PNG.sync.write(out);
}

describe('Arabic, right to left on a left-to-right page', () => {
  it.each([
    ['yield-farming', 960],
    ['referral', 420],
    ['concierge', 420],
  ] as const)('lays %s out as the mirror image of its left-to-right layout (%i px)', async (widget, width) => {
    const { page } = await partnerPage(
      `<div id="w" style="width: ${width}px" data-orebit-widget="${widget}" data-locale="ar"></div><script src="${base}/widgets/${widget}.js" async></script>`,
    );
    const host = page.locator('#w');
    await expect
      .poll(() => host.evaluate((el) => el.shadowRoot?.querySelector('.orebit-root')?.getAttribute('dir') ?? null))
      .toBe('rtl');
    // The same Arabic texts with the glyphs hidden (text is not mirrored, its boxes are), icons too.
    await host.evaluate((el) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '* { color: transparent !important; text-shadow: none !important; caret-color: transparent !important } ::placeholder { color: transparent !important } svg { visibility: hidden }',
      );
      el.shadowRoot!.adoptedStyleSheets = [...el.shadowRoot!.adoptedStyleSheets, sheet];
    });
    const rtl = await host.screenshot();
    await host.evaluate((el) => el.shadowRoot!.querySelector('.orebit-root')!.setAttribute('dir', 'ltr'));
    const ltr = await host.screenshot();
    expect(diffRatio(rtl, ltr).ratio, 'the layout is not symmetric: mirroring must change it').toBeGreaterThan(0.001);
    expect(diffRatio(rtl, mirrored(ltr)).ratio).toBeLessThan(0.002);
    await page.close();
  });

  it('opens the floating concierge at the bottom left, its panel above it', async () => {
    const { page } = await partnerPage(
      `<div id="w" data-orebit-widget="concierge" data-mode="floating" data-locale="ar"></div><script src="${base}/widgets/concierge.js" async></script>`,
    );
    const launcher = page.locator('#w button.launcher');
    await expect.poll(() => launcher.boundingBox().then((box) => box && Math.round(box.x))).toBe(20);
    await launcher.click();
    const panel = await page.locator('#w .panel').boundingBox();
    expect(Math.round(panel!.x)).toBe(20);
    expect(await page.locator('#w .panel').getAttribute('aria-label')).toBe(
      messages('concierge', 'ar')['Orebit AI Concierge'],
    );
    await page.close();
  });
});

describe('choosing the language', () => {
  it('follows a change of data-locale or update() in place, keeping the conversation', async () => {
    const { page } = await partnerPage(
      `<div id="w" data-orebit-widget="concierge"></div><script src="${base}/widgets/concierge.js" async></script>`,
      'en',
      true,
    );
    const chat = page.locator('#w');
    await runClockUntil(page, async () => (await chat.locator('.msg.ai p').count()) === 1);
    await chat.locator('input').fill('hello');
    await chat.locator('input').press('Enter');
    await runClockUntil(page, async () => (await chat.locator('.msg.ai p').count()) === 2);
    await page.evaluate(() => document.querySelector('#w')!.setAttribute('data-locale', 'es'));
    const es = messages('concierge', 'es');
    await runClockUntil(
      page,
      async () => (await chat.locator('#ob-chat-title').textContent()) === es['Orebit AI Concierge'],
    );
    // The same conversation, now in Spanish: the reader's message as written, the replies translated.
    expect(await chat.locator('.msg.user p').allTextContents()).toEqual(['hello']);
    expect(await chat.locator('.msg.ai p').last().textContent()).toBe(es[REPLIES.help.content]);
    await page.evaluate(() =>
      (window as unknown as { Orebit: { mount(el: Element, name: string, options: object): void } }).Orebit.mount(
        document.querySelector('#w')!,
        'concierge',
        { locale: 'ko' },
      ),
    );
    const ko = messages('concierge', 'ko');
    await runClockUntil(
      page,
      async () => (await chat.locator('#ob-chat-title').textContent()) === ko['Orebit AI Concierge'],
    );
    expect(await chat.locator('.msg.ai p').last().textContent()).toBe(ko[REPLIES.help.content]);
    await page.close();
  });

  it('auto: the page’s language when it is one of ours, the browser’s when the page names none', async () => {
    const ko = await partnerPage(
      `<div id="w" data-orebit-widget="referral" data-locale="auto"></div><script src="${base}/widgets/referral.js" async></script>`,
      'ko-KR',
    );
    await expect
      .poll(() =>
        ko.page
          .locator('#w h2')
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe(messages('referral', 'ko')['Share and Earn']);
    expect(await ko.page.locator('#w .orebit-root').getAttribute('lang')).toBe('ko');
    expect(ko.logs).toEqual([]);
    await ko.page.close();
    // No <html lang>: the browser's language, en-US here: English, and no language pack.
    const none = await partnerPage(
      `<div id="w" data-orebit-widget="referral" data-locale="auto"></div><script src="${base}/widgets/referral.js" async></script>`,
      '',
    );
    expect(await none.page.evaluate(() => navigator.language)).toBe('en-US');
    await expect
      .poll(() =>
        none.page
          .locator('#w .orebit-root')
          .getAttribute('lang', { timeout: 500 })
          .catch(() => null),
      )
      .toBe('en');
    expect(await none.page.locator('#w h2').textContent()).toBe('Share and Earn');
    expect(
      none.requests.filter((url) => url.includes('/locales/')).map((url) => url.replace(/^.*\/locales\//, '')),
    ).toEqual(['auto/referral.js']);
    expect(none.logs).toEqual([]);
    await none.page.close();
  });

  it('auto on a page in another language, or an unknown data-locale: English, with one warning', async () => {
    const fr = await partnerPage(
      `<div id="a" data-orebit-widget="referral" data-locale="auto"></div><div id="b" data-orebit-widget="referral" data-locale="auto"></div><script src="${base}/widgets/referral.js" async></script>`,
      'fr',
    );
    await expect
      .poll(() =>
        fr.page
          .locator('#b .orebit-root')
          .getAttribute('lang', { timeout: 500 })
          .catch(() => null),
      )
      .toBe('en');
    expect(await fr.page.locator('#a h2').textContent()).toBe('Share and Earn');
    expect(fr.logs).toEqual([
      'warning: [orebit] referral: data-locale="auto" found the page in "fr", which is not one of en, es, ko, ar, pt-BR, tr, vi; showing English.',
    ]);
    // No language was loaded for it: the auto pack looked, found none of ours, and stopped.
    expect(
      fr.requests.filter((url) => url.includes('/locales/')).map((url) => url.replace(/^.*\/locales\//, '')),
    ).toEqual(['auto/referral.js']);
    await fr.page.close();

    const de = await partnerPage(
      `<div id="w" data-orebit-widget="yield-farming" data-view="calculator" data-locale="de"></div><script src="${base}/widgets/yield-farming.js" async></script>`,
    );
    await expect
      .poll(() =>
        de.page
          .locator('#w h2')
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe('Staking Calculator');
    expect(de.logs).toEqual([
      'warning: [orebit] yield-farming: data-locale="de" is not one of en, es, ko, ar, pt-BR, tr, vi, auto; using "en".',
    ]);
    expect(de.requests.filter((url) => url.includes('/locales/'))).toEqual([]);
    await de.page.close();
  });

  it('shows English, once warned, when the language pack cannot be loaded', async () => {
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    let asked = 0;
    await page.route('**/locales/es/referral.js', (route) => {
      asked++;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto(`${base}/demo/plain.html`);
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'w';
      el.dataset.orebitWidget = 'referral';
      el.dataset.locale = 'es';
      document.body.append(el);
      const script = document.createElement('script');
      script.src = '/widgets/referral.js';
      document.body.append(script);
    });
    await expect
      .poll(() =>
        page
          .locator('#w h2')
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe('Share and Earn');
    expect(asked).toBe(1);
    expect(logs.filter((line) => line.includes('referral'))).toEqual([
      expect.stringMatching(/^warning: \[orebit\] referral: es\/referral: .+; showing English\.$/),
    ]);
    await page.close();
  });
});

describe('under the strictest host page', () => {
  it('loads a language pack under a nonce CSP with strict-dynamic and Trusted Types', async () => {
    const { page, logs } = await browser().open(`${base}/demo/hosts/strict.html`);
    const referral = page.locator('orebit-referral');
    await expect
      .poll(() =>
        referral
          .locator('h2')
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe('Share and Earn');
    await referral.evaluate((el) => el.setAttribute('data-locale', 'ar'));
    await expect.poll(() => referral.locator('h2').textContent()).toBe(messages('referral', 'ar')['Share and Earn']);
    expect(await referral.locator('.orebit-root').getAttribute('dir')).toBe('rtl');
    expect(logs.filter((line) => !line.startsWith('debug'))).toEqual([]);
    await page.close();
  });
});
