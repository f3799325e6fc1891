import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The onboarding walkthrough and its chat on their own demo page. The chat's 1500 ms reply is
// timed with Playwright's clock, paused once the widget shows.

const base = inject('baseUrl');
const browser = browserPerFile();

const TITLES = [
  'Welcome',
  'Understanding Cryptocurrency',
  'Setting Up Your Wallet',
  'Making Your First Investment',
  'Security Best Practices',
  'Join the Community',
  'Meet Your AI Assistant',
];

async function openOnboarding() {
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.clock.install();
  await page.goto(`${base}/demo/onboarding.html`);
  const widget = page.locator('orebit-onboarding');
  await expect.poll(() => widget.getByRole('heading', { name: 'Onboarding Walkthrough' }).count()).toBe(1);
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  return {
    page,
    widget,
    logs,
    stepTitle: widget.locator('#ob-onboarding-step-title'),
    previous: widget.getByRole('button', { name: 'Previous' }),
    next: widget.getByRole('button', { name: /^(Next|Complete)$/ }),
    markComplete: widget.getByRole('button', { name: 'Mark Complete' }),
    progress: widget.getByRole('progressbar', { name: 'Onboarding progress' }),
    progressText: widget.getByTestId('progress-text'),
    dots: widget.getByRole('list', { name: 'Steps' }).getByRole('listitem'),
    badge: widget.getByText('Onboarding Complete! Welcome to Orebit!'),
    log: widget.getByRole('log', { name: 'Onboarding chat' }),
    input: widget.getByLabel('Message the onboarding assistant'),
    send: widget.getByRole('button', { name: 'Send' }),
    typing: widget.getByRole('status', { name: 'The assistant is typing' }),
  };
}

/** The step dots' looks, in order: current, complete or upcoming. */
const dotStates = (dots: Locator) => dots.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));

describe('the onboarding chat', () => {
  it('shows its own scrollbar as the chat scrolls and hides it 600 ms after the last scroll', async () => {
    const { page, widget, input, log } = await openOnboarding();
    /** What the user sees of the chat's scrollbar thumb. */
    const thumb = () =>
      widget.locator('[data-part="thumb"]').evaluate((el) => {
        if (el.getAnimations().length > 0) return 'fading';
        return getComputedStyle(el).opacity === '0' ? 'hidden' : 'shown';
      });
    for (const question of ['How do I start?', 'What is a wallet?', 'Is staking safe?', 'Thank you!']) {
      await input.fill(question);
      await input.press('Enter');
      await page.clock.runFor(3_000);
    }
    await expect.poll(() => log.evaluate((el) => el.scrollHeight > el.clientHeight + 200)).toBe(true);
    // Native scrollbars are hidden: the thumb is the scroll area's own.
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
    await page.close();
  });
});

