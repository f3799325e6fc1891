import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The Crypto Lead Hunter on its own demo page: the summary tiles, the four tabs (by mouse and by
// keyboard), the Global Monitoring toggle and the buttons that do nothing.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/lead-hunter.html`;

async function openLeadHunter() {
  const { page, logs } = await browser().open(DEMO);
  const widget = page.locator('orebit-lead-hunter');
  await expect.poll(() => widget.getByRole('tablist').count()).toBe(1);
  return { page, logs, widget };
}

/** Each summary tile as [label, figure, note]. */
function tiles(widget: Locator) {
  return widget
    .locator('[data-tile]')
    .evaluateAll((divs) =>
      divs.map((div) => [
        div.querySelector('dt')?.textContent,
        div.querySelector('.value')?.textContent,
        div.querySelector('.note')?.textContent,
      ]),
    );
}

/** The tab names and which one is selected. */
function tabState(widget: Locator) {
  return widget
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.map((tab) => `${tab.textContent}${tab.getAttribute('aria-selected') === 'true' ? ' *' : ''}`),
    );
}

/** The text of the visible tab panel's h3 headings. */
function visiblePanelHeadings(widget: Locator) {
  return widget.locator('[role="tabpanel"]:not([hidden]) h3').allTextContents();
}

describe('the lead hunter widget', () => {
  it('mounts from one script tag with the heading, the subtitle and four summary tiles', async () => {
    const { page, logs, widget } = await openLeadHunter();
    expect(await page.evaluate(() => document.querySelector('main script')?.parentElement?.localName)).toBe(
      'orebit-lead-hunter',
    );
    expect(await widget.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Crypto Lead Hunter');
    expect(
      await widget.getByText('Find people talking about crypto across social media', { exact: false }).isVisible(),
    ).toBe(true);
    expect(await tiles(widget)).toEqual([
      ["Today's Mentions", '1,247', '+18% from yesterday'],
      ['Qualified Leads', '89', 'Scored 70 or higher'],
      ['Messages Sent', '156', '34% reply rate'],
      ['Active Campaigns', '3', '6 platforms monitored'],
    ]);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('opens on Live Monitoring with the eight platform connections, WhatsApp and Discord needing setup', async () => {
    const { page, widget } = await openLeadHunter();
    expect(await tabState(widget)).toEqual(['Live Monitoring *', 'Campaigns', 'Lead Database', 'Analytics']);
    expect(await visiblePanelHeadings(widget)).toEqual([
      'Platform Connections',
      'Monitoring Controls',
      'Live Mentions Feed',
    ]);
    const connections = await widget
      .getByRole('region', { name: 'Platform Connections' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => [li.querySelector('span')?.textContent, li.querySelector('[data-status]')?.textContent]),
      );
    expect(connections).toEqual([
      ['Twitter/X', 'Connected'],
      ['Telegram', 'Connected'],
      ['WhatsApp', 'Setup Required'],
      ['Facebook', 'Connected'],
      ['Reddit', 'Connected'],
      ['Instagram', 'Connected'],
      ['Discord', 'Setup Required'],
      ['LinkedIn', 'Connected'],
    ]);
    await page.close();
  });

  it('shows the keyword box, the bot buttons and the mentions feed with a coloured score badge per mention', async () => {
    const { page, widget } = await openLeadHunter();
    const keywords = widget.getByRole('textbox', { name: 'Add Keywords' });
    await keywords.fill('bitcoin mining');
    expect(await keywords.inputValue()).toBe('bitcoin mining');
    for (const name of ['WhatsApp Bot', 'Telegram Bot', 'Filter', 'Export']) {
      expect(await widget.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    const feed = widget.getByRole('list', { name: 'Mentions' });
    const mentions = await feed.locator(':scope > li').evaluateAll((items) =>
      items.map((li) => ({
        platform: li.querySelector('.platform')?.textContent,
        user: li.querySelector('.user')?.textContent,
        content: li.querySelector('.content')?.textContent,
        badge: li.querySelector('[data-sentiment]')?.textContent,
        sentiment: (li.querySelector('[data-sentiment]') as HTMLElement | null)?.dataset.sentiment,
        colour: getComputedStyle(li.querySelector('[data-sentiment]')!).color,
        buttons: [...li.querySelectorAll('button')].map((b) => b.textContent),
      })),
    );
    expect(mentions).toHaveLength(5);
    expect(mentions[0]).toMatchObject({
      platform: 'Twitter/X',
      user: '@hashrate_hannah',
      badge: 'Score 92 · Positive',
      sentiment: 'positive',
    });
    expect(mentions[3]).toMatchObject({
      platform: 'Facebook',
      user: 'Marcus Reed',
      badge: 'Score 64 · Negative',
      sentiment: 'negative',
    });
    for (const mention of mentions) {
      expect(mention.content?.length).toBeGreaterThan(20);
      expect(mention.buttons).toEqual(['Add Lead', 'Message']);
    }
    const colours = Object.fromEntries(mentions.map((m) => [m.sentiment, m.colour]));
    const palette = await widget.evaluate((el) => {
      const root = el.shadowRoot!.querySelector('.orebit-root')!;
      return Object.fromEntries(
        ['green', 'blue', 'red'].map((name) => {
          const probe = root.appendChild(document.createElement('span'));
          probe.style.color = `var(--ob-${name})`;
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return [name, colour];
        }),
      );
    });
    expect(colours).toEqual({ positive: palette.green, neutral: palette.blue, negative: palette.red });
    await page.close();
  });

  it('toggles Global Monitoring: Start when off, Stop when on, starting off', async () => {
    const { page, widget } = await openLeadHunter();
    const controls = widget.getByRole('group', { name: 'Global Monitoring' });
    const toggle = controls.getByRole('button');
    expect(await toggle.textContent()).toBe('Start');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await controls.getByRole('status').textContent()).toBe('Monitoring is paused');
    await toggle.click();
    expect(await toggle.textContent()).toBe('Stop');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await controls.getByRole('status').textContent()).toBe('Monitoring all connected platforms');
    await toggle.press('Enter');
    expect(await toggle.textContent()).toBe('Start');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await page.close();
  });

  it('shows each campaign with keyword chips, status, platforms, leads found and success rate', async () => {
    const { page, widget } = await openLeadHunter();
    await widget.getByRole('tab', { name: 'Campaigns' }).click();
    expect(await tabState(widget)).toEqual(['Live Monitoring', 'Campaigns *', 'Lead Database', 'Analytics']);
    expect(await visiblePanelHeadings(widget)).toEqual([
      'Bitcoin Mining Enthusiasts',
      'DeFi Yield Seekers',
      'ORB Early Adopters',
      'Crypto Newcomers',
    ]);
    const campaigns = await widget.locator('[data-campaign]').evaluateAll((cards) =>
      cards.map((card) => ({
        status: card.querySelector('[data-status]')?.textContent,
        keywords: [...card.querySelectorAll('[aria-label="Keywords"] li')].map((li) => li.textContent),
        figures: [...card.querySelectorAll('dd')].map((dd) => dd.textContent),
        bar: card.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
        buttons: [...card.querySelectorAll('button')].map((b) => b.textContent),
      })),
    );
    expect(campaigns[0]).toEqual({
      status: 'Active',
      keywords: ['bitcoin mining', 'hashrate', 'mining rig'],
      figures: ['Twitter/X, Reddit, Telegram', '247', '68%'],
      bar: '68',
      buttons: ['View Details', 'Configure'],
    });
    expect(campaigns.map((c) => c.status)).toEqual(['Active', 'Active', 'Active', 'Paused']);
    // The Active Campaigns tile counts these.
    expect(campaigns.filter((c) => c.status === 'Active')).toHaveLength(3);
    expect(await widget.getByRole('button', { name: 'Create Campaign' }).isVisible()).toBe(true);
    await page.close();
  });

  it('shows the lead counts by priority and the keyword performance table', async () => {
    const { page, widget } = await openLeadHunter();
    await widget.getByRole('tab', { name: 'Lead Database' }).click();
    const panel = widget.locator('[role="tabpanel"]:not([hidden])');
    for (const name of ['Export All', 'Add Manual Lead'])
      expect(await panel.getByRole('button', { name }).isVisible(), name).toBe(true);
    const counts = await panel
      .locator('[data-priority]')
      .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));
    expect(counts).toEqual([
      ['High Priority', '23'],
      ['Medium Priority', '41'],
      ['Low Priority', '25'],
    ]);
    // Together they are the Qualified Leads tile.
    expect(counts.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(89);
    const table = panel.getByRole('table', { name: 'Keyword Performance' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Keyword',
      'Priority',
      'Mentions',
      'Trend',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['bitcoin mining', 'High', '342', '+24%'],
      ['staking rewards', 'High', '276', '+15%'],
      ['yield farming', 'Medium', '198', '+8%'],
      ['crypto for beginners', 'Medium', '154', '-3%'],
      ['crypto presale', 'Low', '87', '-12%'],
      ['cloud mining', 'Low', '64', '0%'],
    ]);
    await page.close();
  });

  it('shows the performance metrics and the platform distribution as text', async () => {
    const { page, widget } = await openLeadHunter();
    await widget.getByRole('tab', { name: 'Analytics' }).click();
    expect(await visiblePanelHeadings(widget)).toEqual(['Performance Metrics', 'Platform Distribution']);
    const metrics = widget.getByRole('region', { name: 'Performance Metrics' });
    expect(await metrics.locator('dt').allTextContents()).toEqual([
      'Response Rate',
      'Lead Conversion',
      'Avg. Lead Score',
      'Avg. Response Time',
    ]);
    expect(await metrics.locator('dd.value').allTextContents()).toEqual(['34.2%', '12.8%', '78', '2.4 h']);
    const distribution = widget.getByRole('list', { name: 'Platform Distribution' });
    expect(await distribution.getByRole('listitem').allInnerTexts()).toEqual([
      'Twitter/X\n486 mentions · 39.0%',
      'Telegram\n302 mentions · 24.2%',
      'Reddit\n214 mentions · 17.2%',
      'Facebook\n97 mentions · 7.8%',
      'Instagram\n88 mentions · 7.1%',
      'LinkedIn\n60 mentions · 4.8%',
    ]);
    // The bars are drawn to scale and hidden from assistive tech, which reads the text.
    const bars = await distribution
      .locator('.bar')
      .evaluateAll((spans) =>
        spans.map((s) => [
          s.getAttribute('aria-hidden'),
          Math.round((s.firstElementChild!.getBoundingClientRect().width / s.getBoundingClientRect().width) * 1000) /
            10,
        ]),
      );
    expect(bars.map(([hidden]) => hidden)).toEqual(Array(6).fill('true'));
    expect(bars.map(([, share]) => share)).toEqual([39, 24.2, 17.2, 7.8, 7.1, 4.8]);
    await page.close();
  });

  it('moves between tabs with ArrowRight, ArrowLeft, Home and End, wrapping at the ends', async () => {
    const { page, widget } = await openLeadHunter();
    await widget.getByRole('tab', { name: 'Live Monitoring' }).focus();
    const focused = () => widget.evaluate((el) => el.shadowRoot!.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect(await tabState(widget)).toEqual(['Live Monitoring', 'Campaigns *', 'Lead Database', 'Analytics']);
    expect(await focused()).toBe('Campaigns');
    expect(await visiblePanelHeadings(widget)).toContain('Bitcoin Mining Enthusiasts');
    await page.keyboard.press('End');
    expect(await tabState(widget)).toEqual(['Live Monitoring', 'Campaigns', 'Lead Database', 'Analytics *']);
    expect(await focused()).toBe('Analytics');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Live Monitoring');
    await page.keyboard.press('ArrowLeft');
    expect(await tabState(widget)).toEqual(['Live Monitoring', 'Campaigns', 'Lead Database', 'Analytics *']);
    await page.keyboard.press('ArrowLeft');
    expect(await tabState(widget)).toEqual(['Live Monitoring', 'Campaigns', 'Lead Database *', 'Analytics']);
    expect(await visiblePanelHeadings(widget)).toEqual(['Keyword Performance']);
    await page.keyboard.press('Home');
    expect(await tabState(widget)).toEqual(['Live Monitoring *', 'Campaigns', 'Lead Database', 'Analytics']);
    expect(await focused()).toBe('Live Monitoring');
    // One tab stop for the list: Tab leaves it for the panel.
    expect(await widget.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex')))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
    ]);
    await page.close();
  });

  it('does nothing on the buttons the spec gives no action, and logs nothing', async () => {
    const { page, logs, widget } = await openLeadHunter();
    const url = page.url();
    const before = await widget.evaluate((el) => el.shadowRoot!.innerHTML);
    const names = ['WhatsApp Bot', 'Telegram Bot', 'Filter', 'Export'];
    for (const name of names) await widget.getByRole('button', { name, exact: true }).click();
    await widget.getByRole('button', { name: 'Add Lead' }).first().click();
    await widget.getByRole('button', { name: 'Message' }).first().click();
    expect(await widget.evaluate((el) => el.shadowRoot!.innerHTML)).toBe(before);
    for (const tab of ['Campaigns', 'Lead Database']) {
      await widget.getByRole('tab', { name: tab }).click();
      const panel = widget.locator('[role="tabpanel"]:not([hidden])');
      const html = await panel.innerHTML();
      for (const button of await panel.getByRole('button').all()) await button.click();
      expect(await panel.innerHTML(), tab).toBe(html);
    }
    expect(page.url()).toBe(url);
    expect(await page.locator('orebit-toaster li').count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('lays the tiles out four across in a wide container and one above the other at 375 px', async () => {
    const { page, widget } = await openLeadHunter();
    const tops = () =>
      widget.locator('[data-tile]').evaluateAll((divs) => divs.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(new Set(await tops()).size).toBe(1);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(async () => new Set(await tops()).size).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations on any tab, nor with monitoring on', async () => {
    const { page, widget } = await openLeadHunter();
    expect(await axeViolations(page)).toEqual([]);
    await widget.getByRole('group', { name: 'Global Monitoring' }).getByRole('button').click();
    expect(await axeViolations(page)).toEqual([]);
    for (const tab of ['Campaigns', 'Lead Database', 'Analytics']) {
      await widget.getByRole('tab', { name: tab }).click();
      expect(await axeViolations(page), tab).toEqual([]);
    }
    await page.close();
  });
});
