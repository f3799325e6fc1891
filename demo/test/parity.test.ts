import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PAGE_SECTIONS } from '../../widgets/page/sections';
import { browserPerFile } from './browser';

// The widgets are React code shipped on preact/compat. Here every widget renders twice: from its
// shipped script (/widgets/<name>.js, preact/compat) and from the same source built on React's own
// react + react-dom (/demo/fixtures/react-dom-widgets.js, development build, so React's warnings
// show). Both must show the same shadow DOM and log nothing, and a few interactions must end the
// same way. Both pages get the same API answers (recorded once, replayed), the same fixed clock
// and the same Math.random, so any difference comes from the runtime.

const base = inject('baseUrl');
const browser = browserPerFile();

type Runtime = 'compat' | 'react-dom';
const RUNTIMES: Runtime[] = ['compat', 'react-dom'];

interface Case {
  widget: string;
  label: string;
  attributes?: Record<string, string>;
  /** What the reader does before the widget shows all of itself (the floating concierge's facade loads its chat). */
  reach?: (widget: Locator) => Promise<void>;
}

const CASES: Case[] = [
  ...PAGE_SECTIONS.map(({ name }) => ({ widget: name, label: name })),
  { widget: 'yield-farming', label: 'yield-farming (calculator view)', attributes: { 'data-view': 'calculator' } },
  {
    widget: 'concierge',
    label: 'concierge (floating)',
    attributes: { 'data-mode': 'floating' },
    reach: async (widget) => {
      await widget.locator('button.launcher').hover();
      await expect.poll(() => widget.locator('#ob-chat-input').count()).toBe(1);
    },
  },
];

/** The instant both runtimes' clocks show. */
const NOW = Date.parse('2026-11-23T12:00:00Z');

/** API answers recorded from the dev server the first time they are asked for, then replayed. */
const recorded = new Map<string, { status: number; body: string; contentType: string }>();

/** A host page with the widget's element, then the runtime's script. */
function hostPage({ widget, attributes = {} }: Case, runtime: Runtime): string {
  const attrs = Object.entries({ 'data-orebit-widget': widget, ...attributes })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const script =
    runtime === 'compat'
      ? `<script src="/widgets/${widget}.js"></script>`
      : '<script src="/demo/fixtures/react-dom-widgets.js"></script><script>Orebit.scan(document)</script>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parity</title></head><body><main><div${attrs}></div></main>${script}</body></html>`;
}

interface Mounted {
  runtime: Runtime;
  page: Page;
  widget: Locator;
  /** Console warnings and errors, and uncaught errors. */
  problems: string[];
}

/**
 * Opens `c` on `runtime`. `clock: 'fixed'` fixes Date at NOW with timers running; `'manual'`
 * installs a fake clock paused at NOW before the page loads, moved only by runFor (timestamps
 * taken while mounting are then the same on both runtimes).
 */
async function mount(c: Case, runtime: Runtime, clock: 'fixed' | 'manual' = 'fixed'): Promise<Mounted> {
  const page = await browser().newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // API requests: a widget still waiting for one shows its loading or fallback text.
  const open = new Set<unknown>();
  let started = 0;
  const isApi = (request: { url(): string }) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    started++;
    open.add(request);
  });
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  apiRequests.set(page, () => ({ open: open.size, started }));
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  if (clock === 'fixed') await page.clock.setFixedTime(NOW);
  else {
    await page.clock.install({ time: NOW - 1_000 });
    await page.clock.pauseAt(NOW);
  }
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.fallback();
    let answer = recorded.get(request.url());
    if (!answer) {
      const response = await route.fetch();
      answer = {
        status: response.status(),
        body: await response.text(),
        contentType: response.headers()['content-type'] ?? 'application/json',
      };
      recorded.set(request.url(), answer);
    }
    await route.fulfill({
      ...answer,
      headers: { 'access-control-allow-origin': base, 'access-control-allow-credentials': 'true' },
    });
  });
  await page.route(`${base}/parity`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(c, runtime) }),
  );
  await page.goto(`${base}/parity`);
  const widget = page.locator(`[data-orebit-widget="${c.widget}"]`);
  await expect
    .poll(() => widget.evaluate((host) => !!host.shadowRoot?.querySelector('.orebit-root')), { timeout: 20_000 })
    .toBe(true);
  await c.reach?.(widget);
  await settle(page, widget, clock);
  // Settling took as many steps as it took: from here on both clocks read the same.
  if (clock === 'manual') await page.clock.pauseAt(NOW + 10_000);
  return { runtime, page, widget, problems };
}

