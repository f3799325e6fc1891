import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildWordPressPlugin } from '../../scripts/wordpress.ts';
import { browserPerFile } from './browser';
import { mountedRoot, openReference, plainHeadings } from './layout-fixtures';
import { atEachWidth } from './wordpress/at-each-width';
import { loggedInPage, skipWelcomeGuides } from './wordpress/logged-in-page';
import { measurePost, postNumbers, postProblems } from './post-layout';
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

/** The posts' widget hosts, and what their edges must equal when not the paragraphs'. */
interface Placed {
  hosts: string[];
  /** Host selector → the selector of the post's element whose edges the host's must equal. */
  alignedWith?: Record<string, string>;
  /** The theme's wide block: at 1280 px it must be wider than the paragraphs, or the check proves nothing. */
  wide?: string;
}

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
    widgets: { hosts: ['orebit-yield-farming', 'orebit-concierge', 'orebit-referral'] },
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
    widgets: {
      hosts: ['.wide-widget orebit-yield-farming', '[data-orebit-widget="referral"]'],
      alignedWith: {
        '.wide-widget orebit-yield-farming': '.wide-text p',
        '[data-orebit-widget="referral"]': '.wide-text',
      },
      wide: '.wide-text',
    },
  },
  'classic editor': {
    // No block comments: wpautop makes the paragraphs, and wraps the lone script tag in one too.
    content: () =>
      [0, 1].map((n) => PROSE[n]).join('\n\n') +
      `\n\n${script('yield-farming', ' data-view="calculator"')}\n\n${PROSE[2]}`,
    widgets: { hosts: ['orebit-yield-farming'] },
  },
  'floating concierge': {
    content: () =>
      [prose(0), prose(1), customHtml(script('concierge', ' data-mode="floating"')), prose(2), prose(3), prose(4)].join(
        '\n\n',
      ),
    widgets: { hosts: [] },
  },
} satisfies Record<string, { content(): string; widgets: Placed }>;
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

  reference = await openReference(await browser().newPage(), base);
  await launcher(reference.locator('#concierge-floating')).waitFor();
});

afterAll(async () => {
  await reference?.close();
  await site?.stop();
});

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
/** Sub-pixel layout and rounding: the launcher's corner agrees to 2 px. */
const near = (a: number, b: number) => Math.abs(a - b) <= 2;

// What each check measured, printed at the end of the file: the numbers behind any failure.
const measured: string[] = [];

afterAll(() => {
  const timings = Object.entries({ ...site?.timings, ...startup }).map(([step, ms]) => `${step} ${ms} ms`);
  console.info(
    `[wordpress] start: ${timings.join(', ')}\nedges and gaps (between paragraphs):\n${measured.join('\n')}`,
  );
});

/** Everything out of place among `post`'s widgets in `page`, and their numbers for the closing table. */
async function checkPost(page: Page, post: PostName, width: number, label: string): Promise<string[]> {
  const placed: Placed = POSTS[post].widgets;
  const { hosts, alignedWith = {} } = placed;
  for (const host of hosts) await page.locator(mountedRoot(host)).first().waitFor();
  const query = { hosts, paragraphs: '.entry-content p', references: Object.values(alignedWith) };
  const measure = await page.evaluate(measurePost, query);
  measured.push(...postNumbers(measure).map((line) => `  ${label} ${line}`));
  const problems = postProblems(measure, {
    alignedWith,
    headings: await plainHeadings(reference, measure),
    // The same post without the widgets: any sideways scroll it has is the theme's.
    sidewaysWithout: await page.evaluate((selectors) => {
      for (const host of document.querySelectorAll(selectors)) host.remove();
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    }, hosts.join(', ')),
  });
  const wide = placed.wide && measure.references[placed.wide];
  if (wide && width === 1280 && wide.right - wide.left <= measure.paragraph.right - measure.paragraph.left)
    problems.push(`${placed.wide} is no wider than the paragraphs`);
  return problems;
}

for (const theme of THEMES) {
  describe(theme, () => {
    beforeAll(async () => {
      await site.switchTheme(theme);
    });

    for (const post of ['Custom HTML blocks', 'wide blocks', 'classic editor'] as const) {
      it(`${post}: each widget stands where a block would, its type scale its own; nothing logged`, async () => {
        const { failures, logs, wordpressLog } = await atEachWidth(browser(), site, posts[post].url, (page, width) =>
          checkPost(page, post, width, `${theme} ${width} ${post}`),
        );
        expect(failures).toEqual([]);
        expect(logs).toEqual([]);
        expect(wordpressLog).toBe('');
      });
    }

    it('floating concierge: its launcher stays in the viewport’s corner; its host takes no room', async () => {
      const { failures, logs, wordpressLog } = await atEachWidth(
        browser(),
        site,
        posts['floating concierge'].url,
        async (page, width) => {
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
            `  ${theme} ${width} floating concierge: launcher ${numbers}, gap ${px(gaps.aroundHost)} (${px(gaps.paragraphs)})`,
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
        },
      );
      await reference.setViewportSize({ width: 1280, height: 900 });
      expect(failures).toEqual([]);
      expect(logs).toEqual([]);
      expect(wordpressLog).toBe('');
    });
  });
}

