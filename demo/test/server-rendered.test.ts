import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PAGE_DATA_ID, type PageData, type PageQuery } from '../../contract/page-data';
import { PAGE_SECTIONS } from '../../widgets/page/sections';
import { browserPerFile, pausedClock, reachEverySection, runClockUntil } from './browser';
import { SECTION_TEXTS } from './section-texts';
import { hydrationReport, probeServerRender, type ServerRenderProbe } from './server-render-probe';

// The official page as the server renders it (widgets/server/page.tsx): styled from its first
// frame, readable with JavaScript off, the same as the client's first render, hydrated in place,
// and no reader's first click or key lost to a section not yet hydrated.

const base = inject('baseUrl');
const browser = browserPerFile();
const NAMES = PAGE_SECTIONS.map((section) => section.name);

type Orebit = { Orebit?: { instances: Map<Element, unknown> } };
/** The times of the onboarding and concierge chats' messages: their text, their datetime, whether they show. */
const chatTimes = (page: Page) =>
  page.evaluate(() =>
    ['onboarding', 'concierge'].map((name) =>
      [...document.querySelector(`orebit-${name}`)!.shadowRoot!.querySelectorAll('time')].map((time) => ({
        text: time.textContent,
        dateTime: time.dateTime,
        shows: time.checkVisibility() && time.getBoundingClientRect().width > 0,
      })),
    ),
  );

const hydrated = (page: Page) => page.evaluate(() => (window as unknown as Orebit).Orebit?.instances.size ?? 0);

/**
 * Each section's text and elements (tag and attributes, in order), as the page shows it now. Left
 * out: style attributes (the server writes them as data-ob-style, hydration as inline styles) and
 * the chats' times (how long ago until the client writes the time of day on the reader's clock,
 * LocalTime.tsx).
 */
function sectionContents(): Record<string, { text: string; elements: string }> {
  const out: Record<string, { text: string; elements: string }> = {};
  for (const host of document.querySelectorAll('#orebit-page > *')) {
    const root = host.shadowRoot?.querySelector('.orebit-root');
    if (!root) continue;
    out[host.localName.slice('orebit-'.length)] = {
      // One text, however it is split into nodes (HTML merges adjacent texts: "Step " "1" → "Step 1").
      text: [...root.querySelectorAll('*')]
        .flatMap((el) =>
          el.localName === 'time' ? [] : [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE),
        )
        .map((n) => n.textContent)
        .join(''),
      elements: [root, ...root.querySelectorAll('*')]
        .map((el) => {
          // A field's value is what it shows: the server writes the attribute, the client sets the property.
          const attributes = [...el.attributes]
            .filter((a) => !/^(style|data-ob-style|value)$/.test(a.name))
            .map((a) => `${a.name}="${a.value}"`);
          if (el instanceof HTMLInputElement) attributes.push(`value="${el.value}"`);
          if (el.localName === 'time') attributes.length = 0;
          return `<${el.localName} ${attributes.join(' ')}>`;
        })
        .join(''),
    };
  }
  return out;
}

