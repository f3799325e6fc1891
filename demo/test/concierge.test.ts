import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The AI Concierge, inline on its own page and floating on the partner blog. Reply timing is
// checked with Playwright's clock: the clock is paused once the widget is up, and only moves
// when the test says so.

const base = inject('baseUrl');
const browser = browserPerFile();

async function openConcierge(path = '/demo/concierge.html', host = '[data-orebit-widget="concierge"]') {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  await page.clock.install();
  await page.goto(`${base}${path}`);
  const widget = page.locator(host);
  await expect.poll(() => widget.getByRole('log', { name: 'Conversation' }).count()).toBe(1);
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  return { page, widget, logs, ...parts(widget) };
}

function parts(widget: Locator) {
  return {
    log: widget.getByRole('log', { name: 'Conversation' }),
    input: widget.getByLabel('Message the concierge'),
    send: widget.getByRole('button', { name: 'Send' }),
    typing: widget.getByRole('status', { name: 'The concierge is typing' }),
    messages: (sender: 'ai' | 'user') => widget.locator(`.msg.${sender} > p`),
  };
}

describe('the inline concierge', () => {
  it('shows the header, six feature tiles, the chat card and the welcome message with four suggestions', async () => {
    const { page, widget, logs, messages } = await openConcierge();
    expect(await widget.getByRole('heading', { name: 'AI Concierge', exact: true }).count()).toBe(1);
    expect(await widget.locator('.tiles h3').allTextContents()).toEqual([
      'Smart AI',
      'Market Insights',
      'Security Tips',
      'Education',
      'Investment Advice',
      '24/7 Support',
    ]);
    expect(await widget.getByRole('heading', { name: 'Orebit AI Concierge' }).count()).toBe(1);
    expect(await widget.getByText('Online & Ready to Help').count()).toBe(1);
    expect(await widget.getByText('Pro AI', { exact: true }).count()).toBe(1);
    expect(await widget.getByText("Powered by Orebit's AI technology · your trusted crypto companion.").count()).toBe(
      1,
    );
    expect(await messages('ai').count()).toBe(1);
    expect(await messages('user').count()).toBe(0);
    expect(await widget.getByRole('list', { name: 'Suggested questions' }).getByRole('button').count()).toBe(4);
    expect(await widget.getByRole('log').getAttribute('aria-live')).toBe('polite');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('sends, shows the typing indicator with sending disabled, and replies between 1000 and 2000 ms', async () => {
    const { page, input, send, typing, messages } = await openConcierge();
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.fill('What is Orebit?');
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    expect(await messages('user').allTextContents()).toEqual(['What is Orebit?']);
    expect(await input.inputValue()).toBe('');
    expect(await typing.isVisible()).toBe(true);
    // Pending: typed text cannot be sent, by button or by Enter.
    await input.fill('Another question');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await messages('user').count()).toBe(1);

    await page.clock.runFor(999);
    expect(await messages('ai').count()).toBe(1);
    expect(await typing.count()).toBe(1);
    await page.clock.runFor(1_001);
    // The replies' module (fetched as the message was sent) may still be on its way.
    await expect.poll(() => messages('ai').count()).toBe(2);
    expect(await messages('ai').last().textContent()).toMatch(/^Orebit is an all-in-one crypto platform/);
    expect(await typing.count()).toBe(0);
    expect(await send.isEnabled()).toBe(true);
    await page.close();
  });

  it('sends on Enter but not on Shift+Enter', async () => {
    const { page, input, messages } = await openConcierge();
    await input.fill('How do I set up a wallet?');
    await input.press('Shift+Enter');
    expect(await messages('user').count()).toBe(0);
    expect(await input.inputValue()).toBe('How do I set up a wallet?');
    await input.press('Enter');
    expect(await messages('user').allTextContents()).toEqual(['How do I set up a wallet?']);
    await page.clock.runFor(2_000);
    await expect.poll(() => messages('ai').last().textContent()).toContain('We support 12+ wallets');
    await page.close();
  });

  it('fills the input from a suggestion without sending; a chip fills it and sends 100 ms later', async () => {
    const { page, widget, input, messages } = await openConcierge();
    const suggestion = widget.getByRole('list', { name: 'Suggested questions' }).getByRole('button').nth(1);
    const question = (await suggestion.textContent())!;
    await suggestion.click();
    expect(await input.inputValue()).toBe(question);
    await page.clock.runFor(3_000);
    expect(await messages('user').count()).toBe(0);

    await widget.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Market update' }).click();
    expect(await input.inputValue()).toBe("What's the market outlook today?");
    await page.clock.runFor(99);
    expect(await messages('user').count()).toBe(0);
    await page.clock.runFor(1);
    expect(await messages('user').allTextContents()).toEqual(["What's the market outlook today?"]);
    expect(await input.inputValue()).toBe('');
    // The chips are off while the reply is pending.
    expect(await widget.getByRole('button', { name: 'Portfolio tips' }).isDisabled()).toBe(true);
    await page.clock.runFor(2_000);
    await expect.poll(() => messages('ai').last().textContent()).toContain('Market snapshot');
    await page.close();
  });

  it('keeps the newest message in view', async () => {
    const { page, input, log, messages } = await openConcierge();
    for (const [i, question] of [
      'What is Orebit?',
      "I'm new to crypto",
      'What investment strategy suits me?',
    ].entries()) {
      await input.fill(question);
      await input.press('Enter');
      await page.clock.runFor(2_000);
      await expect.poll(() => messages('ai').count()).toBe(i + 2);
    }
    const { top, height, scroll } = await log.evaluate((el) => ({
      top: el.scrollTop,
      height: el.clientHeight,
      scroll: el.scrollHeight,
    }));
    expect(scroll).toBeGreaterThan(height);
    expect(top + height).toBeGreaterThanOrEqual(scroll - 2);
    await page.close();
  });

  it('opens at its newest message when the welcome overflows the log (a phone)', async () => {
    const page = await browser().newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base}/demo/concierge.html`);
    const log = page.locator('[data-orebit-widget="concierge"]').getByRole('log', { name: 'Conversation' });
    await expect.poll(() => log.count()).toBe(1);
    await expect
      .poll(() =>
        log.evaluate(
          (el) => el.scrollHeight > el.clientHeight && el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
        ),
      )
      .toBe(true);
    await page.close();
  });

  it('renders what people type as text', async () => {
    const { page, widget, input, messages } = await openConcierge();
    await input.fill('<img src=x onerror="window.pwned=1"> hello');
    await input.press('Enter');
    expect(await messages('user').last().textContent()).toBe('<img src=x onerror="window.pwned=1"> hello');
    expect(await widget.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await page.close();
  });
});

describe('the conversation’s scroll area', () => {
  it('shows its own scrollbar as the conversation scrolls and hides it 600 ms after the last scroll', async () => {
    const { page, widget, input, log, messages } = await openConcierge();
    /** What the reader sees of the conversation's scrollbar thumb. */
    const thumb = () =>
      widget
        .locator('[data-part="thumb"]')
        .evaluate((el) => (getComputedStyle(el).opacity === '0' ? 'hidden' : 'shown'));
    for (const [i, question] of [
      'What is Orebit?',
      'How do I set up a wallet?',
      'What investment strategy suits me?',
    ].entries()) {
      await input.fill(question);
      await input.press('Enter');
      await page.clock.runFor(2_000);
      await expect.poll(() => messages('ai').count()).toBe(i + 2);
    }
    await expect.poll(() => log.evaluate((el) => el.scrollHeight > el.clientHeight + 200)).toBe(true);
    // At the newest message, and native scrollbars hidden: the thumb is the scroll area's own.
    expect(await log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2)).toBe(true);
    expect(await log.evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe('none');
    await page.mouse.move(0, 0);
    await page.clock.runFor(600);
    await expect.poll(() => thumb()).toBe('hidden');
    await log.evaluate((el) => el.scrollBy({ top: -200, behavior: 'instant' }));
    await expect.poll(() => thumb()).toBe('shown');
    await page.clock.runFor(599);
    expect(await thumb()).toBe('shown');
    await page.clock.runFor(1);
    await expect.poll(() => thumb()).toBe('hidden');
    // Hovering shows it too, for as long as the pointer stays.
    await log.hover();
    await expect.poll(() => thumb()).toBe('shown');
    await page.clock.runFor(2_000);
    expect(await thumb()).toBe('shown');
    await page.close();
  });
});

describe('the floating concierge on the partner blog', () => {
  it('puts a launcher in the corner that opens the chat above the page without moving it', async () => {
    const page = await browser().newPage();
    await page.clock.install();
    await page.goto(`${base}/demo/partner-blog.html`);
    const host = page.locator('orebit-concierge');
    const launcher = await launcherOf(page);
    await expect.poll(() => launcher.count()).toBe(1);
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    // Takes no room in the page: the host is empty space, the launcher floats bottom-right.
    expect((await host.boundingBox())!.height).toBe(0);
    const box = (await launcher.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    const article = await page.locator('article').boundingBox();

    const panel = host.getByRole('dialog', { name: 'Orebit AI Concierge' });
    expect(await panel.isVisible()).toBe(false);
    // The launcher is a facade until now: the chat arrives in the gesture (concierge-facade.test.ts).
    await launcher.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('article').boundingBox()).toEqual(article);
    // Focus goes to the message field; a question gets its reply.
    expect(await host.evaluate((el) => el.shadowRoot!.activeElement?.id)).toBe('ob-chat-input');
    const { input, messages } = parts(host);
    await input.fill('Is Orebit safe for a beginner?');
    await input.press('Enter');
    await page.clock.runFor(2_000);
    await expect.poll(() => messages('ai').last().textContent()).toMatch(/^Security comes first/);

    // Escape closes it and gives focus back to the launcher; the conversation stays.
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await host.evaluate((el) => el.shadowRoot!.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await page.keyboard.press('Enter');
    expect(await panel.isVisible()).toBe(true);
    expect(await messages('user').count()).toBe(1);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, inline and with the floating chat open', async () => {
    for (const [path, open] of [
      ['/demo/concierge.html', false],
      ['/demo/partner-blog.html', true],
    ] as const) {
      const { page } = await browser().open(`${base}${path}`);
      if (open) {
        const launcher = await launcherOf(page);
        await expect.poll(() => launcher.count()).toBe(1);
        await launcher.click();
      }
      await expect
        .poll(() => page.locator('orebit-concierge, [data-orebit-widget="concierge"]').getByRole('log').count())
        .toBe(1);
      const violations = await axeViolations(page);
      expect(violations, path).toEqual([]);
      await page.close();
    }
  });
});

async function launcherOf(page: Page) {
  return page.locator('orebit-concierge').getByRole('button', { name: /Orebit AI Concierge|Close the chat/ });
}
