import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { Page } from 'playwright-core';
import { rollup } from 'rollup';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { servePartnerPage, type PartnerPage } from './partner-page';
import { transpileTs } from '../../scripts/transpile-ts.ts';

// <OrebitWidget> (packages/react) on a React 19 host page (demo/react-host/main.tsx) on another
// origin, built with the real react + react-dom, loading the widget scripts from the Worker.

const base = inject('baseUrl');
const browser = browserPerFile();

/** demo/react-host/main.tsx as one classic script, with React's production or development build. */
async function bundleHost(mode: 'production' | 'development'): Promise<string> {
  const bundle = await rollup({
    input: 'demo/react-host/main.tsx',
    plugins: [
      // <OrebitWidget> imports @orebit/widgets by name, as in its package; here, from source.
      alias({
        entries: { '@orebit/widgets': new URL('../../packages/widgets/src/index.ts', import.meta.url).pathname },
      }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(mode) } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
      transpileTs(),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  return output[0].code;
}

const bundles: Record<'production' | 'development', string> = { production: '', development: '' };
const servers: PartnerPage[] = [];

beforeAll(async () => {
  bundles.production = await bundleHost('production');
  // StrictMode runs effects twice only with React's development build.
  bundles.development = await bundleHost('development');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

interface HostConfig {
  src?: string;
  strict?: boolean;
  calculators?: number;
  concierge?: boolean;
}

/** Opens the React host on an origin of its own; `before` runs before it loads (routes, say). */
async function openHost(config: HostConfig = {}, before?: (page: Page) => Promise<unknown>) {
  const { src = base, strict = false, calculators = 1, concierge = false } = config;
  const attributes = [
    `data-src="${src}"`,
    `data-calculators="${calculators}"`,
    strict ? 'data-strict' : '',
    concierge ? 'data-concierge' : '',
  ];
  const script = bundles[strict ? 'development' : 'production'].replace(/<\/script/gi, '<\\/script');
  const server = await servePartnerPage(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React host</title><link rel="icon" href="data:,"></head>` +
      `<body><div id="root" ${attributes.join(' ')}></div><script>${script}</script></body></html>`,
  );
  servers.push(server);
  const page = await browser().newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  await before?.(page);
  // Not "load": a widget script the wrapper injects holds the load event until it has run.
  await page.goto(server.origin, { waitUntil: 'domcontentloaded' });
  const calculator = page.locator('#calculator-1');
  const log = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  return { page, logs, calculator, log, origin: server.origin };
}

/** How many times widget `name` has mounted on the page. */
const mounts = (page: Page, name = 'yield-farming') =>
  page.evaluate((name) => performance.getEntriesByName(`orebit:${name}:mounted`).length, name);

const instances = (page: Page) => page.evaluate(() => window.Orebit?.instances.size);

/** The colours the widget's root is painted in. */
const colours = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)!.shadowRoot!.querySelector('.orebit-root')!;
    const style = getComputedStyle(root);
    return `${style.color} on ${style.backgroundColor}`;
  }, selector);

describe('<OrebitWidget> on a React 19 host', () => {
  it('runs on the real React 19 and mounts the widget from the script it loads cross-origin', async () => {
    const { page, logs, calculator, origin } = await openHost();
    expect(await page.getByTestId('react-version').textContent()).toMatch(/^React 19\.\d+\.\d+$/);
    // react-dom's own mark on its root container: this is React, not a compat layer.
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
      ),
    ).toBe(true);
    await expect.poll(() => calculator.getByRole('heading', { name: 'Staking Calculator' }).count()).toBe(1);
    expect(await calculator.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await calculator.getAttribute('data-orebit-widget')).toBe('yield-farming');
    expect(await calculator.getAttribute('class')).toBe('calculator');
    expect(await calculator.getByLabel('Amount (ORB)').inputValue()).toBe('1000');
    expect(await calculator.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(base).not.toBe(origin);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/widgets/')),
    );
    expect(scripts).toEqual([`${base}/widgets/yield-farming.js`]);
    expect(await mounts(page)).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('passes amount and theme changes to the widget in place, mounting it once', async () => {
    const { page, logs, calculator } = await openHost();
    await expect.poll(() => calculator.getByLabel('Amount (ORB)').count()).toBe(1);
    const dark = await colours(page, '#calculator-1');

    await page.getByRole('button', { name: 'Set amount to 2000' }).click();
    await expect.poll(() => calculator.getByLabel('Amount (ORB)').inputValue()).toBe('2000');
    // A new starting amount starts the calculator afresh: round(2000 × 0.892) = 1784.
    expect(await calculator.getByTestId('reward-tokens').textContent()).toBe('1,784 ORB');

    await page.getByRole('button', { name: 'Use light theme' }).click();
    await expect.poll(() => colours(page, '#calculator-1')).not.toBe(dark);
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await expect.poll(() => colours(page, '#calculator-1')).toBe(dark);
    await page.getByRole('button', { name: 'Re-render' }).click();

    expect(await mounts(page)).toBe(1);
    expect(await instances(page)).toBe(1);
    expect(await calculator.getByLabel('Amount (ORB)').inputValue()).toBe('2000');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('does not update the widget when a re-render brings equal options', async () => {
    const { page, calculator } = await openHost();
    await expect.poll(() => calculator.getByLabel('Amount (ORB)').count()).toBe(1);
    // Record every update the widget's handle receives.
    await calculator.evaluate((el) => {
      const handle = window.Orebit!.instances.get(el)!.handle;
      const update = handle.update;
      const updates: unknown[] = [];
      (window as unknown as { updates: unknown[] }).updates = updates;
      handle.update = (options) => {
        updates.push(options);
        update(options);
      };
    });
    const updates = () => page.evaluate(() => (window as unknown as { updates: Array<{ amount?: number }> }).updates);
    await calculator.getByLabel('Amount (ORB)').fill('1234');

    for (let i = 1; i <= 3; i++) {
      await page.getByRole('button', { name: 'Re-render' }).click();
      await expect.poll(() => page.getByTestId('renders').textContent()).toBe(`Re-rendered ${i} times`);
    }
    expect(await updates()).toEqual([]);
    expect(await calculator.getByLabel('Amount (ORB)').inputValue()).toBe('1234');

    // A changed value does reach update().
    await page.getByRole('button', { name: 'Set amount to 2000' }).click();
    await expect.poll(async () => (await updates()).some((options) => options.amount === 2000)).toBe(true);
    expect(await mounts(page)).toBe(1);
    await page.close();
  });

  it('delivers calculator:calculate to onEvent, which React renders into the host page', async () => {
    const { page, logs, calculator, log } = await openHost();
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => log.count()).toBe(1);
    // 1000 × 89.2/100 × 365/365 = 892
    expect(await log.nth(0).locator('code').textContent()).toBe('calculator:calculate');
    expect(JSON.parse((await log.nth(0).locator('samp').textContent())!)).toEqual({
      amount: 1000,
      apy: 89.2,
      days: 365,
      reward: 892,
    });

    await calculator.getByLabel('Amount (ORB)').fill('2000');
    await calculator.getByLabel('APY (%)').fill('12');
    await calculator.getByLabel('Duration (days)').fill('180');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => log.count()).toBe(2);
    // round(2000 × 12/100 × 180/365) = 118
    expect(JSON.parse((await log.nth(1).locator('samp').textContent())!)).toEqual({
      amount: 2000,
      apy: 12,
      days: 180,
      reward: 118,
    });
    expect(logs).toEqual([]);
    await page.close();
  });

  it('destroys the widget on unmount and mounts it again on remount', async () => {
    const { page, logs, calculator, log } = await openHost();
    await expect.poll(() => calculator.getByLabel('Amount (ORB)').count()).toBe(1);
    const first = await calculator.elementHandle();

    await page.getByRole('button', { name: 'Remove calculator' }).click();
    await expect.poll(() => calculator.count()).toBe(0);
    expect(await instances(page)).toBe(0);
    expect(await first!.evaluate((el) => el.shadowRoot!.childNodes.length)).toBe(0);

    await page.getByRole('button', { name: 'Add calculator' }).click();
    await expect.poll(() => calculator.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(await mounts(page)).toBe(2);
    expect(await instances(page)).toBe(1);
    // One listener, on the new element: one press, one logged event.
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => log.count()).toBe(1);
    expect(await log.count()).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('ends with exactly one live widget under StrictMode, which reports each event once', async () => {
    const { page, logs, calculator, log } = await openHost({ strict: true });
    expect(await page.getByTestId('react-version').textContent()).toMatch(/^React 19\./);
    await expect.poll(() => calculator.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(await instances(page)).toBe(1);
    expect(await mounts(page)).toBe(1);

    // With the script loaded, StrictMode mounts, destroys and mounts again: one widget stays.
    await page.getByRole('button', { name: 'Remove calculator' }).click();
    await page.getByRole('button', { name: 'Add calculator' }).click();
    await expect.poll(() => calculator.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(await mounts(page)).toBe(3);
    expect(await instances(page)).toBe(1);
    expect(await page.locator('[data-orebit-widget]').count()).toBe(1);

    await page.getByRole('button', { name: 'Set amount to 2000' }).click();
    await expect.poll(() => calculator.getByLabel('Amount (ORB)').inputValue()).toBe('2000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => log.count()).toBe(1);
    expect(await log.count()).toBe(1);
    expect(JSON.parse((await log.nth(0).locator('samp').textContent())!)).toEqual({
      amount: 2000,
      apy: 89.2,
      days: 365,
      reward: 1784,
    });
    // React's development build recommends its DevTools; nothing else is logged.
    expect(logs.filter((line) => !line.includes('React DevTools'))).toEqual([]);
    await page.close();
  });

  it('loads each widget script once for all the wrappers that need it', async () => {
    const { page, logs } = await openHost({ calculators: 2, concierge: true });
    await expect.poll(() => instances(page)).toBe(3);
    for (const id of ['#calculator-1', '#calculator-2']) {
      expect(await page.locator(id).getByRole('heading', { name: 'Staking Calculator' }).count()).toBe(1);
    }
    // The inline concierge's facade stands in at once and the chat renders when its file arrives.
    await expect
      .poll(() =>
        page.locator('[data-orebit-widget="concierge"]').getByRole('heading', { name: 'Orebit AI Concierge' }).count(),
      )
      .toBe(1);
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/widgets/'))
        .sort(),
    );
    // The inline concierge's script is its facade, which loads the chat at once (docs/embedding.md#the-floating-concierge).
    expect(requested).toEqual([
      `${base}/widgets/concierge.js`,
      expect.stringMatching(/\/widgets\/v[^/]+\/concierge-chat\.js$/),
      `${base}/widgets/yield-farming.js`,
    ]);
    expect(await mounts(page)).toBe(2);
    expect(await mounts(page, 'concierge')).toBe(1);
    // Only the wrappers' elements: no widget inserted elsewhere.
    expect(await page.locator('orebit-yield-farming, orebit-concierge').count()).toBe(0);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('holds the widget’s place in the page’s layout before its script has loaded: same box when it mounts', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, calculator, logs } = await openHost({}, (page) =>
      page.route(`${base}/widgets/yield-farming.js`, async (route) => {
        await held;
        await route.continue();
      }),
    );
    const box = () =>
      calculator.evaluate((el) => {
        const { left, right, top } = el.getBoundingClientRect();
        return { left, right, top };
      });
    await calculator.waitFor();
    const placeholder = await box();
    expect(placeholder.right - placeholder.left).toBeGreaterThan(0);
    release();
    await expect.poll(() => calculator.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(await box()).toEqual(placeholder);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('leaves nothing on the page when unmounted before its script has loaded', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, logs } = await openHost({}, (page) =>
      page.route(`${base}/widgets/yield-farming.js`, async (route) => {
        await held;
        await route.continue();
      }),
    );
    await page.getByRole('button', { name: 'Remove calculator' }).click();
    expect(await page.locator('[data-orebit-widget]').count()).toBe(0);
    release();
    // The script ran (it defines <orebit-yield-farming>) and mounted nothing anywhere.
    await expect.poll(() => page.evaluate(() => customElements.get('orebit-yield-farming') !== undefined)).toBe(true);
    expect(await instances(page)).toBe(0);
    expect(await mounts(page)).toBe(0);
    expect(await page.locator('orebit-yield-farming').count()).toBe(0);

    await page.getByRole('button', { name: 'Add calculator' }).click();
    await expect.poll(() => page.locator('#calculator-1').getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('logs one clear error when the widget script cannot load', async () => {
    const { page, logs } = await openHost({ src: `${base}/nowhere` });
    await expect
      .poll(() => logs.filter((line) => line.includes('[orebit]')))
      .toEqual([
        `error: [orebit] Could not load the yield-farming widget from ${base}/nowhere/widgets/yield-farming.js. Check <OrebitWidget src> or loadOrebit({ src }): it is the origin that serves /widgets/yield-farming.js.`,
      ]);
    // The host page itself keeps working.
    await page.getByRole('button', { name: 'Re-render' }).click();
    await expect.poll(() => page.getByTestId('renders').textContent()).toBe('Re-rendered 1 times');
    await page.close();
  });
});
