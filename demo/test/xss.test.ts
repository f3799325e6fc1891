import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTHOR_MAX, TITLE_MAX } from '../../contract/limits';
import type { ForumPost } from '../../contract/schemas';
import { removeHiddenControls } from '../../contract/text';
import { developmentSignIn } from '../../scripts/dev-server.ts';
import { browserPerFile } from './browser';

// Forum posts are text anyone can write, shown on pages we do not control. Hostile titles,
// contents and author handles go in through the real API (the admin import for most, the public
// POST for a few) and the community widget must show each as its literal text: no element, no
// attribute, no script, no dialog comes from them. The API gives them back unchanged, as JSON
// that a browser never sniffs into a page.

const base = inject('baseUrl');
const browser = browserPerFile();

/** [what it tries, the text]; none starts or ends with whitespace (the API trims). */
const PAYLOADS: ReadonlyArray<readonly [string, string]> = [
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">click me</a>'],
  ['bare javascript: URL', 'javascript:alert(1)'],
  ['script breakout', '</script><script>alert(1)</script>'],
  ['attribute breakout', '"><img src=x onerror=alert(1)>\'><svg/onload=alert(1)>'],
  ['RTL override', 'Invoice \u202Egnp.exe – totally safe'],
  ['zero-width characters', 'zero\u200Bwidth\u200Cnon\u200Djoiner\u2060word\uFEFFend'],
  ['a 5,000-character word', 'Supercalifragilistic'.repeat(250)],
  [
    'HTML entities',
    '&lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot; &#60;script&#62;alert(1)&#60;/script&#62; &#x3C;img&#x3E;',
  ],
  ['template literal', '${alert(1)} `${document.cookie}` ${7*7}'],
  ['template braces', "{{constructor.constructor('alert(1)')()}} {{7*7}} {% raw %}"],
  ['style tag', '<style>*{display:none !important} :host{background:red}</style>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>'],
  ['data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">data link</a>'],
  ['markdown link', '[click me](javascript:alert(1)) and [home](https://evil.example)'],
  ['markdown image', '![x](https://evil.example/x.png "title") **bold** _italic_ `code`'],
  ['mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['object and embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ['autofocus and toggle', '<input autofocus onfocus=alert(1)><details open ontoggle=alert(1)>'],
  [
    'base and meta refresh',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ],
  ['comment and CDATA', '<!-- unclosed <![CDATA[ ]]> --!> <? php ?>'],
  ['closing the host', '</orebit-community><orebit-community></orebit-community><slot></slot>'],
];

/** The payloads sent through the public POST (5 a minute per client); the rest go through the admin import. */
const PUBLIC = new Set(['img onerror', 'script breakout', 'RTL override', 'template literal', 'markdown link']);

type Post = Pick<ForumPost, 'id' | 'title' | 'content' | 'author'>;

/**
 * What a payload becomes: what is sent (its title cut to the title limit, its content and, when
 * imported and short enough, its author), and what is stored: the same, less the control and
 * bidirectional override characters the API's text rules remove (docs/api.md#text).
 */
const expected = PAYLOADS.map(([name, text]) => {
  const title = text.slice(0, TITLE_MAX);
  const author = PUBLIC.has(name) ? undefined : text.length <= AUTHOR_MAX ? text : 'XssImporter';
  return {
    name,
    sent: { title, content: text, author },
    title: removeHiddenControls(title).trim(),
    content: removeHiddenControls(text, true).trim(),
    author: author === undefined ? undefined : removeHiddenControls(author).trim(),
  };
});

/** Every element and attribute the payloads could create if parsed as HTML. */
const FOREIGN =
  'img, svg:not([aria-hidden="true"]), script, iframe, style, a, object, embed, input, details, math, base, meta, slot, orebit-community, table';

async function created(res: Response): Promise<Post[]> {
  expect(res.status).toBe(201);
  const body = (await res.json()) as Post | Post[];
  return Array.isArray(body) ? body : [body];
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

describe('hostile post text', () => {
  const sent = new Map<string, Post>();

  beforeAll(async () => {
    const imported = expected.filter((p) => !PUBLIC.has(p.name));
    const bulk = await fetch(`${base}/api/admin/forum/posts/bulk`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await developmentSignIn(base, 'moderator@orebit.test')) },
      body: JSON.stringify({ posts: imported.map(({ sent }) => sent) }),
    });
    for (const [i, post] of (await created(bulk)).entries()) sent.set(imported[i]!.name, post);
    let client = 0;
    for (const p of expected.filter((p) => PUBLIC.has(p.name))) {
      const res = await fetch(`${base}/api/forum/posts`, {
        method: 'POST',
        // Each from an address of its own: the public POST allows 5 a minute per client.
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': `10.250.${Math.floor(Math.random() * 250)}.${++client}`,
        },
        body: JSON.stringify({ title: p.sent.title, content: p.sent.content, userId: 'xss-test' }),
      });
      sent.set(p.name, (await created(res))[0]!);
    }
  });

  it(`stores all ${PAYLOADS.length} payloads as the text rules leave them and gives them back as JSON no browser sniffs`, async () => {
    expect(PAYLOADS.length).toBe(25);
    // The write answers parse back to what was sent, less the characters the text rules remove.
    for (const p of expected) {
      const post = sent.get(p.name)!;
      expect({ title: post.title, content: post.content }, p.name).toEqual({ title: p.title, content: p.content });
      if (p.author) expect(post.author, p.name).toBe(p.author);
    }
    // So does the list: JSON, declared as such, never sniffed into HTML. JSON.stringify leaves "<"
    // as it is, so the raw text holds "</script>"; the content type and nosniff keep it data.
    const res = await fetch(`${base}/api/forum/posts`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json\b/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    expect(text).toContain('</script><script>alert(1)</script>');
    const list = JSON.parse(text) as Array<Post & { truncated?: boolean }>;
    for (const p of expected) {
      const listed = list.find((post) => post.id === sent.get(p.name)!.id)!;
      expect(listed.title, p.name).toBe(p.title);
      // A long content is listed as its excerpt; the post itself has it whole (docs/api.md).
      if (!listed.truncated) expect(listed.content, p.name).toBe(p.content);
      else {
        expect(p.content.startsWith(listed.content), p.name).toBe(true);
        const whole = (await (await fetch(`${base}/api/forum/posts/${listed.id}`)).json()) as Post;
        expect(whole.content, p.name).toBe(p.content);
      }
    }

    // Opened directly, the API answer stays text: nothing runs, nothing is created.
    const page = await browser().newPage();
    const dialogs = watchDialogs(page);
    await page.goto(`${base}/api/forum/posts`);
    expect(await page.evaluate(() => document.body.textContent)).toContain('<img src=x onerror=alert(1)>');
    expect(
      await page.evaluate(
        () => document.querySelectorAll('img, iframe, object, embed, math, details, input, body script').length,
      ),
    ).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('shows every payload in the community widget as its literal text, creating nothing from it', async () => {
    const page = await browser().newPage();
    const dialogs = watchDialogs(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
    await page.goto(`${base}/demo/community.html`);
    const widget = page.locator('orebit-community');
    const list = widget.getByRole('list', { name: 'Forum posts' });
    // Waits on the contents (whatever becomes of the titles, the checks below report it), or for a
    // dialog: a payload that runs may open them one after the other and keep the page busy.
    const contents = list.locator('.content');
    const last = expected.at(-1)!.content;
    await expect
      .poll(async () => dialogs.length > 0 || (await contents.allTextContents()).includes(last), { timeout: 30_000 })
      .toBe(true);
    expect(dialogs).toEqual([]);
    // A long content shows as its excerpt until the reader asks for it whole.
    const more = list.getByRole('button', { name: 'Show more' });
    const excerpts = await more.count();
    expect(excerpts).toBeGreaterThan(0);
    for (let left = excerpts - 1; left >= 0; left--) {
      await more.first().click();
      await expect.poll(() => more.count()).toBe(left);
    }

    const shown = await list.getByRole('listitem').evaluateAll((items) =>
      items.map((li) => ({
        title: li.querySelector('h4')?.textContent,
        content: li.querySelector('.content')?.textContent,
        author: li.querySelector('.author')?.textContent,
        // Title, content and author hold text only, never an element.
        elements: ['h4', '.content', '.author']
          .map((s) => li.querySelector(s)?.childElementCount ?? 0)
          .reduce((a, b) => a + b, 0),
      })),
    );
    const wrong = expected.flatMap((p) => {
      // Each content is a payload of its own: it finds the post.
      const item = shown.find((s) => s.content === p.content);
      if (!item) return [`${p.name}: content not shown as its text`];
      const faults: string[] = [];
      if (item.title !== p.title) faults.push(`${p.name}: title shown as ${JSON.stringify(item.title)}`);
      if (item.elements > 0) faults.push(`${p.name}: ${item.elements} elements in the post`);
      if (p.author ? item.author !== p.author : !/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/.test(item.author ?? '')) {
        faults.push(`${p.name}: author shown as ${JSON.stringify(item.author)}`);
      }
      return faults;
    });
    expect(wrong).toEqual([]);

    const found = await widget.evaluate((host, foreign) => {
      const root = host.shadowRoot!;
      const all = [...root.querySelectorAll('*')];
      return {
        // The post list holds the widget's own structure only.
        listTags: [
          ...new Set([...root.querySelectorAll('ul[aria-label="Forum posts"] *')].map((el) => el.localName)),
        ].sort(),
        foreignInList: root.querySelectorAll(`ul[aria-label="Forum posts"] :is(${foreign})`).length,
        // Nowhere in the widget an inline handler or a javascript:/data: URL.
        handlers: all.flatMap((el) =>
          [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.localName}[${a.name}]`),
        ),
        scriptUrls: all.flatMap((el) =>
          [...el.attributes]
            .filter((a) => /^\s*(javascript|data):/i.test(a.value))
            .map((a) => `${el.localName}[${a.name}]`),
        ),
        iframes: root.querySelectorAll('iframe, script, object, embed, base, meta').length,
        // Outside the shadow root, the page is as it was: its own script, no payload element.
        pageForeign: document.querySelectorAll(
          'body :is(img, iframe, object, embed, style, base, meta, math, details, input)',
        ).length,
        pageScripts: document.querySelectorAll('script').length,
        hosts: document.querySelectorAll('orebit-community').length,
      };
    }, FOREIGN);
    expect(found).toEqual({
      listTags: ['button', 'div', 'h4', 'li', 'p', 'path', 'span', 'svg', 'time'],
      foreignInList: 0,
      handlers: [],
      scriptUrls: [],
      iframes: 0,
      pageForeign: 0,
      pageScripts: 1,
      hosts: 1,
    });
    // The widget is still whole and working: its heading and the New Post button are there.
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Community Hub');
    expect(await widget.getByRole('button', { name: 'New Post' }).isVisible()).toBe(true);
    expect(dialogs).toEqual([]);
    expect(logs).toEqual([]);
    await page.close();
  });
});
