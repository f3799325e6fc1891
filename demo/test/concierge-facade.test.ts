import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// The floating concierge's partner script is a facade (widgets/concierge/facade.ts): on the partner
// blog it draws only the launcher, fetches the chat (/widgets/v<version>/concierge-chat.js) when the
// reader hovers, focuses or presses it, and opens in the gesture that asked for it. Every test waits
// on what the reader sees or on the requests the page makes, never on time.

const base = inject('baseUrl');
const browser = browserPerFile();
const CHAT = /\/widgets\/v[^/]+\/concierge-chat\.js$/;
const REPLIES = /\/widgets\/v[^/]+\/concierge-replies\.js$/;

/** The partner blog with its floating concierge's launcher drawn, and every request the page makes. */
async function openBlog({ holdChat = false } = {}) {
  const { page, logs } = await browser().open('about:blank');
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(request.url()));
  let release = () => {};
  if (holdChat) {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHAT, async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto(`${base}/demo/partner-blog.html`);
  const host = page.locator('orebit-concierge');
  const launcher = host.getByRole('button', { name: 'Open Orebit AI Concierge' });
  await expect.poll(() => launcher.count()).toBe(1);
  const chatRequested = () => requests.some((url) => CHAT.test(url));
  /** Whether the chat has mounted: its message field is in the (closed) panel. */
  const chatMounted = async () => (await host.locator('#ob-chat-input').count()) === 1;
  const panel = host.getByRole('dialog', { name: 'Orebit AI Concierge' });
  return { page, logs, host, launcher, panel, requests, chatRequested, chatMounted, release };
}

/** What assistive technology reads of the launcher: its role, name and state, and the element it controls. */
function launcherSemantics(page: Page) {
  return page.locator('orebit-concierge').evaluate((host) => {
    const button = host.shadowRoot!.querySelector('button.launcher')!;
    const controlled = host.shadowRoot!.getElementById(button.getAttribute('aria-controls')!);
    return {
      tag: button.localName,
      type: button.getAttribute('type'),
      name: button.getAttribute('aria-label'),
      expanded: button.getAttribute('aria-expanded'),
      haspopup: button.getAttribute('aria-haspopup'),
      controls: controlled && { role: controlled.getAttribute('role'), name: controlled.getAttribute('aria-label') },
      icon: button.querySelector('svg')?.getAttribute('aria-hidden'),
      tabIndex: (button as HTMLElement).tabIndex,
    };
  });
}

