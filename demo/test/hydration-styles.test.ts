import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PAGE_SECTIONS } from '../../widgets/page/sections';
import { browserPerFile, drawEverySection, holdPageScript, reachEverySection, steadyShot } from './browser';
import { differingPixels } from './pixels';
import { probeServerRender } from './server-render-probe';

// Hydration keeps the server's styles: a hydrated root keeps the stylesheet link it was rendered
// with and adopts nothing that would restyle it, so no element's computed style and no section's
// pixels change; theme, language and rules added later still reach it.

const base = inject('baseUrl');
const browser = browserPerFile();
const NAMES = PAGE_SECTIONS.map((section) => section.name);

type Orebit = { Orebit?: { instances: Map<Element, unknown>; styles: { data: string } } };
const hydrated = (page: Page) => page.evaluate(() => (window as unknown as Orebit).Orebit?.instances.size ?? 0);

// Used lengths, which follow the layout (a chat's time becomes the time of day when hydrated; an
// auto margin resolves to what is left of its line; an absolutely placed box's auto bottom, from
// its height: a list's scroll thumb, unseen until the list scrolls, is sized once the list is
// measured); every other property is the stylesheets'.
const LAYOUT =
  /^(width|height|inline-size|block-size|perspective-origin|transform-origin|margin-.*|bottom|inset-block-end)$/;

/** Every element's computed style in every section's root, by `section > n <tag>`, as `property=value` texts. */
function computedStyles(layout: string): Record<string, string[]> {
  const skip = new RegExp(layout);
  const out: Record<string, string[]> = {};
  for (const host of document.querySelectorAll('#orebit-page > [server-rendered]')) {
    const elements = host.shadowRoot!.querySelectorAll('.orebit-root, .orebit-root *');
    elements.forEach((el, i) => {
      // A running animation (a live dot's pulse) is read at its start.
      for (const animation of el.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      const style = getComputedStyle(el);
      out[`${host.localName} > ${i} <${el.localName}>`] = [...style]
        .filter((p) => !skip.test(p))
        .map((p) => `${p}=${style.getPropertyValue(p)}`);
    });
  }
  return out;
}

/**
 * What differs between two sets of computed styles: `element: property=before → after`. A property
 * only after is a custom property a widget's effect sets inline (a scroll area's thumb), not a rule.
 */
function styleChanges(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const changes: string[] = [];
  for (const [element, values] of Object.entries(before)) {
    const now = new Map((after[element] ?? []).map((text) => text.split(/=(.*)/s) as [string, string]));
    for (const text of values) {
      const [property, value] = text.split(/=(.*)/s) as [string, string];
      // A time aligned to the end shows once hydration has written the time of day (it would move as it changed).
      const shown = element.endsWith('<time>') && property === 'visibility' && value === 'hidden';
      if (now.get(property) !== value && !(shown && now.get(property) === 'visible'))
        changes.push(`${element}: ${property}=${value} → ${now.get(property)}`);
    }
  }
  return changes;
}

/**
 * Each section as it shows, its chats' times masked (they change to the reader's clock when
 * hydrated): every section drawn once first (its own height, not its stand-in), then each in view
 * until two shots agree.
 */
async function sectionShots(page: Page): Promise<Buffer[]> {
  await drawEverySection(page);
  const shots: Buffer[] = [];
  for (const name of NAMES) {
    const host = page.locator(`orebit-${name}`);
    shots.push(await steadyShot(host, { mask: [host.locator('time')] }));
  }
  return shots;
}

/** The page with its script held until `release()`, the API silent (the sections keep what the server rendered). */
async function heldPage(): Promise<{ page: Page; logs: string[]; release: () => void }> {
  const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  await page.addInitScript(probeServerRender);
  const release = await holdPageScript(page);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('[server-rendered]').length))
    .toBe(NAMES.length);
  return { page, logs, release };
}