/**
 * The widget's shadow DOM as lines, one per element or text, indented by depth. Normalised:
 * attributes sorted, whitespace collapsed, ids (useId's differ between runtimes) and goober's
 * class names numbered in order of appearance, form fields by their live value (React also
 * writes a `value` attribute; what a reader sees is the property), a scroll area's thumb without
 * the state scroll events give it.
 */
function shadowLines(host: Locator): Promise<string[]> {
  return host.evaluate((el) => {
    const root = el.shadowRoot;
    if (!root) return ['(no shadow root)'];
    const ids = new Map<string, string>();
    for (const node of root.querySelectorAll('[id]')) if (!ids.has(node.id)) ids.set(node.id, `#${ids.size}`);
    const classes = new Map<string, string>();
    const className = (token: string) => {
      if (!/^go\d+$/.test(token)) return token;
      if (!classes.has(token)) classes.set(token, `go#${classes.size}`);
      return classes.get(token)!;
    };
    const IDREFS = /^(id|for|aria-(labelledby|describedby|controls|owns|activedescendant|errormessage))$/;
    const FIELD = /^(input|textarea|select|option)$/;
    const lines: string[] = [];
    const visit = (parent: ParentNode, depth: number) => {
      for (const node of parent.childNodes) {
        const indent = '  '.repeat(depth);
        if (node.nodeType === Node.TEXT_NODE) {
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text) lines.push(`${indent}"${text}"`);
          continue;
        }
        if (!(node instanceof Element)) continue;
        const attributes: string[] = [];
        for (const { name, value } of node.attributes) {
          if (FIELD.test(node.localName) && /^(value|checked|selected)$/.test(name)) continue;
          // A scroll area's thumb follows the scroll events the browser delivers when it delivers
          // them, not what a runtime renders: its visibility, size and offset are left out.
          if (name === 'data-visible') continue;
          let shown = value.replace(/\s+/g, ' ').trim();
          if (name === 'style') shown = shown.replace(/--ob-thumb-(size|offset): [^;]*;? ?/g, '').trim();
          if (name === 'style' && !shown) continue;
          if (IDREFS.test(name))
            shown = shown
              .split(' ')
              .map((id) => ids.get(id) ?? id)
              .join(' ');
          if (name === 'class') shown = shown.split(' ').map(className).join(' ');
          attributes.push(`${name}="${shown}"`);
        }
        if (
          node instanceof HTMLInputElement ||
          node instanceof HTMLTextAreaElement ||
          node instanceof HTMLSelectElement
        )
          attributes.push(`.value="${node.value}"`);
        if (node instanceof HTMLInputElement && /^(checkbox|radio)$/.test(node.type))
          attributes.push(`.checked=${node.checked}`);
        if (node instanceof HTMLOptionElement) attributes.push(`.selected=${node.selected}`);
        attributes.sort();
        lines.push(`${indent}<${node.localName}${attributes.length ? ` ${attributes.join(' ')}` : ''}>`);
        if (!(node instanceof HTMLTextAreaElement)) visit(node, depth + 1);
      }
    };
    visit(root, 0);
    return lines;
  });
}

/** The page's toasts, as shadow DOM lines (empty when no toast was ever shown). */
async function toastLines(page: Page): Promise<string[]> {
  const toaster = page.locator('orebit-toaster');
  return (await toaster.count()) ? shadowLines(toaster) : [];
}

/** Each page's API requests: how many are open, how many have started. */
const apiRequests = new WeakMap<Page, () => { open: number; started: number }>();

