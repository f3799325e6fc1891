import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { startWordPress, THEMES, type Post, type WordPressSite } from './wordpress/site';

// The widgets in a real WordPress (Debian's 6.1, demo/test/wordpress/site.ts), pasted into posts as
// a partner blogger would: script tags in Custom HTML blocks, one in a wide Group, one with
// class="alignwide", one in a classic-editor post (where wpautop wraps the lone tag in a <p>), the
// floating concierge. In each default theme, at 1280 and 375 px, each widget takes its place in the
// post like any block: the edges of the blocks beside it, the gap the post puts between two
// paragraphs, no sideways scroll of its own; inside, its own type scale; nothing logged, by the
// browser or by WordPress.

const base = inject('baseUrl');
const browser = browserPerFile();

const WIDTHS = [1280, 375] as const;
/** Sub-pixel layout and rounding: edges and gaps agree to 2 px. */
const TOLERANCE = 2;

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const customHtml = (html: string) => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`;
// The Group block the editor saves for "Wide width" with "Inner blocks use content width" off.
const wideGroup = (className: string, inner: string) =>
  `<!-- wp:group {"align":"wide","className":"${className}","layout":{"type":"default"}} -->\n` +
  `<div class="wp-block-group alignwide ${className}">${inner}</div>\n<!-- /wp:group -->`;
const script = (name: string, attributes = '') =>
  `<script src="${base}/widgets/${name}.js"${attributes} async></script>`;

const PROSE = [
  'Staking rewards depend on how long you lock your tokens and on the pool you choose. Longer locks earn more, ' +
    'but the tokens stay out of reach until the term ends, so plan what you may need before then.',
  'We tried three pools over a month and kept notes on what each paid. The numbers below come from the ' +
    'calculator, which works out the reward for any amount, rate and term you give it.',
  'Fees matter as much as the rate: a pool that pays a little less but charges nothing to withdraw can come out ' +
    'ahead over a short term. Read the terms before you commit.',
  'If you have questions, the concierge answers the common ones right on this page, and the referral box gives ' +
    'you a link that earns both of you a bonus.',
  'That is all for this week. Next time we look at how rewards compound when you restake them, and at what the ' +
    'calculator tells you about it.',
];
const prose = (n: number) => paragraph(PROSE[n % PROSE.length]!);

/** A widget placed in a post: its host, what shows it has rendered, and what its edges must equal. */
interface Placed {
  name: string;
  /** The host element in the post. */
  host: string;
  /** The same widget on the plain reference page (demo/hosts/reference.html), for its type scale. */
  reference: string;
  /** What a reader sees first once it has rendered. */
  shown(host: Locator): Locator;
  /** Whose left and right edges the host's must equal: the paragraph before it, or an element of the post. */
  edgesLike: 'paragraph' | string;
}

const calculator = (host: string, edgesLike: Placed['edgesLike'] = 'paragraph'): Placed => ({
  name: 'calculator',
  host,
  reference: '#calculator > orebit-yield-farming',
  shown: (el) => el.getByTestId('reward-tokens').filter({ hasText: /^892 ORB$/ }),
  edgesLike,
});
const concierge: Placed = {
  name: 'concierge',
  host: 'orebit-concierge',
  reference: '#concierge-inline > [data-orebit-widget="concierge"]',
  shown: (el) => el.getByRole('heading', { name: 'AI Concierge', exact: true }),
  edgesLike: 'paragraph',
};
const referral = (host: string, edgesLike: Placed['edgesLike'] = 'paragraph'): Placed => ({
  name: 'referral',
  host,
  reference: '#referral > orebit-referral',
  shown: (el) => el.getByLabel('Your referral link'),
  edgesLike,
});

/** The posts, each with a few paragraphs around its widgets, so that gaps can be measured. */
const POSTS = {
  'Custom HTML blocks': {
    content: () =>
      [
        prose(0),
        prose(1),
        customHtml(script('yield-farming', ' data-view="calculator"')),
        prose(2),
        customHtml(script('concierge')),
        prose(3),
        customHtml(script('referral')),
        prose(4),
      ].join('\n\n'),
    widgets: [calculator('orebit-yield-farming'), concierge, referral('orebit-referral')],
  },
  'wide blocks': {
    // A wide Group of text is the theme's own wide block: the widget in the same Group follows its
    // text; the one marked alignwide takes the Group's width.
    content: () =>
      [
        prose(0),
        prose(1),
        wideGroup('wide-text', paragraph('A wide group of text, as wide as the theme makes wide blocks.')),
        prose(2),
        wideGroup('wide-widget', customHtml(script('yield-farming', ' data-view="calculator"'))),
        prose(3),
        customHtml(`<div class="alignwide" data-orebit-widget="referral"></div>\n${script('referral')}`),
        prose(4),
      ].join('\n\n'),
    widgets: [
      calculator('.wide-widget orebit-yield-farming', '.wide-text p'),
      referral('[data-orebit-widget="referral"]', '.wide-text'),
    ],
  },
  'classic editor': {
    // No block comments: wpautop makes the paragraphs, and wraps the lone script tag in one too.
    content: () =>
      [0, 1].map((n) => PROSE[n]).join('\n\n') +
      `\n\n${script('yield-farming', ' data-view="calculator"')}\n\n${PROSE[2]}`,
    widgets: [calculator('orebit-yield-farming')],
  },
  'floating concierge': {
    content: () =>
      [prose(0), prose(1), customHtml(script('concierge', ' data-mode="floating"')), prose(2), prose(3), prose(4)].join(
        '\n\n',
      ),
    widgets: [],
  },
} satisfies Record<string, { content(): string; widgets: Placed[] }>;
type PostName = keyof typeof POSTS;

let site: WordPressSite;
let posts: Record<PostName, Post>;
/** The plain reference page, open for the whole file: type scales and the launcher's corner. */
let reference: Page;
const startup: Record<string, number> = {};

beforeAll(async () => {
  const began = performance.now();
  site = await startWordPress();
  startup['site start'] = Math.round(performance.now() - began);
  const names = Object.keys(POSTS) as PostName[];
  const created = await site.createPosts(names.map((title) => ({ title, content: POSTS[title].content() })));
  posts = Object.fromEntries(names.map((name, i) => [name, created[i]!])) as Record<PostName, Post>;
  // The administrator's posts keep their script tags (unfiltered_html).
  for (const post of created) expect(post.content).toContain(`${base}/widgets/`);
  startup['site start + posts'] = Math.round(performance.now() - began);

  reference = await browser().newPage();
  await reference.goto(`${base}/demo/hosts/reference.html`);
  for (const widget of POSTS['Custom HTML blocks'].widgets)
    await widget.shown(reference.locator(widget.reference)).waitFor();
  await launcher(reference.locator('#concierge-floating')).waitFor();
});

afterAll(async () => {
  await reference?.close();
  await site?.stop();
});

type Box = { left: number; right: number; top: number; bottom: number };

/** Where a widget's host stands in the post, and the boxes it is compared with. */
interface Layout {
  host: Box;
  /** The box whose edges the host's must equal. */
  edges: Box;
  /** From the paragraph before the host to the host, and from the host to the paragraph after it. */
  gapAbove: number;
  gapBelow: number;
  /** Between the post's first two paragraphs. */
  paragraphGap: number;
  /** The width of the post's paragraphs. */
  paragraphWidth: number;
  /** Whether the host ended up inside a <p> (wpautop's). */
  inParagraph: boolean;
}

/** Measures `placed`'s host against the post's paragraphs (those of text: not wpautop's around a script). */
function layoutOf(page: Page, placed: Placed): Promise<Layout> {
  return page.evaluate(
    ([selector, edgesLike]) => {
      const box = (el: Element): Box => {
        const { left, right, top, bottom } = el.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      const host = document.querySelector(selector)!;
      const paragraphs = [...document.querySelectorAll('.entry-content p')].filter(
        (p) => !p.querySelector('script') && !p.contains(host),
      );
      const before = paragraphs
        .filter((p) => p.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING)
        .at(-1)!;
      const after = paragraphs.find((p) => p.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_PRECEDING)!;
      const [first, second] = paragraphs.map(box);
      return {
        host: box(host),
        edges: box(edgesLike === 'paragraph' ? before : document.querySelector(edgesLike)!),
        gapAbove: box(host).top - box(before).bottom,
        gapBelow: box(after).top - box(host).bottom,
        paragraphGap: second!.top - first!.bottom,
        paragraphWidth: first!.right - first!.left,
        inParagraph: host.closest('p') !== null,
      };
    },
    [placed.host, placed.edgesLike] as const,
  );
}

/** The computed font sizes of a widget's root and of its headings. */
function typeScale(host: Locator): Promise<{ root: string; headings: string[] }> {
  return host.evaluate((el) => {
    const size = (e: Element) => getComputedStyle(e).fontSize;
    return {
      root: size(el.shadowRoot!.querySelector('.orebit-root')!),
      headings: [...el.shadowRoot!.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
        (h) => `${h.localName} "${h.textContent}" ${size(h)}`,
      ),
    };
  });
}

/** The same widget's type scale on the reference page, in a slot `width` wide: its container queries see the same. */
async function referenceScale(placed: Placed, width: number): Promise<{ root: string; headings: string[] }> {
  const host = reference.locator(placed.reference);
  await host.evaluate(
    (el, w) => (el.parentElement as HTMLElement).style.setProperty('width', `${w}px`, 'important'),
    width,
  );
  return typeScale(host);
}

/** How far the page scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const launcher = (host: Locator) => host.getByRole('button', { name: 'Open Orebit AI Concierge' });

/** The launcher's distance from the viewport's right and bottom edges. */
const corner = (host: Locator) =>
  launcher(host).evaluate((el) => {
    const { right, bottom } = el.getBoundingClientRect();
    return {
      right: Math.round(document.documentElement.clientWidth - right),
      bottom: Math.round(document.documentElement.clientHeight - bottom),
    };
  });

const px = (n: number) => Math.round(n);
const span = ({ left, right }: Box) => `${px(left)}–${px(right)}`;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;

// What each check measured, printed at the end of the file: the numbers behind any failure.
const measured: string[] = [];
const row = (theme: string, width: number | string, post: string, what: string, numbers: string) =>
  `  ${theme.padEnd(17)} ${String(width).padEnd(5)} ${post.padEnd(20)} ${what.padEnd(11)} ${numbers}`;

afterAll(() => {
  const timings = Object.entries({ ...site?.timings, ...startup }).map(([step, ms]) => `${step} ${ms} ms`);
  const header = row(
    'theme',
    'width',
    'post',
    'widget',
    'host         edges like   gap above/below (between paragraphs)',
  );
  console.info(`[wordpress] start: ${timings.join(', ')}\n${header}\n${measured.join('\n')}`);
});

/**
 * Opens `post` at each width in turn (a fresh load each) and runs `check` on it; resolves with every
 * failure, what the browser logged and what WordPress logged meanwhile.
 */
async function atEachWidth(
  post: PostName,
  check: (page: Page, width: number) => Promise<string[]>,
): Promise<{ failures: string[]; logs: string[]; wordpressLog: string }> {
  const logged = site.debugLog().length;
  const { page, logs } = await browser().open(posts[post].url);
  const failures: string[] = [];
  try {
    for (const width of WIDTHS) {
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 812 });
        await page.reload();
      }
      failures.push(...(await check(page, width)).map((failure) => `${width} px: ${failure}`));
    }
  } finally {
    await page.close();
  }
  return { failures, logs, wordpressLog: site.debugLog().slice(logged) };
}

/** Checks where `placed` stands in the post open in `page`, and its type scale; resolves with what is wrong. */
async function checkPlaced(page: Page, placed: Placed, width: number, label: (numbers: string) => string) {
  const failed: string[] = [];
  const host = page.locator(placed.host);
  await expect.poll(() => placed.shown(host).isVisible()).toBe(true);
  const layout = await layoutOf(page, placed);
  const { host: box, edges, gapAbove, gapBelow, paragraphGap } = layout;
  const gaps = `${px(gapAbove)}/${px(gapBelow)} (${px(paragraphGap)})`;
  measured.push(label(`${span(box).padEnd(12)} ${span(edges).padEnd(12)} ${gaps}`));
  if (!near(box.left, edges.left) || !near(box.right, edges.right)) {
    failed.push(`${placed.name} spans ${span(box)}, not ${span(edges)} as ${placed.edgesLike} does`);
  }
  if (!near(gapAbove, paragraphGap) || !near(gapBelow, paragraphGap)) {
    failed.push(`${placed.name}: ${px(gapAbove)} px above and ${px(gapBelow)} px below, not ${px(paragraphGap)} px`);
  }
  if (placed.edgesLike === '.wide-text' && width === 1280 && edges.right - edges.left <= layout.paragraphWidth) {
    failed.push('the wide group is no wider than the paragraphs');
  }
  if (layout.inParagraph) failed.push(`${placed.name} sits inside wpautop's <p>`);
  const scale = await typeScale(host);
  expect.soft(scale.root, `${placed.name}'s base font size at ${width} px`).toBe('15px');
  const expected = await referenceScale(placed, box.right - box.left);
  expect.soft(scale.headings, `${placed.name}'s headings at ${width} px`).toEqual(expected.headings);
  return failed;
}

