import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The dashboard on its own demo page (figures, Quick Actions on the page bus) and on the full page,
// where Quick Actions scroll and #portfolio lands on the portfolio overview.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/dashboard.html`;
const ACTIONS: Array<[string, string]> = [
  ['Start Onboarding', 'onboarding'],
  ['Learn', 'education'],
  ['Community', 'community'],
  ['Simulator', 'simulator'],
  ['AI Assistant', 'ai-concierge'],
  ['Yield Farming', 'yield-farming'],
];

async function openDashboard(url = DEMO) {
  const { page, logs } = await browser().open(url);
  const widget = page.locator('orebit-dashboard');
  await expect.poll(() => widget.getByTestId('portfolio-overview').count()).toBe(1);
  return { page, logs, widget };
}

/** Whether the element with id `id` has reached the top of the viewport (or the page's end). */
function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((anchor) => {
    const top = document.getElementById(anchor)!.getBoundingClientRect().top;
    return (
      Math.abs(top) < 2 ||
      (top >= 0 &&
        top < window.innerHeight &&
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)
    );
  }, id);
}

/** Records the anchors asked for on the page bus; `prevent` handles them, as a host page may. */
function recordNavigate(page: Page, prevent: boolean) {
  return page.evaluate((prevent) => {
    const w = window as unknown as { asked: string[] };
    w.asked = [];
    window.Orebit!.bus.on('navigate', (e) => {
      w.asked.push(e.anchor);
      if (prevent) e.preventDefault();
    });
  }, prevent);
}

const asked = (page: Page) => page.evaluate(() => (window as unknown as { asked: string[] }).asked);

describe('the portfolio overview', () => {
  it('comes first after the heading and shows the fixed sample figures', async () => {
    const { page, logs, widget } = await openDashboard();
    const order = await widget
      .locator('section > *')
      .evaluateAll((els) => els.map((el) => el.querySelector('h2, h3')?.textContent));
    expect(order.slice(0, 2)).toEqual(['Dashboard', 'Portfolio Overview']);
    const overview = widget.getByTestId('portfolio-overview');
    const figures = await overview
      .locator('dl > div')
      .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
    expect(figures).toEqual([
      ['Total Value', '$124,582.40'],
      ['24h Change', '+$3,218.75+2.65%'],
      ['Total Profit', '+$28,940.12+30.26%'],
    ]);
    const holdings = overview.getByRole('list', { name: 'Holdings' }).getByRole('listitem');
    expect(await holdings.allTextContents()).toEqual([
      'Bitcoin BTC$49,832.960.4367 BTC · 40% of portfolio+2.4%',
      'Ethereum ETH$37,374.729.8350 ETH · 30% of portfolio+3.1%',
      'Orebit Token ORB$24,916.482,491.65 ORB · 20% of portfolio+5.8%',
      'Altcoins ALT$12,458.246 assets · 10% of portfolio-1.2%',
    ]);
    const bars = await holdings
      .getByRole('progressbar')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('aria-label'), el.getAttribute('aria-valuenow')]));
    expect(bars).toEqual([
      ['Bitcoin share of portfolio', '40'],
      ['Ethereum share of portfolio', '30'],
      ['Orebit Token share of portfolio', '20'],
      ['Altcoins share of portfolio', '10'],
    ]);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('Quick Actions', () => {
  it('ask for their anchors on the page bus when the dashboard is embedded alone', async () => {
    const { page, logs, widget } = await openDashboard();
    await recordNavigate(page, true);
    const links = widget.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link');
    expect(await links.locator('strong').allTextContents()).toEqual(ACTIONS.map(([label]) => label));
    for (const [label] of ACTIONS) await links.filter({ hasText: label }).click();
    expect(await asked(page)).toEqual(ACTIONS.map(([, anchor]) => anchor));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      ACTIONS.map(([, anchor]) => `#${anchor}`),
    );
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('open that section of the official site when the host page does not handle them', async () => {
    const page = await browser().newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { opened: string[][] };
      w.opened = [];
      window.open = (...args: unknown[]) => (w.opened.push(args.map(String)), null);
    });
    await page.goto(DEMO);
    await page
      .locator('orebit-dashboard')
      .getByRole('link', { name: /^Learn/ })
      .click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)).toEqual([
      ['https://orebit.example/#education', '_blank', 'noopener'],
    ]);
    await page.close();
  });
});

describe('the dashboard on the full page', () => {
  it('lands on the portfolio overview from a loaded #portfolio', async () => {
    const { page, logs, widget } = await openDashboard(`${base}/#portfolio`);
    await expect
      .poll(
        () =>
          widget.getByTestId('portfolio-overview').evaluate((el) => {
            const { top } = el.getBoundingClientRect();
            return top >= 0 && top < window.innerHeight / 2;
          }),
        { timeout: 5_000 },
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('scrolls to the section each Quick Action names', async () => {
    const page = await browser().newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/`);
    const widget = page.locator('orebit-dashboard');
    await expect.poll(() => widget.getByTestId('portfolio-overview').count()).toBe(1);
    await recordNavigate(page, false);
    let scrolled = 0;
    for (const [label, anchor] of ACTIONS) {
      await widget.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      // Sections not built yet are not on the page: the full page then does nothing.
      if (await page.evaluate((a) => document.getElementById(a) !== null, anchor)) {
        await expect.poll(() => inView(page, anchor), { timeout: 10_000 }).toBe(true);
        expect(await page.evaluate(() => location.hash)).toBe(`#${anchor}`);
        scrolled++;
      }
    }
    expect(scrolled).toBeGreaterThanOrEqual(3);
    expect(await asked(page)).toEqual(ACTIONS.map(([, anchor]) => anchor));
    expect(page.context().pages()).toHaveLength(1);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, in the dark and the light theme', async () => {
    const { page, widget } = await openDashboard();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() =>
      window.Orebit!.mount(document.querySelector('orebit-dashboard')!, 'dashboard', { theme: 'light' }),
    );
    await expect.poll(() => widget.locator('[data-theme="light"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
