import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The mining accelerator section on its own demo page.

const base = inject('baseUrl');
const browser = browserPerFile();

async function openMining() {
  const { page, logs } = await browser().open(`${base}/demo/mining.html`);
  const widget = page.locator('orebit-mining');
  await expect.poll(() => widget.getByRole('heading', { level: 2 }).count()).toBe(1);
  return { page, logs, widget };
}

describe('the mining section', () => {
  it('shows the heading, an image, three badges and the four feature cards, and logs nothing', async () => {
    const { page, logs, widget } = await openMining();
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe(
      'Accelerate your mining with Orebit Miner',
    );
    const image = widget.getByRole('img');
    expect(await image.count()).toBe(1);
    expect(await image.getAttribute('aria-label')).toContain('Orebit Miner');
    expect((await image.boundingBox())!.width).toBeGreaterThan(200);
    expect(await widget.getByRole('list', { name: 'Highlights' }).getByRole('listitem').count()).toBe(3);
    expect(await widget.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Transparent',
      'Seamless',
      'Global Integration',
      'Efficiency',
    ]);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('has a Start Mining button that does nothing', async () => {
    const { page, logs, widget } = await openMining();
    const url = page.url();
    const before = await widget.evaluate((el) => el.shadowRoot!.innerHTML);
    await widget.getByRole('button', { name: 'Start Mining' }).click();
    expect(page.url()).toBe(url);
    expect(await widget.evaluate((el) => el.shadowRoot!.innerHTML)).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('links to the official site in a new tab, without giving it the opener', async () => {
    const { page, widget } = await openMining();
    const link = widget.getByRole('link', { name: /Learn more about Orebit Miner/ });
    expect(await link.getAttribute('href')).toBe('https://orebit.example');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))!.split(' ')).toContain('noopener');
    expect(await link.textContent()).toContain('(opens in a new tab)');
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations', async () => {
    const { page } = await openMining();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