describe('the floating concierge before the reader reaches for it', () => {
  it('draws only its launcher, in the corner, without requesting the chat', async () => {
    const { page, logs, launcher, host, chatRequested, chatMounted } = await openBlog();
    await page.waitForLoadState('networkidle');
    expect(chatRequested()).toBe(false);
    expect(await chatMounted()).toBe(false);
    // The launcher is where the chat's is, and the host takes no room in the page.
    const box = (await launcher.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBe(20);
    expect(viewport.height - (box.y + box.height)).toBe(20);
    expect([box.width, box.height]).toEqual([60, 60]);
    expect((await host.boundingBox())!.height).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('the floating concierge as the reader reaches for it', () => {
  it('fetches and mounts the chat when the pointer moves over the launcher, leaving it closed', async () => {
    const { page, launcher, panel, chatRequested, chatMounted } = await openBlog();
    await launcher.hover();
    await expect.poll(chatMounted).toBe(true);
    expect(chatRequested()).toBe(true);
    expect(await panel.isVisible()).toBe(false);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('fetches the chat when the launcher gets the focus, and keeps that launcher until the focus leaves it', async () => {
    const { page, host, launcher, chatMounted } = await openBlog();
    const focused = await launcher.elementHandle();
    const response = page.waitForResponse(CHAT);
    await launcher.focus();
    expect((await response).ok()).toBe(true);
    // The chat has run (it marks its definition), and waits: the focused launcher is the one announced.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('orebit:concierge:script').length))
      .toBe(1);
    expect(await chatMounted()).toBe(false);
    expect(await host.evaluate((el, button) => el.shadowRoot!.activeElement === button, focused)).toBe(true);
    // The focus moves on: the chat mounts behind it, and leaves the focus where the reader put it.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(chatMounted).toBe(true);
    expect(await host.evaluate((el) => el.shadowRoot!.activeElement)).toBeNull();
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('opens on the first click, with the focus in the message field', async () => {
    const { page, host, launcher, panel, logs } = await openBlog();
    await launcher.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await host.getByRole('button', { name: 'Close the chat' }).getAttribute('aria-expanded')).toBe('true');
    expect(await host.evaluate((el) => el.shadowRoot!.activeElement?.id)).toBe('ob-chat-input');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('opens once the chat arrives when the click came first, and only once', async () => {
    const { page, host, launcher, panel, chatRequested, release } = await openBlog({ holdChat: true });
    await launcher.click();
    await expect.poll(chatRequested).toBe(true);
    expect(await panel.isVisible()).toBe(false);
    release();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await host.evaluate((el) => el.shadowRoot!.activeElement?.id)).toBe('ob-chat-input');
    await page.close();
  });

  for (const key of ['Enter', ' '] as const) {
    it(`opens with ${key === ' ' ? 'Space' : key} on the focused launcher, before and after the chat has arrived`, async () => {
      const { page, host, launcher, panel, chatRequested, release } = await openBlog({ holdChat: true });
      await launcher.focus();
      await expect.poll(chatRequested).toBe(true);
      // The chat is still on its way: the key is kept until it arrives.
      await page.keyboard.press(key);
      expect(await panel.isVisible()).toBe(false);
      release();
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await host.evaluate((el) => el.shadowRoot!.activeElement?.id)).toBe('ob-chat-input');
      // Escape gives the focus back to the launcher; the key opens it again, now from the chat itself.
      await page.keyboard.press('Escape');
      expect(await panel.isVisible()).toBe(false);
      await page.keyboard.press(key);
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.close();
    });
  }

  it('opens with Enter on a launcher focused once the chat had arrived', async () => {
    const { page, host, launcher, panel } = await openBlog();
    const response = page.waitForResponse(CHAT);
    await launcher.focus();
    await response;
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('orebit:concierge:script').length))
      .toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await host.evaluate((el) => el.shadowRoot!.activeElement?.id)).toBe('ob-chat-input');
    await page.close();
  });

  it('reads the same to assistive technology before and after the chat has loaded', async () => {
    const { page, launcher, chatMounted } = await openBlog();
    const before = await launcherSemantics(page);
    expect(before).toEqual({
      tag: 'button',
      type: 'button',
      name: 'Open Orebit AI Concierge',
      expanded: 'false',
      haspopup: null,
      controls: { role: 'dialog', name: 'Orebit AI Concierge' },
      icon: 'true',
      tabIndex: 0,
    });
    const snapshot = await launcher.ariaSnapshot();
    await launcher.hover();
    await expect.poll(chatMounted).toBe(true);
    expect(await launcherSemantics(page)).toEqual(before);
    expect(await launcher.ariaSnapshot()).toBe(snapshot);
    await page.close();
  });

  for (const theme of ['dark', 'light', 'auto'] as const) {
    it(`looks the same before and after the chat has loaded (data-theme="${theme}")`, async () => {
      // The facade draws with a sheet of its own (the base sheet's part the launcher needs and its
      // rules); the chat with the page's base sheet and its shared sheet: not a pixel may change.
      const { page } = await browser().open('about:blank');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.route(`${base}/facade-${theme}`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Themes</title></head><body style="background:#e8e2d0"><p>A post.</p><script src="/widgets/concierge.js" data-mode="floating" data-theme="${theme}" async></script></body></html>`,
        }),
      );
      await page.goto(`${base}/facade-${theme}`);
      const host = page.locator('orebit-concierge');
      const launcher = host.getByRole('button', { name: 'Open Orebit AI Concierge' });
      await expect.poll(() => launcher.count()).toBe(1);
      const box = (await launcher.boundingBox())!;
      // The launcher and its shadow.
      const clip = { x: box.x - 40, y: box.y - 40, width: box.width + 60, height: box.height + 60 };
      const before = await page.screenshot({ clip });
      // Loaded as a hover would load it, with no pointer over the launcher.
      await launcher.dispatchEvent('pointerenter');
      await expect.poll(() => host.locator('#ob-chat-input').count()).toBe(1);
      expect((await page.screenshot({ clip })).equals(before)).toBe(true);
      await page.close();
    });
  }

  it('leaves the base sheet to the next widget script on the page, which styles its widget with it', async () => {
    // The facade makes the page's registry without the base sheet (registry.ts, protocol 3).
    const { page, logs } = await browser().open('about:blank');
    await page.route(`${base}/facade-then-referral`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two</title></head><body><script src="/widgets/concierge.js" data-mode="floating"></script><div data-orebit-widget="referral"></div><script src="/widgets/referral.js"></script></body></html>',
      }),
    );
    await page.goto(`${base}/facade-then-referral`);
    const root = page.locator('[data-orebit-widget="referral"] .orebit-root');
    await expect.poll(() => root.count()).toBe(1);
    // The dark theme's background and text, and the base font size, from the base sheet.
    expect(
      await root.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.backgroundColor, style.color, style.fontSize];
      }),
    ).toEqual(['rgb(11, 16, 32)', 'rgb(243, 245, 251)', '15px']);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('fetches its replies only as the reader sends a first message, and answers with them', async () => {
    const { page, host, launcher, panel, requests, logs } = await openBlog();
    await launcher.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => REPLIES.test(url))).toEqual([]);
    await host.getByLabel('Message the concierge').fill('What is Orebit?');
    await host.getByLabel('Message the concierge').press('Enter');
    await expect
      .poll(() => host.locator('.msg.ai p').last().textContent())
      .toMatch(/^Orebit is an all-in-one crypto platform/);
    expect(requests.filter((url) => REPLIES.test(url))).toHaveLength(1);
    expect(await host.getByRole('status', { name: 'The concierge is typing' }).count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('says it cannot answer, and takes the next message, when its replies cannot be fetched', async () => {
    const { page, host, launcher, panel } = await openBlog();
    await page.route(REPLIES, (route) => route.abort());
    await launcher.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const field = host.getByLabel('Message the concierge');
    await field.fill('What is Orebit?');
    await field.press('Enter');
    await expect.poll(() => host.locator('.msg.ai p').last().textContent()).toBe('Sorry, I cannot answer right now.');
    expect(await host.getByRole('status', { name: 'The concierge is typing' }).count()).toBe(0);
    // Not stuck: the next message is taken.
    await field.fill('Is it safe?');
    await field.press('Enter');
    await expect.poll(() => host.locator('.msg.user').count()).toBe(2);
    await page.close();
  });

  it('loads the chat for an option given before it arrived, and the chat shows it', async () => {
    const { page, host, panel, chatMounted } = await openBlog();
    await host.evaluate((el) => (el as HTMLElement).setAttribute('data-theme', 'light'));
    await expect.poll(chatMounted).toBe(true);
    expect(await host.locator('.orebit-root').getAttribute('data-theme')).toBe('light');
    // Orebit.mount on the mounted host is an update, which reaches the chat.
    await page.evaluate(() => {
      window.Orebit!.mount(document.querySelector('orebit-concierge')!, 'concierge', { theme: 'dark' });
    });
    expect(await host.locator('.orebit-root').getAttribute('data-theme')).toBe('dark');
    expect(await panel.isVisible()).toBe(false);
    await page.close();
  });

  it('leaves nothing behind, and loads nothing, when its element leaves the page first', async () => {
    const { page, host, chatRequested } = await openBlog();
    await host.evaluate((el) => el.remove());
    await expect
      .poll(() =>
        page.evaluate(() => [...window.Orebit!.instances.values()].filter((i) => i.name === 'concierge').length),
      )
      .toBe(0);
    await page.waitForLoadState('networkidle');
    expect(chatRequested()).toBe(false);
    await page.close();
  });

  it('keeps its launcher when the chat takes over an element marked lazy far below the first screen', async () => {
    const { page, logs } = await browser().open('about:blank');
    await page.route(`${base}/facade-lazy`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lazy</title></head><body><main><p style="height: 3000px">A long post.</p></main><script src="/widgets/concierge.js" data-mode="floating" data-loading="lazy" async></script></body></html>',
      }),
    );
    await page.goto(`${base}/facade-lazy`);
    const host = page.locator('orebit-concierge');
    const launcher = host.getByRole('button', { name: 'Open Orebit AI Concierge' });
    await expect.poll(() => launcher.count()).toBe(1);
    await launcher.hover();
    await expect.poll(() => host.locator('#ob-chat-input').count()).toBe(1);
    expect(await launcher.isVisible()).toBe(true);
    await launcher.click();
    await expect.poll(() => host.getByRole('dialog', { name: 'Orebit AI Concierge' }).isVisible()).toBe(true);
    expect(logs).toEqual([]);
    await page.close();
  });
});
