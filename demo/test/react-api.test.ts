import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// React semantics the widgets may rely on, as the shipped preact/compat build gives them, in a
// real browser (demo/fixtures/react-api.tsx). The widgets' own tests cover them in use, and
// parity.test.ts compares every widget with react-dom; this pins them down one by one.

const base = inject('baseUrl');
const browser = browserPerFile();

async function openDemo() {
  const { page, logs } = await browser().open(`${base}/demo/react-api.html`);
  const demo = page.locator('[data-orebit-widget="react-api"]');
  await expect.poll(() => demo.getByLabel('Text').count()).toBe(1);
  const output = (name: string) => demo.locator(`output[data-for="${name}"]`).textContent();
  return { page, logs, demo, output };
}

describe('React semantics on preact/compat', () => {
  it('writes camelCase SVG attributes as their kebab-case attributes, which the browser applies', async () => {
    const { demo, logs } = await openDemo();
    const svg = demo.locator('svg');
    expect(await svg.getAttribute('stroke-width')).toBe('3');
    expect(await svg.getAttribute('stroke-linecap')).toBe('round');
    expect(await svg.getAttribute('stroke-linejoin')).toBe('round');
    expect(await svg.getAttribute('strokeWidth')).toBeNull();
    expect(await svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(await svg.evaluate((el) => getComputedStyle(el).strokeWidth)).toBe('3px');
    const path = demo.locator('path');
    expect(await path.getAttribute('fill-rule')).toBe('evenodd');
    expect(await path.getAttribute('clip-rule')).toBe('evenodd');
    expect(logs).toEqual([]);
  });

  it('fires onChange on every keystroke in text inputs and textareas, before any blur', async () => {
    const { demo, output } = await openDemo();
    await demo.getByLabel('Text').click();
    await demo.getByLabel('Text').pressSequentially('ab');
    expect(await output('text')).toBe('ab');
    await demo.getByLabel('Note').click();
    await demo.getByLabel('Note').pressSequentially('xyz');
    expect(await output('note')).toBe('xyz');
  });

  it('fires onChange on a checkbox once per toggle', async () => {
    const { demo, output } = await openDemo();
    await demo.getByLabel('Check').click();
    await demo.getByLabel('Check').click();
    expect(await output('checks')).toBe('2');
  });

  it('fires onDoubleClick on a double click, and onFocus for a focused descendant as React does', async () => {
    const { demo, output } = await openDemo();
    await demo.getByRole('button', { name: 'Double-click me' }).dblclick();
    expect(await output('double-clicks')).toBe('1');
    await demo.getByRole('button', { name: 'Focus me' }).focus();
    expect(await output('focuses')).toBe('1');
  });

  it('links a label to its field through htmlFor', async () => {
    const { demo } = await openDemo();
    expect(await demo.locator('label[for="ob-react-text"]').count()).toBe(1);
  });

  it('fires onChange on a <select> when the reader picks an option', async () => {
    const { demo, output } = await openDemo();
    await demo.getByLabel('Fruit').selectOption('pear');
    expect(await output('fruit')).toBe('pear');
  });

  it('adds px to bare numbers in style objects, and not to unitless properties', async () => {
    const { demo } = await openDemo();
    const style = await demo.locator('[data-part="sized"]').evaluate((el) => {
      const s = (el as HTMLElement).style;
      return [s.width, s.height, s.opacity, s.lineHeight];
    });
    expect(style).toEqual(['8px', '8px', '0.5', '2']);
  });

  it("hands a forwardRef component's ref to its element", async () => {
    const { demo } = await openDemo();
    await demo.getByRole('button', { name: 'Focus the fancy field' }).click();
    expect(await demo.getByLabel('Fancy').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(
      true,
    );
  });

  it('skips a memo component while its props stay equal', async () => {
    const { demo, output } = await openDemo();
    expect(await output('memo-renders')).toBe('Memo renders 1');
    await demo.getByRole('button', { name: 'Render again' }).click();
    await demo.getByRole('button', { name: 'Render again' }).click();
    expect(await output('renders')).toBe('2');
    expect(await output('memo-renders')).toBe('Memo renders 1');
  });

  it('renders a portal into its target element', async () => {
    const { demo, logs } = await openDemo();
    expect(await demo.locator('[data-part="portal-target"] > [data-part="portalled"]').textContent()).toBe(
      'Through a portal',
    );
    expect(logs).toEqual([]);
  });
});