describe('the server-rendered page', () => {
  it('paints each section styled in the first frame it is on screen, and hydration keeps every node the parser made', async () => {
    const page = await browser().newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    await page.addInitScript(probeServerRender);
    // The sections' stylesheet a second late (a slow network): the first frames come before it, unless it holds them.
    await page.route(/\/sections\.[0-9a-f]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(`${base}/`);
    await reachEverySection(page);
    const probe = await page.evaluate(
      () => (window as unknown as { __serverRender: ServerRenderProbe }).__serverRender,
    );
    expect(probe.firstFrames.map((f) => f.name).sort()).toEqual([...NAMES].sort());
    expect(probe.firstFrames.filter((f) => !f.styled)).toEqual([]);
    expect(probe.nodes).toBeGreaterThan(1000);
    expect(await page.evaluate(hydrationReport)).toEqual({ kept: probe.nodes, replaced: [], added: [], leftovers: 0 });
    // The chats' times, in the text nodes the server wrote, now the time of day on the reader's clock.
    for (const time of (await chatTimes(page)).flat()) {
      expect(time.text).toMatch(/^\d{1,2}:\d\d [AP]M$/);
      expect(time.dateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(logs).toEqual([]);
    await page.close();
  });

  it('shows what the client’s first render shows, section by section', async () => {
    const served = await browser().newPage({ javaScriptEnabled: false });
    await served.goto(`${base}/`);
    const server = await served.evaluate(sectionContents);
    const data = JSON.parse((await served.locator(`#${PAGE_DATA_ID}`).textContent())!) as PageData;
    await served.close();
    // The page rendered by its script alone, its API answering with the data the server rendered,
    // on a clock at the time that data was read (relative times count from it).
    const client = await browser().newPage();
    await pausedClock(client, data.at);
    await client.route('**/api/**', (route) => {
      const answer = data.queries[new URL(route.request().url()).pathname as PageQuery];
      return answer === undefined ? route.abort() : route.fulfill({ json: answer });
    });
    await client.goto(`${base}/demo/client-rendered.html`);
    await expect.poll(() => hydrated(client)).toBe(NAMES.length);
    // Effects (which fetch) run after a frame: the paused clock moves until the answers are shown.
    await runClockUntil(client, () =>
      client.evaluate(
        (paths) => paths.every((path) => window.Orebit?.queries?.get(location.origin + path).status === 'success'),
        Object.keys(data.queries),
      ),
    );
    const rendered = await client.evaluate(sectionContents);
    await client.close();
    expect(Object.keys(server)).toEqual(NAMES);
    for (const name of NAMES) expect(server[name], name).toEqual(rendered[name]);
  });

  it('reads completely with JavaScript off: every section styled with its texts, anchors scroll, links go somewhere', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    await page.goto(`${base}/`);
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll('#orebit-page > [server-rendered]')].map((host) => {
        const root = host.shadowRoot!.querySelector('.orebit-root')!;
        const style = getComputedStyle(root);
        return {
          name: host.localName.slice('orebit-'.length),
          text: root.textContent!,
          background: style.backgroundColor,
          font: style.fontSize,
          height: host.getBoundingClientRect().height,
        };
      }),
    );
    expect(sections.map((s) => s.name)).toEqual(NAMES);
    // The chats' times, as the server wrote them: how long ago each message was.
    // Each carries in `datetime` how long ago, as a duration (the client then writes the instant).
    const duration = expect.stringMatching(/^PT\d+M$/);
    expect(await chatTimes(page)).toEqual([
      ['3 min ago', '2 min ago', '1 min ago'].map((text) => ({ text, dateTime: duration, shows: true })),
      [{ text: 'now', dateTime: duration, shows: true }],
    ]);
    // A section with buttons or fields says it needs JavaScript and shows them unavailable; one
    // without them (the hero, the news, the footer) says nothing.
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('#orebit-page > [server-rendered]')].map((host) => {
        const root = host.shadowRoot!;
        const note = root.querySelector<HTMLElement>('.ob-nojs');
        const button = root.querySelector('button, input');
        return {
          name: host.localName.slice('orebit-'.length),
          note: note && getComputedStyle(note).display !== 'none' ? note.textContent : null,
          dimmed: button ? getComputedStyle(button).opacity : null,
        };
      }),
    );
    for (const { name, note, dimmed } of controls)
      expect({ name, note }).toEqual({
        name,
        note: dimmed === null ? null : 'This section needs JavaScript: turn it on to use its buttons and fields.',
      });
    expect(controls.filter((c) => c.dimmed !== null).every((c) => c.dimmed === '0.55')).toBe(true);
    expect(controls.filter((c) => c.note === null).map((c) => c.name)).toEqual(
      expect.arrayContaining(['hero', 'news', 'footer']),
    );
    for (const section of sections) {
      expect(section.text, section.name).toContain(SECTION_TEXTS[section.name]);
      // The dark theme's background (#0b1020) and the widgets' 15 px type: the stylesheet applies.
      expect([section.background, section.font], section.name).toEqual(['rgb(11, 16, 32)', '15px']);
      expect(section.height, section.name).toBeGreaterThan(40);
    }
    // Every link goes to an anchor of this page, a placeholder (#), the page in another language
    // (the nav's language menu: /, /es/…) or another site.
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll('[server-rendered]')].flatMap((host) =>
        [...host.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
      ),
    );
    expect(hrefs.length).toBeGreaterThan(30);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    for (const href of hrefs) {
      if (href === '#' || /^https:\/\//.test(href) || /^\/([a-z]{2}(-[A-Z]{2})?\/)?$/.test(href)) continue;
      expect(ids, href).toContain(href.slice(1));
    }
    // The nav's Community link scrolls to the community section, into the shadow root's host.
    await page.locator('orebit-nav').getByRole('link', { name: 'Community' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#community');
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(Math.round(document.getElementById('community')!.getBoundingClientRect().top))),
      )
      .toBe(0);
    await page.close();
  });

  it('loses no click or key press on a section that is not hydrated yet, nor on one whose code is still loading', async () => {
    const page = await browser().newPage();
    // The page is never idle and the reader never scrolls: far sections wait, unhydrated.
    await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    // The two sections' modules are held on their way until the reader has clicked and typed.
    const asked: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/widgets\/v[\d.]+\/page\/(premium|yield-farming)-[\w-]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await page.goto(`${base}/`);
    await expect.poll(() => hydrated(page)).toBeGreaterThanOrEqual(2);
    const isHydrated = (name: string) =>
      page.evaluate(
        (name) => (window as unknown as Orebit).Orebit!.instances.has(document.querySelector(`orebit-${name}`)!),
        name,
      );
    expect(await isHydrated('premium')).toBe(false);
    expect(await isHydrated('yield-farming')).toBe(false);
    expect(asked).toEqual([]);

    // A click (from code, so the page does not scroll) on the premium section's Yearly billing.
    const premium = page.locator('orebit-premium');
    const yearly = premium.getByRole('button', { name: /^Yearly/ });
    await yearly.evaluate((button) => (button as HTMLElement).click());
    // Focus without scrolling, then keys: the calculator's amount, and Enter calculates.
    const calculator = page.locator('orebit-yield-farming');
    await calculator
      .getByLabel('Amount (ORB)')
      .evaluate((input) => (input as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2000');
    await page.keyboard.press('Enter');
    // The route sees the requests a moment after the page makes them.
    await expect.poll(() => asked.length).toBe(2);
    expect(await isHydrated('premium')).toBe(false);
    expect(await yearly.getAttribute('aria-pressed')).not.toBe('true');

    release();
    await expect.poll(() => yearly.getAttribute('aria-pressed')).toBe('true');
    const apy = Number(await calculator.getByLabel('APY (%)').inputValue());
    const days = Number(await calculator.getByLabel('Duration (days)').inputValue());
    await expect
      .poll(() => calculator.getByTestId('reward-tokens').textContent())
      .toBe(`${Math.round((2000 * (apy / 100) * days) / 365).toLocaleString('en-US')} ORB`);
    // Now hydrated, the section takes the next click within its event, as it always did.
    await premium.getByRole('button', { name: /^Monthly/ }).evaluate((button) => (button as HTMLElement).click());
    expect(await premium.getByRole('button', { name: /^Monthly/ }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });
});
