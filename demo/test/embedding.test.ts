import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// The embedding contract (docs/embedding.md#embedding-a-widget): hostile CSS, strict CSP, several instances, a script loaded
// twice, elements added and removed later, a failing widget, the full page.

const base = inject('baseUrl');
const browser = browserPerFile();

// Computed styles that page CSS could change, for elements of the calculator.
const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'margin-top',
  'padding-top',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'box-sizing',
  'display',
  'opacity',
  'float',
  'text-align',
  'text-decoration-line',
  'transform',
];

async function calculatorStyles(url: string) {
  const { page, logs } = await browser().open(url);
  const host = page.locator('orebit-yield-farming');
  await expect.poll(() => host.getByTestId('reward-tokens').count()).toBe(1);
  const styles = await host.evaluate((el, properties) => {
    const root = el.shadowRoot!;
    const pick = (node: Element | null) => {
      const style = getComputedStyle(node!);
      return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
    };
    return {
      host: pick(el),
      root: pick(root.querySelector('.orebit-root')),
      heading: pick(root.querySelector('h2')),
      label: pick(root.querySelector('label')),
      input: pick(root.querySelector('input')),
      button: pick(root.querySelector('button')),
      reward: pick(root.querySelector('[data-testid="reward-tokens"]')),
      svgOrOutput: pick(root.querySelector('output')),
    };
  }, PROPERTIES);
  await page.close();
  return { styles, logs };
}