describe('hydration keeps the server’s styles', () => {
  it('changes no element’s computed style and no section’s pixels, and keeps each root’s stylesheet link', async () => {
    const { page, logs, release } = await heldPage();
    await page.evaluate(() => document.fonts.ready);
    const stylesBefore = await page.evaluate(computedStyles, LAYOUT.source);
    const shotsBefore = await sectionShots(page);
    const links = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[server-rendered]')].map((host) => ({
          first: host.shadowRoot!.firstElementChild!.localName,
          adopted: host.shadowRoot!.adoptedStyleSheets.length,
        })),
      );
    expect(new Set((await links()).map((l) => l.first))).toEqual(new Set(['link']));
    release();
    await reachEverySection(page);
    expect(await hydrated(page)).toBe(NAMES.length);
    expect(await links()).toEqual(NAMES.map(() => ({ first: 'link', adopted: 0 })));
    expect(Object.keys(stylesBefore).length).toBeGreaterThan(1000);
    const stylesAfter = await page.evaluate(computedStyles, LAYOUT.source);
    expect(Object.keys(stylesAfter)).toEqual(Object.keys(stylesBefore));
    expect(styleChanges(stylesBefore, stylesAfter)).toEqual([]);
    const shotsAfter = await sectionShots(page);
    expect(NAMES.map((name, i) => [name, differingPixels(shotsBefore[i]!, shotsAfter[i]!)])).toEqual(
      NAMES.map((name) => [name, 0]),
    );
    expect(logs).toEqual([]);
    await page.close();
  });

  it('has every rule of the page script’s shared sheet in the stylesheet the roots link', async () => {
    const { page, release } = await heldPage();
    release();
    await reachEverySection(page);
    expect(await hydrated(page)).toBe(NAMES.length);
    const missing = await page.evaluate(() => {
      const registry = (window as unknown as { Orebit: { styles: { sheet: CSSStyleSheet } } }).Orebit;
      const link = document.querySelector<HTMLLinkElement>('[server-rendered]')!.shadowRoot!.querySelector('link')!;
      const linked = new Set([...link.sheet!.cssRules].map((rule) => rule.cssText));
      return [...registry.styles.sheet.cssRules].map((rule) => rule.cssText).filter((rule) => !linked.has(rule));
    });
    expect(missing).toEqual([]);
    await page.close();
  });

  it('still restyles a hydrated page: theme, --orebit-* tokens, a language right to left, a rule added later', async () => {
    const { page, logs, release } = await heldPage();
    release();
    await reachEverySection(page);
    expect(await hydrated(page)).toBe(NAMES.length);
    const look = () =>
      page.evaluate(() => {
        const host = document.querySelector('orebit-yield-farming')!;
        const root = host.shadowRoot!.querySelector('.orebit-root')!;
        const button = host.shadowRoot!.querySelector('button')!;
        const style = getComputedStyle(root);
        return {
          background: style.backgroundColor,
          accent: getComputedStyle(button).backgroundColor,
          direction: style.direction,
          lang: root.getAttribute('lang'),
          outline: style.outlineColor,
          font: style.fontSize,
        };
      });
    const before = await look();
    expect(before).toMatchObject({ background: 'rgb(11, 16, 32)', direction: 'ltr', lang: 'en', font: '15px' });

    await page.evaluate(() => document.querySelector('orebit-yield-farming')!.setAttribute('data-theme', 'light'));
    await expect.poll(look).toMatchObject({ background: 'rgb(255, 255, 255)' });

    await page.evaluate(() => document.documentElement.style.setProperty('--orebit-background', 'rgb(1, 2, 3)'));
    await expect.poll(look).toMatchObject({ background: 'rgb(1, 2, 3)' });
    const { accent } = await look();
    expect(accent).not.toBe('rgba(0, 0, 0, 0)');

    // Arabic: its pack loads, the root turns right to left, and the widgets' rules still style it.
    await page.evaluate(() => document.querySelector('orebit-yield-farming')!.setAttribute('data-locale', 'ar'));
    await expect.poll(look).toMatchObject({ lang: 'ar', direction: 'rtl', font: '15px', accent });

    await page.evaluate(() => {
      (window as unknown as Orebit).Orebit!.styles.data += '.orebit-root[data-widget]{outline-color:rgb(4, 5, 6)}';
    });
    await expect.poll(look).toMatchObject({ outline: 'rgb(4, 5, 6)' });
    expect(logs).toEqual([]);
    await page.close();
  });
});
