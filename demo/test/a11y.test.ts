import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

// Accessibility across the project: axe-core on the full page and every demo page, the main
// flows with the keyboard only (no mouse), reduced motion, and Lighthouse's accessibility score.

const base = inject('baseUrl');
const browser = browserPerFile();

/** Demo pages left out of the axe sweep, and why. */
const SKIPPED: Record<string, string> = {
  'broken.html': 'its fixture widget fails on purpose and shows the error state',
};
/**
 * Rules not checked on a page, and why. hostile.html sets `opacity: 0.9 !important` on every
 * element, the widget's ancestors included: the page itself blends the widget into its yellow
 * background (no widget can undo an ancestor's opacity), so contrast there measures the page.
 */
const RULES_OFF: Record<string, string[]> = {
  '/demo/hostile.html': ['color-contrast'],
};
const PAGES = [
  '/',
  ...readdirSync(fileURLToPath(new URL('..', import.meta.url)))
    .filter((f) => f.endsWith('.html') && !(f in SKIPPED))
    .map((f) => `/demo/${f}`),
];

/** Waits until every widget host on the page has rendered (lazy ones scrolled to) and no API-fed list is still loading. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  // Lazy widgets mount as the reader comes near: take the page's reader past each of them.
  for (const lazy of await page.locator('[data-loading="lazy"]').all()) {
    await lazy.scrollIntoViewIfNeeded();
    await expect
      .poll(() => lazy.evaluate((el) => !!el.shadowRoot?.querySelector('.orebit-root')), { timeout: 15_000 })
      .toBe(true);
  }
  await page.evaluate(() => scrollTo(0, 0));
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const hosts = [...document.querySelectorAll('*')].filter(
            (el) => el.localName.startsWith('orebit-') || el.hasAttribute('data-orebit-widget'),
          );
          const empty = hosts.filter(
            (el) => el.localName !== 'orebit-toaster' && !el.shadowRoot?.querySelector('.orebit-root'),
          );
          // A list still loading marks itself aria-busy.
          const busy = hosts.filter((el) => el.shadowRoot?.querySelector('[aria-busy="true"]'));
          return empty.length + busy.length;
        }),
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** The focused element, through shadow roots, as "tag name" (its aria-label or text). */
function focused(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return 'body';
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.localName} ${name.trim().replace(/\s+/g, ' ')}`;
  });
}

/** Presses Tab until the focused element's description matches `target`; fails after `max` presses. */
async function tabTo(page: Page, target: RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    if (target.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}; focus is on ${await focused(page)}`);
}

describe('axe-core', () => {
  it(`finds no violations on the full page and the ${PAGES.length - 1} demo pages (${Object.keys(SKIPPED).join(', ')} skipped)`, async () => {
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      const { page } = await browser().open(`${base}${path}`);
      await settled(page);
      const violations = (await axeViolations(page))
        .map((v) => v.slice(0, v.indexOf(':')))
        .filter((rule) => !RULES_OFF[path]?.includes(rule));
      if (violations.length) found[path] = violations;
      await page.close();
    }
    expect(found).toEqual({});
  }, 180_000);
});