describe('the onboarding walkthrough', () => {
  it('starts on Welcome with the 3:45 video, Previous disabled and 14% progress, and logs nothing', async () => {
    const { page, widget, logs, stepTitle, previous, next, markComplete, progress, progressText, dots, badge } =
      await openOnboarding();
    expect(await stepTitle.textContent()).toBe('Welcome');
    expect(await widget.getByText('3:45', { exact: true }).isVisible()).toBe(true);
    expect(await widget.locator('.step .row button').count()).toBe(2);
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.textContent()).toBe('Next');
    expect(await markComplete.isVisible()).toBe(true);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeCloseTo(100 / 7, 6);
    expect(await progressText.textContent()).toBe('14% complete');
    expect(await dots.count()).toBe(7);
    expect(await dotStates(dots)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(await dots.first().getAttribute('aria-current')).toBe('step');
    expect(await badge.count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('Next walks through the seven steps in order, marking each one complete, up to a disabled Complete', async () => {
    const { page, widget, stepTitle, previous, next, progressText, dots } = await openOnboarding();
    const seen = [await stepTitle.textContent()];
    const percents = [await progressText.textContent()];
    for (let i = 1; i < 7; i++) {
      await next.click();
      seen.push(await stepTitle.textContent());
      percents.push(await progressText.textContent());
    }
    expect(seen).toEqual(TITLES);
    expect(percents).toEqual(['14%', '29%', '43%', '57%', '71%', '86%', '100%'].map((p) => `${p} complete`));
    expect(await next.textContent()).toBe('Complete');
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isEnabled()).toBe(true);
    expect(await dotStates(dots)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'complete',
      'complete',
      'current',
    ]);
    // The video placeholder belongs to step 1 only.
    expect(await widget.getByText('3:45', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('hands keyboard focus on when the pressed button disables or goes: Next at the end, Mark Complete, Previous at the start', async () => {
    const { page, widget, stepTitle, next } = await openOnboarding();
    const focused = () => widget.evaluate((el) => el.shadowRoot!.activeElement?.textContent ?? null);
    await next.focus();
    for (let i = 1; i < 7; i++) await page.keyboard.press('Enter');
    expect(await stepTitle.textContent()).toBe('Meet Your AI Assistant');
    // Next turned into a disabled Complete: the step's own Mark Complete is the next thing to do.
    expect(await focused()).toBe('Mark Complete');
    await page.keyboard.press('Enter');
    // Mark Complete is gone and Complete is disabled: Previous is what is left.
    expect(await focused()).toBe('Previous');
    for (let i = 1; i < 7; i++) await page.keyboard.press('Enter');
    expect(await stepTitle.textContent()).toBe('Welcome');
    expect(await focused()).toBe('Next');
    await page.close();
  });

  it('Previous moves back one step and keeps what is complete', async () => {
    const { page, stepTitle, previous, next, markComplete, dots } = await openOnboarding();
    await next.click();
    await next.click();
    await previous.click();
    expect(await stepTitle.textContent()).toBe('Understanding Cryptocurrency');
    expect(await dotStates(dots)).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    // Step 2 was completed by Next: no Mark Complete on it.
    expect(await markComplete.count()).toBe(0);
    await previous.click();
    expect(await previous.isDisabled()).toBe(true);
    await page.close();
  });

  it('Mark Complete marks the current step and disappears; either action button does the same and nothing else', async () => {
    const { page, widget, stepTitle, markComplete, next, previous, dots } = await openOnboarding();
    await markComplete.click();
    expect(await markComplete.count()).toBe(0);
    expect(await stepTitle.textContent()).toBe('Welcome');
    expect(await widget.getByRole('list', { name: 'Steps' }).getByRole('listitem').first().textContent()).toBe(
      'Welcome: current step, complete',
    );

    await next.click();
    expect(await markComplete.isVisible()).toBe(true);
    await widget.getByRole('button', { name: 'Open the Glossary' }).click();
    expect(await stepTitle.textContent()).toBe('Understanding Cryptocurrency');
    expect(await markComplete.count()).toBe(0);
    await previous.click();
    expect(await dotStates(dots)).toEqual([
      'current',
      'complete',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await page.close();
  });

  it('shows the badge only when all seven steps are complete', async () => {
    const { page, next, markComplete, badge } = await openOnboarding();
    for (let i = 1; i < 7; i++) await next.click();
    expect(await badge.count()).toBe(0);
    await markComplete.click();
    expect(await badge.isVisible()).toBe(true);
    await page.close();
  });
});

describe('the onboarding chat', () => {
  it('starts with three seeded messages in a polite log', async () => {
    const { page, log } = await openOnboarding();
    expect(await log.getAttribute('aria-live')).toBe('polite');
    expect(await log.locator('li').evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual([
      'ai',
      'user',
      'ai',
    ]);
    expect(await log.locator('li time').count()).toBe(3);
    await page.close();
  });

  it('sends on Enter, clears the input, shows the typing indicator and replies after 1500 ms', async () => {
    const { page, log, input, typing } = await openOnboarding();
    await input.fill('Which wallet should I pick?');
    await input.press('Enter');
    expect(await log.locator('li').count()).toBe(4);
    expect(await log.locator('li[data-type="user"] p').last().textContent()).toBe('Which wallet should I pick?');
    expect(await input.inputValue()).toBe('');
    expect(await typing.isVisible()).toBe(true);

    await page.clock.runFor(1_499);
    expect(await log.locator('li').count()).toBe(4);
    expect(await typing.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await log.locator('li').count()).toBe(5);
    expect(await log.locator('li[data-type="ai"] p').last().textContent()).toMatch(/^For your first wallet/);
    expect(await typing.count()).toBe(0);
    await page.close();
  });

  it('sends with the Send button but never an empty or blank message', async () => {
    const { page, log, input, send } = await openOnboarding();
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    await page.clock.runFor(2_000);
    expect(await log.locator('li').count()).toBe(3);

    await input.fill('  How do I stay safe?  ');
    await send.click();
    expect(await log.locator('li[data-type="user"] p').last().textContent()).toBe('How do I stay safe?');
    await page.clock.runFor(1_500);
    expect(await log.locator('li[data-type="ai"] p').last().textContent()).toMatch(/^Keep your seed phrase offline/);
    await page.close();
  });

  it('renders what people type as text', async () => {
    const { page, widget, log, input } = await openOnboarding();
    await input.fill('<img src=x onerror="window.pwned=1"> hi');
    await input.press('Enter');
    expect(await log.locator('li[data-type="user"] p').last().textContent()).toBe(
      '<img src=x onerror="window.pwned=1"> hi',
    );
    expect(await widget.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await page.close();
  });
});

describe('accessibility', () => {
  // On the real clock: axe-core schedules its own timers.
  it('axe-core finds no violations, at the start and with every step complete and a message sent', async () => {
    const { page, logs } = await browser().open(`${base}/demo/onboarding.html`);
    const widget = page.locator('orebit-onboarding');
    await expect.poll(() => widget.getByRole('log', { name: 'Onboarding chat' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 1; i < 7; i++) await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByRole('button', { name: 'Mark Complete' }).click();
    await widget.getByLabel('Message the onboarding assistant').fill('Hello');
    await widget.getByRole('button', { name: 'Send' }).click();
    expect(await axeViolations(page)).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });
});