for (const theme of THEMES) {
  describe(theme, () => {
    beforeAll(async () => {
      await site.switchTheme(theme);
    });

    for (const post of ['Custom HTML blocks', 'wide blocks', 'classic editor'] as const) {
      it(`${post}: each widget stands where a block would, its type scale its own; nothing logged`, async () => {
        const { failures, logs, wordpressLog } = await atEachWidth(post, async (page, width) => {
          const failed: string[] = [];
          for (const placed of POSTS[post].widgets) {
            const label = (numbers: string) => row(theme, width, post, placed.name, numbers);
            failed.push(...(await checkPlaced(page, placed, width, label)));
          }
          // The same post without the widgets: any sideways scroll it has is the theme's.
          const scroll = await sidewaysScroll(page);
          const hosts = POSTS[post].widgets.map((w) => w.host).join(', ');
          await page.evaluate((selectors) => document.querySelectorAll(selectors).forEach((h) => h.remove()), hosts);
          const without = await sidewaysScroll(page);
          if (scroll > Math.max(0, without)) {
            failed.push(`the page scrolls sideways by ${scroll} px (${without} px without the widgets)`);
          }
          return failed;
        });
        expect.soft(failures).toEqual([]);
        expect(logs).toEqual([]);
        expect(wordpressLog).toBe('');
      });
    }

    it('floating concierge: its launcher stays in the viewport’s corner; its host takes no room', async () => {
      const { failures, logs, wordpressLog } = await atEachWidth('floating concierge', async (page, width) => {
        const failed: string[] = [];
        const host = page.locator('orebit-concierge');
        await expect.poll(() => launcher(host).count()).toBe(1);
        await reference.setViewportSize({ width, height: 812 });
        const expected = await corner(reference.locator('#concierge-floating'));
        const gaps = await page.evaluate(() => {
          const [first, second, third] = [...document.querySelectorAll('.entry-content p')].map((p) =>
            p.getBoundingClientRect(),
          );
          return { paragraphs: second!.top - first!.bottom, aroundHost: third!.top - second!.bottom };
        });
        const at = await corner(host);
        const numbers = `corner ${at.right}/${at.bottom} (${expected.right}/${expected.bottom})`;
        measured.push(
          row(
            theme,
            width,
            'floating concierge',
            'launcher',
            `${numbers}, gap ${px(gaps.aroundHost)} (${px(gaps.paragraphs)})`,
          ),
        );
        if (!near(gaps.aroundHost, gaps.paragraphs)) {
          failed.push(
            `the paragraphs around the floating host are ${px(gaps.aroundHost)} px apart, not ${px(gaps.paragraphs)}`,
          );
        }
        for (const scrolled of [false, true]) {
          if (scrolled) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const { right, bottom } = await corner(host);
          if (!near(right, expected.right) || !near(bottom, expected.bottom)) {
            const where = scrolled ? 'scrolled to the end, the launcher' : 'the launcher';
            failed.push(
              `${where} is ${right} px from the right, ${bottom} px from the bottom, ` +
                `not ${expected.right}/${expected.bottom}`,
            );
          }
        }
        return failed;
      });
      await reference.setViewportSize({ width: 1280, height: 900 });
      expect(failures).toEqual([]);
      expect(logs).toEqual([]);
      expect(wordpressLog).toBe('');
    });
  });
}