/**
 * Waits until the widget is not busy and, for two frames (on a paused clock, 32 ms of it: both
 * runtimes then move their clocks alike), its DOM holds still and no API request is open or starts.
 */
async function settle(page: Page, widget: Locator, clock: 'fixed' | 'manual' = 'fixed'): Promise<void> {
  await expect
    .poll(
      async () => {
        const requests = apiRequests.get(page)!;
        const { open, started } = requests();
        if (open) return false;
        const before = (await shadowLines(widget)).join('\n');
        if (clock === 'manual') await page.clock.runFor(32);
        else await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const loading = await widget.evaluate((host) => !!host.shadowRoot?.querySelector('[aria-busy="true"]'));
        const after = requests();
        return (
          !loading && after.open === 0 && after.started === started && before === (await shadowLines(widget)).join('\n')
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The first line where the two renderings differ, with the path of elements above it; undefined when equal. */
function firstDifference(compat: string[], reactDom: string[]): string | undefined {
  const length = Math.max(compat.length, reactDom.length);
  for (let i = 0; i < length; i++) {
    if (compat[i] === reactDom[i]) continue;
    const path: string[] = [];
    let depth = (compat[i] ?? reactDom[i] ?? '').search(/\S/);
    for (let j = i - 1; j >= 0 && depth > 0; j--) {
      const line = compat[j]!;
      const d = line.search(/\S/);
      if (d < depth) {
        path.unshift(line.trim().split(' ')[0]! + '>');
        depth = d;
      }
    }
    return `node ${i + 1} (under ${path.join(' ') || 'the shadow root'}):\n  compat:    ${compat[i] ?? '(nothing)'}\n  react-dom: ${reactDom[i] ?? '(nothing)'}`;
  }
  return undefined;
}

/** Runs `flow` on both runtimes and expects both to end with the same widget and toasts, and to log nothing. */
async function onBoth<T>(
  c: Case,
  clock: 'fixed' | 'manual',
  flow: (mounted: Mounted) => Promise<T>,
): Promise<Record<Runtime, T>> {
  const results = {} as Record<Runtime, T>;
  const shown = {} as Record<Runtime, string[]>;
  for (const runtime of RUNTIMES) {
    const mounted = await mount(c, runtime, clock);
    results[runtime] = await flow(mounted);
    shown[runtime] = [...(await shadowLines(mounted.widget)), '-- toasts --', ...(await toastLines(mounted.page))];
    expect(mounted.problems, `${c.label} on ${runtime}`).toEqual([]);
    await mounted.page.close();
  }
  expect(firstDifference(shown.compat, shown['react-dom']), `${c.label}: the runtimes end differently`).toBeUndefined();
  return results;
}

describe('every widget on preact/compat and on react-dom', () => {
  it.each(CASES.map((c) => [c.label, c] as const))('%s renders the same shadow DOM and logs nothing', async (_, c) => {
    await onBoth(c, 'fixed', async ({ widget }) => (await shadowLines(widget)).length);
  });

  it('covers all 18 sections, the calculator view and the floating concierge', () => {
    expect(new Set(CASES.map((c) => c.widget)).size).toBe(18);
    expect(CASES).toHaveLength(20);
  });
});

describe('the same interactions on both runtimes', () => {
  it('the calculator recomputes 2000 ORB at 12% for 180 days as 118 ORB', async () => {
    const results = await onBoth(
      { widget: 'yield-farming', label: 'calculator', attributes: { 'data-view': 'calculator' } },
      'fixed',
      async ({ widget }) => {
        await widget.getByLabel('Amount (ORB)').fill('2000');
        await widget.getByLabel('APY (%)').fill('12');
        await widget.getByLabel('Duration (days)').fill('180');
        await widget.getByRole('button', { name: 'Calculate' }).click();
        return widget.getByTestId('reward-tokens').textContent();
      },
    );
    expect(results).toEqual({ compat: '118 ORB', 'react-dom': '118 ORB' });
  });

  it('the concierge answers a question after its typing delay', async () => {
    const results = await onBoth(
      { widget: 'concierge', label: 'concierge' },
      'manual',
      async ({ runtime, page, widget }) => {
        // The shipped chat imports its replies (a module beside it) as the message is sent, where the
        // React fixture has them inline: loaded first, the chat's import finds them at once, and both
        // runtimes answer when the reply's timer fires.
        // (Text, not a function: the test runner would rewrite a function's import().)
        const preloaded = await page.evaluate(`(async () => {
        const script = document.querySelector('script[src$="/widgets/concierge.js"]');
        if (script) await import(new URL('v' + Orebit.release + '/concierge-replies.js', script.src).href);
        return Boolean(script);
      })()`);
        expect(preloaded).toBe(runtime === 'compat');
        await widget.getByLabel('Message the concierge').fill('How do I keep my wallet safe?');
        await widget.getByRole('button', { name: 'Send' }).click();
        // Each runtime renders the click's state change in a task of its own: wait for what it shows.
        const status = widget.getByRole('status', { name: 'The concierge is typing' });
        await expect.poll(() => status.count()).toBe(1);
        const typing = await status.count();
        await page.clock.runFor(2_000);
        const reply = widget.locator('.msg.ai > p');
        await expect.poll(() => reply.count()).toBe(2);
        const replies = await reply.allTextContents();
        return { typing, replies: replies.length, last: replies.at(-1) };
      },
    );
    expect(results.compat).toEqual(results['react-dom']);
    expect(results.compat.typing).toBe(1);
    expect(results.compat.replies).toBe(2);
  });

  it('onboarding walks with Next and Mark Complete to the completion badge', async () => {
    const results = await onBoth({ widget: 'onboarding', label: 'onboarding' }, 'manual', async ({ widget }) => {
      const next = widget.getByRole('button', { name: /^(Next|Complete)$/ });
      for (let i = 1; i < 7; i++) await next.click();
      await widget.getByRole('button', { name: 'Mark Complete' }).click();
      return widget.getByText('Onboarding Complete! Welcome to Orebit!').count();
    });
    expect(results).toEqual({ compat: 1, 'react-dom': 1 });
  });

  it('the forum creates a post through its dialog against a stub API and lists it', async () => {
    const created = {
      id: 901,
      title: 'Parity post',
      content: 'Written twice, once per runtime.',
      createdAt: new Date(NOW).toISOString(),
      likes: 0,
      replies: 0,
      author: 'CalmMiner517',
    };
    const results = await onBoth({ widget: 'community', label: 'community' }, 'fixed', async ({ page, widget }) => {
      let posted = false;
      await page.route('**/api/forum/posts', (route) => {
        if (route.request().method() === 'POST') {
          posted = true;
          return route.fulfill({ status: 201, json: created });
        }
        return route.fulfill({ json: posted ? [created] : [] });
      });
      await widget.getByRole('button', { name: 'New Post' }).click();
      const dialog = widget.getByRole('dialog');
      await dialog.getByLabel('Title').fill(created.title);
      await dialog.getByLabel('Content').fill(created.content);
      await dialog.getByRole('button', { name: 'Create Post' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => widget.getByRole('list', { name: 'Forum posts' }).locator('h4').allTextContents())
        .toEqual([created.title]);
      await settle(page, widget);
      return posted;
    });
    expect(results).toEqual({ compat: true, 'react-dom': true });
  });

  it('a wallet connects 1 s after Connect', async () => {
    const results = await onBoth({ widget: 'wallets', label: 'wallets' }, 'manual', async ({ page, widget }) => {
      const card = widget.getByRole('listitem', { name: 'MetaMask', exact: true });
      await widget.getByRole('button', { name: 'Connect MetaMask' }).click();
      await page.clock.runFor(999);
      const before = await card.getAttribute('data-status');
      await page.clock.runFor(1);
      return [before, await card.getAttribute('data-status')];
    });
    expect(results).toEqual({ compat: ['connecting', 'connected'], 'react-dom': ['connecting', 'connected'] });
  });
});
