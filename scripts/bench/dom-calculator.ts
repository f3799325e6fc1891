// Bench only: the no-framework floor for the staking calculator. The shipped calculator is
// rendered once in Chromium; its shadow DOM (elements, attributes, texts, field values) and its
// stylesheet's rules are captured, and written into a script that builds exactly that DOM with
// plain DOM calls, adopts the same CSS and wires Calculate by hand. Same markup, same CSS, no
// framework: the nearest thing to the physical limit of mounting this widget.
import terser from '@rollup/plugin-terser';
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { rollup } from 'rollup';
import { terserOptions } from '../terser-options.ts';

/** A captured node: a text, or [tag, 1 when SVG else 0, attributes, ...children]. */
type CapturedNode = string | [string, 0 | 1, Record<string, string>, ...CapturedNode[]];

/** The calculator view as the shipped script renders it: its shadow root's nodes and CSS rules. */
export interface Capture {
  tree: CapturedNode[];
  css: string;
}

/** Captures the calculator view's shadow DOM and CSS from the shipped script, on `base`. */
export async function captureCalculator(browser: Browser, base: string): Promise<Capture> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${base}/bench/capture.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><body><div data-orebit-widget="yield-farming" data-view="calculator"></div><script src="/widgets/yield-farming.js"></script></body></html>',
    }),
  );
  await page.goto(`${base}/bench/capture.html`);
  await page.waitForFunction(() => performance.getEntriesByName('orebit:yield-farming:mounted').length > 0);
  const capture = await page.evaluate((): Capture => {
    const root = document.querySelector('[data-orebit-widget="yield-farming"]')!.shadowRoot!;
    const serialize = (node: Node): CapturedNode | null => {
      if (node instanceof Text) return node.data;
      if (!(node instanceof Element)) return null;
      const attributes = Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]));
      if (node instanceof HTMLInputElement) attributes.value = node.value;
      return [
        node.localName,
        node.namespaceURI === 'http://www.w3.org/2000/svg' ? 1 : 0,
        attributes,
        ...[...node.childNodes].map(serialize).filter((n) => n !== null),
      ];
    };
    return {
      tree: [...root.childNodes].map(serialize).filter((n) => n !== null),
      css: root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'),
    };
  });
  await context.close();
  return capture;
}

/** The floor's source: builds `capture` into a shadow root like the widget's, with Calculate wired. */
function source({ tree, css }: Capture): string {
  return `(() => {
  performance.mark('orebit:yield-farming:script');
  const TREE = ${JSON.stringify(tree)};
  const SHEET = new CSSStyleSheet();
  SHEET.replaceSync(${JSON.stringify(css)});
  const build = (node) => {
    if (typeof node === 'string') return document.createTextNode(node);
    const [tag, svg, attributes, ...children] = node;
    const el = svg ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
    for (const name in attributes) el.setAttribute(name, attributes[name]);
    if (tag === 'input') el.value = attributes.value;
    for (const child of children) el.append(build(child));
    return el;
  };
  const host = document.querySelector('[data-orebit-widget="yield-farming"]');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [SHEET];
  for (const node of TREE) root.append(build(node));
  const form = root.querySelector('form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const read = (name) => Number(form.elements[name].value) || 0;
    const reward = Math.round((read('amount') * read('apy') * read('days')) / 100 / 365);
    root.querySelector('[data-testid="reward-tokens"]').textContent = reward.toLocaleString('en-US') + ' ORB';
    root.querySelector('[data-testid="reward-usd"]').textContent = '≈ $' + (reward * 10).toLocaleString('en-US', { minimumFractionDigits: 2 }) + ' USD';
  });
  performance.mark('orebit:yield-farming:mounted');
})();
`;
}

/** Writes the floor, minified like the product's scripts, to `file`. */
export async function writeDomCalculator(capture: Capture, file: string): Promise<string> {
  const id = '\0orebit-dom-calculator';
  const bundle = await rollup({
    input: id,
    plugins: [
      {
        name: 'orebit-dom-calculator',
        resolveId: (s) => (s === id ? id : null),
        load: (s) => (s === id ? source(capture) : null),
      },
      terser(terserOptions(false)),
    ],
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  writeFileSync(file, output[0].code);
  return file;
}