describe('with the keyboard only', () => {
  it('walks the onboarding steps: Tab to Next, Enter through all seven, Shift+Tab back to Previous', async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/demo/onboarding.html`);
    const widget = page.locator('orebit-onboarding');
    await expect.poll(() => widget.getByRole('heading', { name: 'Onboarding Walkthrough' }).count()).toBe(1);
    await tabTo(page, /^button Next$/);
    const progress = widget.getByRole('progressbar', { name: 'Onboarding progress' });
    for (let step = 2; step <= 7; step++) {
      await page.keyboard.press('Enter');
      // Focus stays on the button that moved on (it reads Complete on the last step).
      if (step < 7) expect(await focused(page)).toBe('button Next');
    }
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    await tabTo(page, /^button Previous$/);
    await page.keyboard.press('Enter');
    expect(await progress.getAttribute('aria-valuenow')).not.toBe('100');
    await page.close();
  });

  it('uses the inline concierge: Tab to the field, type, Enter sends, the reply follows', async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/demo/concierge.html`);
    const widget = page.locator('[data-orebit-widget="concierge"]');
    await expect.poll(() => widget.getByRole('log', { name: 'Conversation' }).count()).toBe(1);
    await tabTo(page, /^(input|textarea) Message the concierge/);
    await page.keyboard.type('What is Orebit?');
    await page.keyboard.press('Enter');
    await expect.poll(() => widget.locator('.msg.user > p').allTextContents()).toEqual(['What is Orebit?']);
    await expect.poll(() => widget.locator('.msg.ai').count(), { timeout: 10_000 }).toBe(2);
    expect(await focused(page)).toMatch(/^(input|textarea) Message the concierge/);
    await page.close();
  });

  it('uses the floating concierge: Enter on the launcher opens it with focus in the field, Escape closes it and focus returns', async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/demo/partner-blog.html`);
    const host = page.locator('orebit-concierge');
    await expect
      .poll(() => host.evaluate((el) => el.shadowRoot?.querySelector('button[aria-expanded]') != null))
      .toBe(true);
    const launcherName = await host.evaluate(
      (el) => el.shadowRoot!.querySelector('button[aria-expanded]')!.getAttribute('aria-label') ?? '',
    );
    await tabTo(page, new RegExp(`^button ${launcherName}`), 120);
    await page.keyboard.press('Enter');
    const panel = host.getByRole('dialog', { name: 'Orebit AI Concierge' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await focused(page)).toMatch(/^(input|textarea) Message the concierge/);
    await page.keyboard.type('Is Orebit safe for a beginner?');
    await page.keyboard.press('Enter');
    await expect.poll(() => host.locator('.msg.user > p').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await focused(page)).toMatch(new RegExp(`^button ${launcherName}`));
    await page.close();
  });

  it('opens the community new-post dialog, tabs through its fields in order, and Escape returns focus to New Post', async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/demo/community.html`);
    const widget = page.locator('orebit-community');
    await expect.poll(() => widget.getByRole('button', { name: 'New Post' }).count()).toBe(1);
    await tabTo(page, /^button New Post$/);
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const order = [await focused(page)];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    // Title first, then Content, then the dialog's buttons; focus never leaves the dialog.
    expect(order[0]).toMatch(/^input Title/);
    expect(order[1]).toMatch(/^textarea Content/);
    expect(
      await widget.evaluate((el) => Boolean(el.shadowRoot!.activeElement?.closest('dialog, [role="dialog"]'))),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toBe('button New Post');
    await page.close();
  });

  it('moves between the premium payment tabs with the arrow keys', async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/demo/premium.html`);
    const widget = page.locator('orebit-premium');
    const tabs = widget.getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(1);
    const names = await tabs.allTextContents();
    await tabTo(page, new RegExp(`^button ${names[0]}`));
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe(`button ${names[1]}`);
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.close();
  });

  it('opens and closes the nav drawer at 375 px: Enter opens, Tab reaches the links, Escape closes, focus returns', async () => {
    const page = await browser().newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${base}/`);
    const nav = page.locator('orebit-nav');
    await expect.poll(() => nav.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
    await tabTo(page, /^button Open menu$/);
    await page.keyboard.press('Enter');
    const drawer = nav.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await tabTo(page, /^a News$/, 12);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await focused(page)).toBe('button Open menu');
    await page.close();
  });
});

describe('prefers-reduced-motion: reduce', () => {
  it('turns off smooth scrolling and every animation and transition, the typing indicator and toasts included', async () => {
    const page = await browser().newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/`);
    await settled(page);
    // Bring up the moving parts: a toast (shown for 5 s), then the concierge's typing indicator (1–2 s
    // from a message sent). Each look at the page sends the message again if the indicator has gone,
    // until one look sees both.
    const concierge = page.locator('orebit-concierge');
    const field = concierge.getByLabel('Message the concierge');
    const typing = concierge.getByRole('status', { name: 'The concierge is typing' });
    await page.locator('orebit-wallets').getByRole('button', { name: 'Connect MetaMask', exact: true }).click();
    await expect.poll(() => page.locator('orebit-toaster li').count()).toBe(1);
    const look = () =>
      page.evaluate(
        (motion) => {
          const MOTION = new RegExp(motion);
          const found: string[] = [];
          let typing = 0;
          let toasts = 0;
          const seconds = (list: string) =>
            Math.max(...list.split(',').map((s) => parseFloat(s) * (s.trim().endsWith('ms') ? 0.001 : 1)));
          const visit = (root: Document | ShadowRoot, where: string) => {
            for (const el of root.querySelectorAll('*')) {
              if (el.matches('.typing[role=status]')) typing++;
              if (where === 'orebit-toaster' && el.localName === 'li') toasts++;
              for (const pseudo of [null, '::before', '::after']) {
                const style = getComputedStyle(el, pseudo);
                const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0;
                const transition = seconds(style.transitionDuration) > 0 && MOTION.test(style.transitionProperty);
                if (animated || transition)
                  found.push(
                    `${where} ${el.localName}.${el.className}${pseudo ?? ''}: ${animated ? style.animationName : style.transitionProperty}`,
                  );
              }
              if (el.shadowRoot) visit(el.shadowRoot, el.localName);
            }
          };
          visit(document, 'document');
          return { typing, toasts, moving: found };
        },
        String.raw`\b(all|transform|translate|scale|rotate|width|height|top|left|right|bottom|inset|margin|opacity)\b`,
      );
    await expect
      .poll(async () => {
        if (!(await typing.count())) {
          await field.fill('What is Orebit?');
          await field.press('Enter');
        }
        return look();
      })
      .toEqual({ typing: 1, toasts: 1, moving: [] });
    // A nav link scrolls at once rather than smoothly.
    await page.locator('orebit-nav').getByRole('link', { name: 'News' }).click();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(500);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
    await page.close();
  });
});

describe('Lighthouse', () => {
  it('scores the full page 100 for accessibility', async () => {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_LAUNCHER_FLAGS,
      logLevel: 'error',
    });
    try {
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
      });
      const { categories, audits } = result!.lhr;
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      expect(failing).toEqual([]);
      expect(Math.round(categories.accessibility!.score! * 100)).toBe(100);
    } finally {
      chrome.kill();
    }
  }, 120_000);
});
