import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The welcome video section on its own demo page: the mock player's local toggles, the Quick
// Actions going out on the page bus, and the related videos.

const base = inject('baseUrl');
const browser = browserPerFile();

async function openVideo() {
  const { page, logs } = await browser().open(`${base}/demo/welcome-video.html`);
  const widget = page.locator('orebit-welcome-video');
  await expect.poll(() => widget.getByRole('heading', { level: 2 }).count()).toBe(1);
  return { page, logs, widget };
}

/** Records the anchors of navigate requests on the page bus, handling them so nothing scrolls or opens. */
async function recordNavigation(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      Orebit: { bus: { on(type: string, fn: (e: { anchor: string; preventDefault(): void }) => void): void } };
      anchors: string[];
    };
    w.anchors = [];
    w.Orebit.bus.on('navigate', (e) => {
      w.anchors.push(e.anchor);
      e.preventDefault();
    });
  });
  return () => page.evaluate(() => (window as unknown as { anchors: string[] }).anchors);
}

describe('the welcome video section', () => {
  it('shows the title, the duration, five topics, the stats, Quick Actions and three related videos with levels, and logs nothing', async () => {
    const { page, logs, widget } = await openVideo();
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Welcome to Orebit');
    expect(await widget.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Getting Started with Orebit',
      'Quick Actions',
      'Related Videos',
    ]);
    expect(await widget.getByText('Duration: 8:42').count()).toBe(1);
    const topics = widget.getByRole('region', { name: "What you'll learn" }).getByRole('listitem');
    expect(await topics.count()).toBe(5);
    expect(await widget.locator('dt').allTextContents()).toEqual(['Views', 'Rating', 'Completion']);
    expect(await widget.locator('dd').allTextContents()).toEqual(['48.2K', '4.9/5', '87%']);
    const related = widget.getByRole('region', { name: 'Related Videos' }).getByRole('listitem');
    expect(await related.count()).toBe(3);
    expect(await related.locator('[data-level]').allTextContents()).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(await widget.locator('video, iframe, img').count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('toggles play/pause and mute locally, the labels saying what a press does next', async () => {
    const { page, logs, widget } = await openVideo();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const controls = widget.getByRole('group', { name: 'Video controls' });
    const poster = widget.getByTestId('video-poster');
    expect(await controls.getByRole('button').allTextContents()).toEqual(['Play', 'Mute']);
    expect(await poster.textContent()).toContain('Paused');

    await controls.getByRole('button', { name: 'Play' }).click();
    expect(await controls.getByRole('button').allTextContents()).toEqual(['Pause', 'Mute']);
    expect(await poster.textContent()).toContain('Playing');
    await controls.getByRole('button', { name: 'Mute' }).click();
    expect(await controls.getByRole('button').allTextContents()).toEqual(['Pause', 'Unmute']);
    expect(await poster.textContent()).toContain('Muted');

    // From the keyboard too: focus stays on the button whose label changed.
    await controls.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('Enter');
    expect(await controls.getByRole('button').allTextContents()).toEqual(['Play', 'Unmute']);
    await page.keyboard.press('Space');
    expect(await controls.getByRole('button').allTextContents()).toEqual(['Pause', 'Unmute']);
    await controls.getByRole('button', { name: 'Unmute' }).click();
    expect(await controls.getByRole('button').allTextContents()).toEqual(['Pause', 'Mute']);
    expect(requests).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('asks the page for #onboarding and #ai-concierge from Quick Actions; Download Transcript does nothing', async () => {
    const { page, logs, widget } = await openVideo();
    const anchors = await recordNavigation(page);
    const actions = widget.getByRole('region', { name: 'Quick Actions' });
    await actions.getByRole('button', { name: 'Start Onboarding Guide' }).click();
    expect(await anchors()).toEqual(['onboarding']);
    await actions.getByRole('button', { name: 'Ask AI Assistant' }).click();
    expect(await anchors()).toEqual(['onboarding', 'ai-concierge']);
    const url = page.url();
    await actions.getByRole('button', { name: 'Download Transcript' }).click();
    expect(await anchors()).toEqual(['onboarding', 'ai-concierge']);
    expect(page.url()).toBe(url);
    expect(page.context().pages()).toHaveLength(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('scrolls to the section when the page has it', async () => {
    const { page, widget } = await openVideo();
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const target = document.createElement('section');
      target.id = 'onboarding';
      target.textContent = 'Onboarding';
      target.style.minHeight = '100vh';
      document.body.append(spacer, target);
    });
    await widget.getByRole('button', { name: 'Start Onboarding Guide' }).click();
    expect(new URL(page.url()).hash).toBe('#onboarding');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('onboarding')!.getBoundingClientRect().top), {
        timeout: 10_000,
      })
      .toBeLessThan(10);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, paused and playing', async () => {
    const { page, widget } = await openVideo();
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Play' }).click();
    await widget.getByRole('button', { name: 'Mute' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