// Embed by link: an Author pastes a widget's embed URL on its own line in a classic post, into an
// Embed block in the block editor, and on its own line in a Classic block of a post with blocks;
// WordPress discovers the oEmbed answer, frames it in `sandbox="allow-scripts"`, and resizes the
// frame from the page's wp-embed messages. The frame must stand in the post's column: its edges the
// paragraphs' edges. In a post with blocks WordPress adds no paragraphs around the frame (no
// wpautop), and of our answer it keeps only the hidden blockquote and the frame, both inline: the
// frame is a bare inline child of the content, which the themes' centring margins do not move,
// until the plugin puts it in a block of its own. The site allows its HTTP client to reach the test
// server (a loopback host on an unusual port: `allowRequestsTo`, test plumbing only).
const EMBED_URL = `${base}/embed/yield-farming?view=calculator`;
type EmbedPost = 'classic post' | 'Embed block' | 'Classic block';
// A 21-digit amount: in a narrow frame its reward and dollar lines take more room, and the result grows.
const LARGE_AMOUNT = '110000000000000000000';
const LARGE_REWARD = '98,120,000,000,000,000,000 ORB';
/** A post with blocks whose middle is a Classic block, saved as the editor saves one: its HTML, no block comments. */
const CLASSIC_BLOCK = [
  paragraph(PROSE[0]!),
  `<p>${PROSE[1]}</p>\n<p>${EMBED_URL}</p>\n<p>${PROSE[2]}</p>`,
  paragraph(PROSE[3]!),
].join('\n\n');

/** The post's frame of the calculator in `page`, checked, and its heights before and after the result grows. */
async function checkEmbed(page: Page, width: number, label: string): Promise<string[]> {
  const failures: string[] = [];
  const frame = page.locator('.entry-content iframe.wp-embedded-content');
  await frame.waitFor({ state: 'attached' });
  const [sandbox, src] = [await frame.getAttribute('sandbox'), (await frame.getAttribute('src')) ?? ''];
  if (sandbox !== 'allow-scripts') failures.push(`the frame's sandbox is "${sandbox}"`);
  if (!src.startsWith(`${EMBED_URL}#?secret=`)) failures.push(`the frame shows ${src}`);
  const content = (await (await frame.elementHandle())!.contentFrame())!;
  const widget = content.locator('orebit-yield-farming');
  await expect.poll(() => widget.getByTestId('reward-tokens').textContent()).toBe('892 ORB');
  const documentHeight = () =>
    content.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  const frameHeight = () => frame.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  // wp-embed shows the frame (its link gives way) at the page's height, within its 200–1000 px.
  const follows = async () => {
    const wanted = Math.min(1000, Math.max(200, await documentHeight()));
    await expect.poll(frameHeight).toBe(wanted);
    return wanted;
  };
  const before = await follows();
  const box = await frame.evaluate((el) => {
    // The post's paragraphs of text (a post with blocks may hold empty ones around the frame).
    const paragraphs = [...document.querySelectorAll('.entry-content p')]
      .filter((p) => p.checkVisibility() && p.textContent!.trim().length > 40)
      .map((p) => p.getBoundingClientRect());
    const own = el.getBoundingClientRect();
    return {
      frame: [Math.round(own.left), Math.round(own.right)],
      paragraphs: [Math.round(paragraphs[0]!.left), Math.round(paragraphs[0]!.right)],
      same: paragraphs.every((p) => p.left === paragraphs[0]!.left && p.right === paragraphs[0]!.right),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      shown: getComputedStyle(el).position !== 'absolute',
      quoteShown: document.querySelector('.entry-content blockquote.wp-embedded-content')?.checkVisibility() ?? false,
    };
  });
  const edges = `frame ${box.frame.join('–')} px, paragraphs ${box.paragraphs.join('–')} px`;
  measured.push(`  ${label}: ${edges}`);
  if (!box.same) failures.push('the post’s paragraphs do not share their edges');
  if (!near(box.frame[0]!, box.paragraphs[0]!) || !near(box.frame[1]!, box.paragraphs[1]!))
    failures.push(`the frame is not in the post's column (${edges})`);
  if (!box.shown || box.quoteShown) failures.push('the frame is still hidden behind its link');

  await widget.getByLabel('Amount (ORB)').fill(LARGE_AMOUNT);
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect.poll(() => widget.getByTestId('reward-tokens').textContent()).toBe(LARGE_REWARD);
  // In a phone's column the long result takes another line; in a desktop's (610–650 px) it fits.
  if (width < 600) await expect.poll(documentHeight).toBeGreaterThan(before);
  const after = await follows();
  measured.push(`  ${label}: frame ${before} px → ${after} px after the large amount's result`);
  // Any sideways scroll the post has without the frame is the theme's (Twenty Twenty-Two's at 375 px).
  const sidewaysWithout = await frame.evaluate((el) => {
    el.remove();
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });
  if (box.sideways > sidewaysWithout) failures.push(`the post scrolls ${box.sideways} px sideways`);
  return failures;
}