describe('a hostile host page', () => {
  it('a script tag a CMS wrapped in a paragraph mounts its widget in the paragraph’s place, as a block of the post', async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/demo/plain.html`);
    const placed = await page.evaluate(async (src) => {
      const article = document.createElement('article');
      // What WordPress's wpautop makes of a lone script tag in a classic post.
      article.innerHTML = '<p>Before.</p>\n<p><script></script><br>\n</p>\n<p>After.</p>';
      document.body.append(article);
      const script = document.createElement('script');
      script.src = src;
      script.className = 'alignwide';
      const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
      article.querySelector('p > script')!.replaceWith(script);
      await loaded;
      await new Promise((resolve) => setTimeout(resolve));
      return [...article.children].map(
        (el) =>
          `${el.localName}${el.className ? `.${el.className}` : ''}${el.firstElementChild ? ` > ${el.firstElementChild.localName}` : ''}`,
      );
    }, `${base}/widgets/referral.js`);
    // The paragraph, and the tag in it, moved inside the widget's host, where they show nothing.
    expect(placed).toEqual(['p', 'orebit-referral.alignwide > p', 'p']);
    await page.close();
  });

  it('leaves the widget computed styles exactly as on a plain page', async () => {
    const plain = await calculatorStyles(`${base}/demo/plain.html`);
    const hostile = await calculatorStyles(`${base}/demo/hostile.html`);
    // The widget is styled at all: the accent-coloured reward, the 15px system font.
    expect(plain.styles.reward.color).toBe('rgb(245, 179, 1)');
    expect(plain.styles.root['font-size']).toBe('15px');
    // The host element's box is the page's: its `*` rule's margin and border reach it, and only
    // its display stays the widget's. Nothing inside changes.
    const { host, ...inside } = hostile.styles;
    const { host: plainHost, ...plainInside } = plain.styles;
    expect(plainHost).toMatchObject({ 'margin-top': '0px', display: 'block' });
    expect(host).toMatchObject({ 'margin-top': '20px', 'border-top-style': 'dashed', display: 'block' });
    expect(inside).toEqual(plainInside);
    expect(hostile.logs).toEqual([]);
  });
});

describe('a page with a strict CSP', () => {
  it('raises no CSP violation and the widget is styled', async () => {
    const page = await browser().newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Refused to ${e.violatedDirective}: ${e.blockedURI}`);
      });
    });
    const res = await page.goto(`${base}/demo/strict-csp.html`);
    expect(res?.headers()['content-security-policy']).toContain("style-src 'self'");
    const host = page.locator('#calculator');
    await expect.poll(() => host.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    const styled = await host.evaluate((el) => {
      const root = el.shadowRoot!;
      return {
        reward: getComputedStyle(root.querySelector('[data-testid="reward-tokens"]')!).color,
        button: getComputedStyle(root.querySelector('button')!).backgroundColor,
        font: getComputedStyle(root.querySelector('.orebit-root')!).fontSize,
      };
    });
    expect(styled).toEqual({ reward: 'rgb(245, 179, 1)', button: 'rgb(245, 179, 1)', font: '15px' });
    // The full section too, including colours set per element (risk badges).
    const full = page.locator('#full');
    await expect.poll(() => full.getByText('Top Farming Opportunities').count()).toBe(1);
    const high = await full.evaluate(
      (el) => getComputedStyle(el.shadowRoot!.querySelector('[data-risk="high"]')!).color,
    );
    expect(high).toBe('rgb(248, 113, 113)');
    // Calculating still works under the policy.
    await host.getByLabel('Amount (ORB)').fill('2000');
    await host.getByLabel('APY (%)').fill('12');
    await host.getByLabel('Duration (days)').fill('180');
    await host.getByRole('button', { name: 'Calculate' }).click();
    expect(await host.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('two instances and a script loaded twice', () => {
  it('mount each target once, share one registry and calculate independently', async () => {
    const { page, logs } = await browser().open(`${base}/demo/multi.html`);
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect.poll(() => first.getByTestId('reward-tokens').textContent()).toBe('446 ORB'); // round(500 × 0.892)
    await expect.poll(() => second.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    // Wait for the module build too, then count: still two widgets, one registry.
    await page.waitForLoadState('load');
    const state = await page.evaluate(() => ({
      instances: window.Orebit!.instances.size,
      widgets: [...window.Orebit!.widgets.keys()],
      hosts: document.querySelectorAll('orebit-yield-farming, [data-orebit-widget]').length,
      sameRegistry:
        window.Orebit ===
        (window as unknown as Record<symbol, unknown>)[Symbol.for(`orebit.registry.${window.Orebit!.protocol}`)],
      roots: [...document.querySelectorAll('#first, #second')].map(
        (el) => el.shadowRoot!.querySelectorAll('.orebit-root').length,
      ),
    }));
    expect(state).toEqual({ instances: 2, widgets: ['yield-farming'], hosts: 2, sameRegistry: true, roots: [1, 1] });
    expect(
      await second.evaluate((el) => el.shadowRoot!.querySelector('.orebit-root')!.getAttribute('data-theme')),
    ).toBe('light');

    await first.getByLabel('Amount (ORB)').fill('2000');
    await first.getByLabel('APY (%)').fill('12');
    await first.getByLabel('Duration (days)').fill('180');
    await first.getByRole('button', { name: 'Calculate' }).click();
    expect(await first.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    expect(await second.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('pick up widgets added later and free those removed', async () => {
    const { page } = await browser().open(`${base}/demo/multi.html`);
    await expect.poll(() => page.evaluate(() => window.Orebit?.instances.size)).toBe(2);
    await page.evaluate(() => {
      const wrapper = document.createElement('section');
      wrapper.innerHTML =
        '<div id="late" data-orebit-widget="yield-farming" data-view="calculator" data-amount="365" data-apy="100" data-days="365"></div>';
      document.body.append(wrapper);
    });
    await expect.poll(() => page.locator('#late').getByTestId('reward-tokens').textContent()).toBe('365 ORB');
    expect(await page.evaluate(() => window.Orebit!.instances.size)).toBe(3);
    await page.evaluate(() => {
      document.getElementById('late')!.parentElement!.remove();
      document.getElementById('second')!.remove();
    });
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(1);
    // A moved element keeps its widget and its state.
    await page.locator('#first').getByLabel('Amount (ORB)').fill('2000');
    await page.locator('#first').getByRole('button', { name: 'Calculate' }).click();
    await page.evaluate(() => document.body.prepend(document.getElementById('first')!));
    expect(await page.evaluate(() => window.Orebit!.instances.size)).toBe(1);
    expect(await page.locator('#first').getByTestId('reward-tokens').textContent()).toBe('1,784 ORB'); // round(2000 × 0.892)
    await page.close();
  });

  it('mount, update and destroy from code through Orebit.mount', async () => {
    const { page, logs } = await browser().open(`${base}/demo/multi.html`);
    await expect.poll(() => page.evaluate(() => window.Orebit?.instances.size)).toBe(2);
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'coded';
      document.body.append(el);
      (window as unknown as { handle: unknown }).handle = window.Orebit!.mount(el, 'yield-farming', {
        view: 'calculator',
        amount: 2000,
        apy: 12,
        days: 180,
      });
    });
    const coded = page.locator('#coded');
    expect(await coded.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    await page.evaluate(() =>
      (window as unknown as { handle: { update(o: object): void } }).handle.update({ amount: 4000 }),
    );
    expect(await coded.getByTestId('reward-tokens').textContent()).toBe('237 ORB'); // round(236.71…)
    await page.evaluate(() => (window as unknown as { handle: { destroy(): void } }).handle.destroy());
    expect(await coded.evaluate((el) => el.shadowRoot!.childElementCount)).toBe(0);
    expect(await page.evaluate(() => window.Orebit!.instances.size)).toBe(2);
    // An unknown widget name is a clear error, not an exception in the host page.
    const unknown = await page.evaluate(() => {
      const handle = window.Orebit!.mount(document.body, 'no-such-widget');
      handle.update({});
      handle.destroy();
      return 'survived';
    });
    expect(unknown).toBe('survived');
    expect(logs.filter((l) => l.includes('no-such-widget'))).toEqual([
      'error: [orebit] Widget "no-such-widget" is not loaded: add <script src="…/widgets/no-such-widget.js" async></script> first.',
    ]);
    await page.close();
  });
});

describe('a widget that throws', () => {
  it('shows its error state, logs [orebit] and leaves the page and the other widgets working', async () => {
    const { page, logs } = await browser().open(`${base}/demo/broken.html`);
    const broken = page.locator('#broken');
    await expect
      .poll(() => broken.getByRole('alert').textContent())
      .toBe('This widget could not load. Please reload the page.');
    expect(logs.some((l) => l.startsWith('error: [orebit] The broken widget failed'))).toBe(true);
    expect(logs.filter((l) => l.startsWith('pageerror'))).toEqual([]);
    const calc = page.locator('#calculator');
    await calc.getByLabel('Amount (ORB)').fill('2000');
    await calc.getByLabel('APY (%)').fill('12');
    await calc.getByLabel('Duration (days)').fill('180');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    await page.locator('#host-button').click();
    await page.close();
  });
});

describe('theming', () => {
  it('follows data-theme (dark, light, auto) and --orebit-* variables set by the host page', async () => {
    const page = await browser().newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${base}/demo/plain.html`);
    await page.evaluate(() => {
      for (const theme of ['dark', 'light', 'auto']) {
        const el = document.createElement('div');
        el.id = `t-${theme}`;
        el.dataset.orebitWidget = 'yield-farming';
        el.dataset.view = 'calculator';
        el.dataset.theme = theme;
        document.body.append(el);
      }
      const branded = document.createElement('div');
      branded.id = 't-brand';
      branded.dataset.orebitWidget = 'yield-farming';
      branded.dataset.view = 'calculator';
      branded.style.setProperty('--orebit-accent', 'rgb(1, 2, 3)');
      document.body.append(branded);
    });
    const look = (id: string) =>
      page.locator(`#${id}`).evaluate((el) => {
        const root = el.shadowRoot!.querySelector('.orebit-root')!;
        return {
          bg: getComputedStyle(root).backgroundColor,
          accent: getComputedStyle(el.shadowRoot!.querySelector('[data-testid="reward-tokens"]')!).color,
        };
      });
    await expect.poll(() => page.locator('#t-brand').getByTestId('reward-tokens').count()).toBe(1);
    expect(await look('t-dark')).toEqual({ bg: 'rgb(11, 16, 32)', accent: 'rgb(245, 179, 1)' });
    expect(await look('t-light')).toEqual({ bg: 'rgb(255, 255, 255)', accent: 'rgb(122, 74, 0)' });
    // auto follows the reader's colour scheme, emulated as light here.
    expect(await look('t-auto')).toEqual(await look('t-light'));
    expect((await look('t-brand')).accent).toBe('rgb(1, 2, 3)');
    await page.close();
  });
});
