import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The Educational Hub on its own demo page: the featured tutorial, three learning paths with their
// progress, four categories.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/education.html`;

async function openHub() {
  const { page, logs } = await browser().open(DEMO);
  const widget = page.locator('orebit-education');
  await expect.poll(() => widget.getByRole('heading', { name: 'Educational Hub' }).count()).toBe(1);
  return { page, logs, widget };
}

describe('the Educational Hub', () => {
  it('shows the featured tutorial first, with its level, duration and lessons', async () => {
    const { page, logs, widget } = await openHub();
    const featured = widget.getByRole('article');
    expect(await featured.getByText('Featured Tutorial').count()).toBe(1);
    expect(await featured.getByRole('heading', { level: 3 }).textContent()).toBe(
      "Mining with Orebit Miner: A Complete Beginner's Guide",
    );
    expect(
      await featured.getByRole('list', { name: 'About this tutorial' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Beginner', '45 min', '8 lessons']);
    expect(await featured.getByRole('button', { name: 'Start Tutorial' }).count()).toBe(1);
    const headings = await widget.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings).toEqual(["Mining with Orebit Miner: A Complete Beginner's Guide", 'Learning Paths', 'Categories']);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('shows three learning paths with lessons, duration and a progress bar each', async () => {
    const { page, widget } = await openHub();
    const paths = widget.getByRole('region', { name: 'Learning Paths' }).getByRole('listitem');
    const shown = await paths.evaluateAll((items) =>
      items.map((li) => {
        const bar = li.querySelector('[role="progressbar"]')!;
        return [
          li.querySelector('h4')!.textContent,
          li.querySelector('.muted')!.textContent,
          bar.getAttribute('aria-label'),
          bar.getAttribute('aria-valuenow'),
          li.querySelector('.status')!.textContent,
        ];
      }),
    );
    expect(shown).toEqual([
      ['Crypto Fundamentals', '12 lessons · 3 hours', 'Crypto Fundamentals progress', '75', '9 of 12 lessons done75%'],
      ['Trading Strategies', '18 lessons · 5 hours', 'Trading Strategies progress', '40', '7 of 18 lessons done40%'],
      ['DeFi & Yield Farming', '15 lessons · 4 hours', 'DeFi & Yield Farming progress', '0', 'Not started0%'],
    ]);
    await page.close();
  });

  it('shows four categories', async () => {
    const { page, widget } = await openHub();
    const categories = widget.getByRole('region', { name: 'Categories' }).getByRole('heading', { level: 4 });
    expect(await categories.allTextContents()).toEqual([
      'Blockchain Basics',
      'Trading & Analysis',
      'Security & Wallets',
      'Mining & Staking',
    ]);
    expect(await widget.getByText('Earn with Orebit Miner and Orebit Chain').count()).toBe(1);
    await page.close();
  });

  it('lays the paths out in one column in a narrow container', async () => {
    const page = await browser().newPage();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(DEMO);
    const paths = page
      .locator('orebit-education')
      .getByRole('region', { name: 'Learning Paths' })
      .getByRole('listitem');
    await expect.poll(() => paths.count()).toBe(3);
    const lefts = await paths.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations, in the dark and the light theme', async () => {
    const { page, widget } = await openHub();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() =>
      window.Orebit!.mount(document.querySelector('orebit-education')!, 'education', { theme: 'light' }),
    );
    await expect.poll(() => widget.locator('[data-theme="light"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