/** Checks each of `posts` in each theme, at each width. */
function checkEmbedPosts(posts: () => Partial<Record<EmbedPost, string>>, names: readonly EmbedPost[], plugin: string) {
  for (const theme of THEMES) {
    describe(theme, () => {
      beforeAll(async () => {
        await site.switchTheme(theme);
      });

      for (const post of names) {
        it(`${post}: the calculator in WordPress's sandboxed frame, in the post's column, its height following the widget`, async () => {
          const { failures, logs, wordpressLog } = await atEachWidth(browser(), site, posts()[post]!, (page, width) =>
            checkEmbed(page, width, `${theme} ${width} ${post} (${plugin})`),
          );
          expect(failures).toEqual([]);
          expect(logs).toEqual([]);
          expect(withoutHttpDeprecations(wordpressLog)).toBe('');
        });
      }
    });
  }
}

describe('an embed URL pasted by an Author (WordPress’s own oEmbed, without the plugin)', () => {
  const embedPosts = {} as Record<EmbedPost, string>;
  const began = performance.now();

  beforeAll(async () => {
    await site.allowRequestsTo(base);
    const author = await site.createUser('nadia', 'author');
    await skipWelcomeGuides(site, [author.id]);
    const classic = await site.createPost({
      title: 'The calculator by link, classic',
      content: `${PROSE[0]}\n\n${EMBED_URL}\n\n${PROSE[1]}`,
      author: author.id,
    });
    embedPosts['classic post'] = classic.url;

    // The block editor as the Author uses it: the inserter's Embed block, the URL pasted, Embed, Publish.
    const page = await loggedInPage(browser(), site, await site.login(author));
    try {
      await page.goto(`${site.url}/wp-admin/post-new.php`);
      await page.getByRole('textbox', { name: 'Add title' }).fill('The calculator by link, Embed block');
      await page.getByRole('button', { name: 'Toggle block inserter' }).click();
      await page.getByRole('searchbox').fill('embed');
      await page.getByRole('option', { name: 'Embed', exact: true }).click();
      const block = page.getByRole('document', { name: 'Block: Embed' });
      await block.getByRole('textbox', { name: 'Embed URL' }).fill(EMBED_URL);
      await block.getByRole('button', { name: 'Embed', exact: true }).click();
      // WordPress's oEmbed proxy found our answer: the editor previews the frame.
      await page.locator('.wp-block-embed iframe').first().waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.locator('.editor-post-publish-panel').getByRole('button', { name: 'Publish', exact: true }).click();
      const link = page.locator('.post-publish-panel__postpublish').getByRole('link', { name: 'View Post' });
      embedPosts['Embed block'] = (await link.first().getAttribute('href'))!;
    } finally {
      await page.close();
    }
    // Then the paragraphs the frame stands between, as the Author writes them around it.
    await site.php(
      '$id = url_to_postid($args[0]); $post = get_post($id);' +
        'return wp_update_post(array("ID" => $id, "post_content" => $args[1] . "\\n\\n" . $post->post_content . "\\n\\n" . $args[2]));',
      [embedPosts['Embed block'], paragraph(PROSE[0]!), paragraph(PROSE[1]!)],
    );
    const classicBlock = await site.createPost({
      title: 'The calculator by link, Classic block',
      content: CLASSIC_BLOCK,
      author: author.id,
    });
    embedPosts['Classic block'] = classicBlock.url;
    startup['embed posts'] = Math.round(performance.now() - began);
  });

  // A bare inline frame (the Classic block's) is out of the column here, for any provider WordPress
  // does not trust: of the answer it keeps the blockquote and the frame alone, so no block of ours
  // reaches the post. The plugin's part, below.
  checkEmbedPosts(() => embedPosts, ['classic post', 'Embed block'], 'no plugin');

  describe('with the plugin, which puts the frame WordPress made from our answer in a block of its own', () => {
    beforeAll(async () => {
      await site.installPlugin((await buildWordPressPlugin()).zip);
      await site.php("update_option('orebit_widgets', array('origin' => $args)); return true;", base);
    });

    checkEmbedPosts(() => embedPosts, ['classic post', 'Embed block', 'Classic block'], 'plugin');
  });
});

/**
 * `log` without the PHP 8.2 deprecations WordPress 6.1's own HTTP library (wp-includes/Requests/)
 * logs whenever the site makes a request, here the oEmbed discovery: WordPress's, not ours.
 */
function withoutHttpDeprecations(log: string): string {
  return log
    .split('\n')
    .filter(
      (line) => line !== '' && !/PHP Deprecated: .* in \S+\/wp-includes\/Requests\/\S+\.php on line \d+$/.test(line),
    )
    .join('\n');
}
