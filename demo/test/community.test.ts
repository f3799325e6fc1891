import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PNG } from 'pngjs';
import type { ForumPost } from '../../contract/schemas';
import { axeViolations } from './axe';
import { pausedClock, runClockUntil, browserPerFile } from './browser';

// The Community Hub on its own demo page. The forum flows run against the real Worker (seeded
// posts; few real writes, as writes are rate-limited per client); failing, empty, slow, polled
// and hostile answers are routed. Other test files may add posts: nothing here counts the list,
// and our own posts are found by a unique title.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/community.html`;
const POSTS = '**/api/forum/posts';
const COUNTS = '**/api/forum/counts';

type Post = ForumPost;

/** A post as the API would send it; `createdAt` defaults to now. */
const post = (overrides: Partial<Post> = {}): Post => ({
  id: 1,
  title: 'Which hardware wallet do you use?',
  content: 'Looking at Ledger and Trezor.',
  createdAt: new Date().toISOString(),
  likes: 17,
  replies: 14,
  author: 'CalmMiner517',
  ...overrides,
});

/** A title no other test or run uses. */
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function parts(page: Page) {
  const widget = page.locator('orebit-community');
  const dialog = widget.getByRole('dialog');
  return {
    widget,
    list: widget.getByRole('list', { name: 'Forum posts' }),
    posts: widget.getByTestId('forum-posts'),
    newPost: widget.getByRole('button', { name: 'New Post' }),
    dialog,
    title: dialog.getByLabel('Title'),
    content: dialog.getByLabel('Content'),
    submit: dialog.getByRole('button', { name: /^(Create Post|Creating\.\.\.)$/ }),
    toasts: page.locator('orebit-toaster li'),
  };
}

/** The list item of the post titled `title`. */
function postItem(widget: Locator, title: string): Locator {
  return widget
    .getByRole('listitem')
    .filter({ has: widget.page().getByRole('heading', { level: 4, name: title, exact: true }) });
}

/** The like button's accessible name of the post titled `title`, e.g. "Like, 12 likes". */
function likeName(widget: Locator, title: string): Promise<string | null> {
  return postItem(widget, title).locator('button.like').getAttribute('aria-label');
}

/** What each listed post shows, in list order. */
function shownPosts(widget: Locator) {
  return widget
    .getByRole('list', { name: 'Forum posts' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({
        title: li.querySelector('h4')?.textContent,
        content: li.querySelector('.content')?.textContent,
        author: li.querySelector('.author')?.textContent ?? null,
        time: li.querySelector('time')?.textContent ?? null,
        like: li.querySelector('button.like')?.getAttribute('aria-label'),
        replies: li.querySelector('.replies')?.textContent,
      })),
    );
}

/** The list's status line ("Loading posts...", the empty text), or null. */
function listStatus(widget: Locator): Promise<string | null> {
  return widget.getByTestId('forum-posts').evaluate((el) => el.querySelector('[role="status"]')?.textContent ?? null);
}

/** The shown toast as [title, description, variant]. */
function shownToast(toasts: Locator) {
  return toasts.evaluateAll((items) =>
    items.map((li) => [
      li.querySelector('strong')?.textContent,
      li.querySelector('p')?.textContent,
      li.getAttribute('data-variant'),
    ]),
  );
}

/** The focused element, down through shadow roots, by its aria-label, name or text. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? el?.getAttribute('name') ?? el?.textContent ?? null;
  });
}

/** The red channel (0–255) of a toast's background, as painted, beside its left edge. */
async function paintedRed(toast: Locator): Promise<number> {
  const png = PNG.sync.read(await toast.screenshot({ animations: 'disabled' }));
  return png.data[(Math.floor(png.height / 2) * png.width + 6) * 4]!;
}

/** What Chromium gives assistive tech for the element named `name`: its role, or null when it gives nothing. */
async function exposedRole(page: Page, name: string): Promise<string | null> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const node = nodes.find((n) => n.name?.value === name);
  return node && !node.ignored ? String(node.role?.value) : null;
}

/** The local names of the body's children, in order. */
const bodyChildren = (page: Page) => page.evaluate(() => [...document.body.children].map((el) => el.localName));

/** Answers the counts with none, so that the real posts' counts are not laid over routed posts of the same ids. */
const noCounts = (page: Page) => page.route(COUNTS, (route) => route.fulfill({ json: [] }));

/** Opens the demo page with GET /api/forum/posts answered by `answer` (and no counts); other methods go through. */
async function openWithPosts(answer: (route: Route) => Promise<void>) {
  const page = await browser().newPage();
  await noCounts(page);
  await page.route(POSTS, (route) => (route.request().method() === 'GET' ? answer(route) : route.fallback()));
  await page.goto(DEMO);
  return { page, ...parts(page) };
}

/** Counts the requests of `method` to the post list URL. */
function countRequests(page: Page, method: string): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === '/api/forum/posts') n++;
  });
  return () => n;
}

const SEEDED = {
  staking: 'First month of staking ORB: my numbers',
  wallet: 'Which hardware wallet do you use with Orebit Chain?',
  dca: 'DCA or lump sum for a beginner?',
};

describe('the community widget', () => {
  it('mounts from one script tag with the forum, the community stats and the social groups', async () => {
    const { page, logs } = await browser().open(DEMO);
    const { widget, newPost } = parts(page);
    await expect.poll(() => widget.count()).toBe(1);
    expect(await page.evaluate(() => document.querySelector('main script')?.parentElement?.localName)).toBe(
      'orebit-community',
    );
    expect(await widget.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe('Community Hub');
    expect(await widget.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Community Forum',
      'Community Stats',
      'Social Groups',
    ]);
    expect(await widget.getByRole('region', { name: 'Community Stats' }).locator('dt').count()).toBe(4);
    const groups = widget.getByRole('region', { name: 'Social Groups' });
    expect(await groups.getByRole('listitem').count()).toBe(4);
    expect(await groups.getByRole('button', { name: /^Join / }).count()).toBe(4);
    expect(await newPost.isVisible()).toBe(true);
    await expect.poll(() => postItem(widget, SEEDED.dca).count()).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('lists the seeded posts with title, content, author handle, relative time, likes and replies', async () => {
    const api: Post[] = await (await fetch(`${base}/api/forum/posts`)).json();
    const seeded = Object.values(SEEDED).map((title) => api.find((p) => p.title === title)!);
    expect(seeded.every(Boolean)).toBe(true);
    const page = await browser().newPage();
    // The reader's clock stands 5 min after seeding (the staking post was seeded 25 min old), so
    // the times do not depend on when the Worker seeded its samples.
    await page.clock.setFixedTime(Date.parse(seeded[0]!.createdAt) + 30 * 60_000);
    await page.goto(DEMO);
    const { widget } = parts(page);
    await expect.poll(() => postItem(widget, SEEDED.dca).count()).toBe(1);
    const shown = (await shownPosts(widget)).filter((p) => Object.values(SEEDED).includes(p.title!));
    expect(shown).toEqual(
      seeded.map((p, i) => ({
        title: p.title,
        content: p.content,
        author: p.author,
        time: ['Less than an hour ago', '5 hours ago', '2 days ago'][i],
        like: `Like, ${p.likes} likes`,
        replies: `${p.replies} replies`,
      })),
    );
    expect(seeded.map((p) => p.author)).toEqual(['SteadyHodler204', 'CalmMiner517', 'CuriousWhale083']);
    expect(await listStatus(widget)).toBeNull();
    expect(await widget.getByTestId('forum-posts').getAttribute('aria-busy')).toBe('false');
    await page.close();
  });

  it('creates a post: "Creating..." while pending, then a toast, the dialog closed, the form cleared and the post listed first', async () => {
    const { page, logs } = await browser().open(DEMO);
    const { widget, list, newPost, dialog, title, content, submit, toasts } = parts(page);
    const gets = countRequests(page, 'GET');
    await expect.poll(() => list.count()).toBe(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: unknown;
    await page.route(POSTS, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });

    const name = uniqueTitle('My first ORB payout');
    await newPost.click();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading').textContent()).toBe('Create a New Post');
    await title.fill(name);
    await content.fill('  Rewards arrived overnight.\nHappy so far.  ');
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe('Creating...');
    expect(await submit.isDisabled()).toBe(true);
    expect(sent).toMatchObject({ title: name, content: 'Rewards arrived overnight.\nHappy so far.' });
    expect((sent as { userId: string }).userId).toMatch(/^[\w-]{8,64}$/);

    const getsBefore = gets();
    release();
    await expect.poll(() => shownToast(toasts)).toEqual([['Success', 'Your post has been created!', 'default']]);
    expect(await dialog.count()).toBe(0);
    // In the page's region again, as every toast raised with no dialog open.
    expect(await page.locator('body > orebit-toaster li').count()).toBe(1);
    await expect.poll(() => shownPosts(widget).then((shown) => shown[0]?.title)).toBe(name);
    expect(gets()).toBeGreaterThan(getsBefore);
    const [first] = await shownPosts(widget);
    expect(first).toMatchObject({
      content: 'Rewards arrived overnight.\nHappy so far.',
      time: 'Less than an hour ago',
      like: 'Like, 0 likes',
      replies: '0 replies',
    });
    expect(first!.author).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/);

    await newPost.click();
    expect(await title.inputValue()).toBe('');
    expect(await content.inputValue()).toBe('');
    expect(logs).toEqual([]);
    await page.close();
  });

  it('keeps one anonymous user id per browser across posts and reloads', async () => {
    const page = await browser().newPage();
    const ids: string[] = [];
    // Answered here: this checks what is sent, and spends none of the real rate limit.
    await page.route(POSTS, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      ids.push((route.request().postDataJSON() as { userId: string }).userId);
      await route.fulfill({ status: 201, json: post() });
    });
    for (let i = 0; i < 2; i++) {
      await page.goto(DEMO);
      const { newPost, title, content, submit, dialog } = parts(page);
      await newPost.click();
      await title.fill('Same author?');
      await content.fill('Checking the id.');
      await submit.click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    await page.close();
  });

  it('likes a post once per reader: pressed, still pressed after a reload, and a second press takes the like back', async () => {
    const { page, logs } = await browser().open(DEMO);
    const { widget } = parts(page);
    const likeButton = () => postItem(widget, SEEDED.wallet).getByRole('button', { name: /^Like, / });
    const shown = async () => [await likeName(widget, SEEDED.wallet), await likeButton().getAttribute('aria-pressed')];
    await expect.poll(() => postItem(widget, SEEDED.wallet).count()).toBe(1);
    const likes = Number((await likeName(widget, SEEDED.wallet))!.match(/\d+/)![0]);
    expect(await likeButton().getAttribute('aria-pressed')).toBe('false');
    const presses: Array<{ path: string; body: { userId: string; liked: boolean } }> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST')
        presses.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() as never });
    });

    await likeButton().click();
    await expect.poll(shown).toEqual([`Like, ${likes + 1} likes`, 'true']);
    // A reload reads the reader's own likes: the button is still pressed, the count counts it once.
    await page.reload();
    await expect.poll(shown).toEqual([`Like, ${likes + 1} likes`, 'true']);
    await likeButton().click();
    await expect.poll(shown).toEqual([`Like, ${likes} likes`, 'false']);

    expect(presses.map((p) => p.path)).toEqual([
      expect.stringMatching(/^\/api\/forum\/posts\/\d+\/like$/),
      presses[0]!.path,
    ]);
    expect(presses.map((p) => p.body.liked)).toEqual([true, false]);
    expect(presses[1]!.body.userId).toBe(presses[0]!.body.userId);
    expect(logs).toEqual([]);
    await page.close();
  });
});

describe('a long post', () => {
  it('is listed as an excerpt whose Show more, pressed from the keyboard, shows the whole text once fetched, and Show less the excerpt again', async () => {
    const whole = `${'Staking every day. '.repeat(40)}The end.`;
    const listed = post({ id: 77, title: 'A long story', content: whole.slice(0, 280).trimEnd(), truncated: true });
    const { page, widget } = await openWithPosts((route) => route.fulfill({ json: [listed] }));
    const fetched: string[] = [];
    await page.route('**/api/forum/posts/77', (route) => {
      fetched.push(route.request().method());
      return route.fulfill({ json: { ...listed, content: whole, truncated: undefined } });
    });
    const item = postItem(widget, 'A long story');
    const more = item.getByRole('button', { name: 'Show more' });
    await expect.poll(() => more.count()).toBe(1);
    const text = item.locator('.content');
    expect(await text.textContent()).toBe(`${listed.content}…`);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await more.getAttribute('aria-controls')).toBe(await text.getAttribute('id'));
    await more.focus();
    await page.keyboard.press('Enter');
    const less = item.getByRole('button', { name: 'Show less' });
    await expect.poll(() => text.textContent()).toBe(whole);
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedName(page)).toBe('Show less');
    await page.keyboard.press('Space');
    await expect.poll(() => text.textContent()).toBe(`${listed.content}…`);
    await page.keyboard.press('Enter');
    await expect.poll(() => text.textContent()).toBe(whole);
    // Fetched once: showing it again asks for nothing.
    expect(fetched).toEqual(['GET']);
    await page.close();
  });

  it('keeps the excerpt and shows a toast when the whole text cannot be fetched', async () => {
    const listed = post({ id: 78, title: 'Cut short', content: 'An excerpt', truncated: true });
    const { page, widget, toasts } = await openWithPosts((route) => route.fulfill({ json: [listed] }));
    await page.route('**/api/forum/posts/78', (route) => route.fulfill({ status: 503, body: 'down' }));
    const item = postItem(widget, 'Cut short');
    await item.getByRole('button', { name: 'Show more' }).click();
    await expect
      .poll(() => shownToast(toasts))
      .toEqual([['Error', 'Could not load the whole post. Please try again.', 'destructive']]);
    expect(await item.locator('.content').textContent()).toBe('An excerpt…');
    await page.close();
  });
});

describe('failures', () => {
  it('a failing create shows the destructive "Error" toast, with the refusal’s reason when it has one, and nothing else: the dialog stays open with the text, and repeats nothing', async () => {
    const page = await browser().newPage();
    const { widget, list, newPost, dialog, title, content, submit, toasts } = parts(page);
    let status = 500;
    const LIMIT = 'Too many posts from your network: at most 5 a minute. Please try again in 42 s.';
    const errors: Record<number, { code: string; message: string }> = {
      500: { code: 'internal', message: 'Something went wrong.' },
      429: { code: 'rate_limited', message: LIMIT },
      403: { code: 'origin_not_allowed', message: 'https://blog.example may read this API but not write to it.' },
    };
    await page.route(POSTS, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      return status === 0
        ? route.abort('failed')
        : route.fulfill({ status, headers: { 'Retry-After': '42' }, json: { error: errors[status] } });
    });
    await page.goto(DEMO);
    await expect.poll(() => list.count()).toBe(1);
    await newPost.click();
    await title.fill('Will this fail?');
    await content.fill('It should, politely.');
    // A server error and no network at all give no reason: the spec's sentence alone. A write limit
    // says its wait, an origin that may not post says where posting works, after that sentence.
    const SENTENCE = 'Failed to create post. Please try again.';
    for (const [next, said] of [
      [500, SENTENCE],
      [429, `${SENTENCE} ${LIMIT}`],
      [403, `${SENTENCE} This site cannot post to the forum; posts can be made on the official page.`],
      [0, SENTENCE],
    ] as const) {
      status = next;
      // Marks the toast on show now, so the next one is told apart from it.
      await toasts.evaluateAll((items) => items.forEach((li) => li.setAttribute('data-seen', '')));
      await submit.click();
      await expect
        .poll(() => shownToast(page.locator('orebit-toaster li:not([data-seen])')), { message: String(next) })
        .toEqual([['Error', said, 'destructive']]);
      // The toast says it, and nothing else on the page does (the dialog has no alert of its own).
      expect(await page.getByText(said, { exact: true }).count()).toBe(1);
      expect(await dialog.getByRole('alert').count()).toBe(0);
      expect(await dialog.isVisible()).toBe(true);
      expect(await title.inputValue()).toBe('Will this fail?');
      expect(await content.inputValue()).toBe('It should, politely.');
      await expect.poll(() => submit.textContent()).toBe('Create Post');
      expect(await submit.isEnabled()).toBe(true);
    }
    await content.fill('It should, politely. Edited.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await newPost.click();
    expect(await content.inputValue()).toBe('It should, politely. Edited.');
    expect(await postItem(widget, 'Will this fail?').count()).toBe(0);
    await page.close();
  });

  it('shows the failure toast over the dialog’s backdrop, undimmed, read out, and closed by F8 then Tab and Enter or by a click, the dialog staying open', async () => {
    const page = await browser().newPage();
    await page.route(POSTS, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.fallback(),
    );
    await page.goto(DEMO);
    const { list, newPost, dialog, title, content, submit, toasts } = parts(page);
    await expect.poll(() => list.count()).toBe(1);
    await expect.poll(() => page.locator('body > orebit-toaster').count()).toBe(1);
    const pageOrder = await bodyChildren(page);
    await newPost.click();
    await title.fill('Over the backdrop?');
    await content.fill('The toast should be.');
    await submit.click();
    await expect
      .poll(() => shownToast(toasts))
      .toEqual([['Error', 'Failed to create post. Please try again.', 'destructive']]);
    // In its own red (#b91c1c, red 185), not under the backdrop's 60 % black (red 74).
    expect(await paintedRed(toasts.first())).toBeGreaterThan(170);
    expect(await exposedRole(page, 'Notifications (F8)')).toBe('region');
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: F8 reaches the region, Tab its Close button, and Tab goes round the dialog from there.
    await page.keyboard.press('F8');
    expect(await focusedName(page)).toBe('Notifications (F8)');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Close');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('orebit-community');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('title');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Close');
    await page.keyboard.press('Enter');
    await expect.poll(() => toasts.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);

    // Pointer: the next failure's toast closes with a click on its button, and the dialog stays.
    await submit.click();
    await expect.poll(() => toasts.count()).toBe(1);
    await toasts.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toasts.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('Over the backdrop?');

    // Closed, the dialog hands the region back to the page, where it was.
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await bodyChildren(page)).toEqual(pageOrder);
    await page.close();
  });

  it('a failing like shows a destructive toast and leaves the count as it was', async () => {
    const page = await browser().newPage();
    await page.route('**/api/forum/posts/*/like', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await page.goto(DEMO);
    const { widget, toasts } = parts(page);
    await expect.poll(() => postItem(widget, SEEDED.staking).count()).toBe(1);
    const before = await likeName(widget, SEEDED.staking);
    await postItem(widget, SEEDED.staking)
      .getByRole('button', { name: /^Like, / })
      .click();
    await expect
      .poll(() => shownToast(toasts))
      .toEqual([['Error', 'Could not like the post. Please try again.', 'destructive']]);
    expect(await likeName(widget, SEEDED.staking)).toBe(before);
    await page.close();
  });
});

describe('the list states', () => {
  it('shows "Loading posts..." and is busy while the first answer is on its way', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    const { page, widget, posts } = await openWithPosts(async (route) => {
      asked = true;
      await answered;
      await route.fulfill({ json: [post({ title: 'Worth the wait' })] });
    });
    await expect.poll(() => asked).toBe(true);
    await expect.poll(() => listStatus(widget)).toBe('Loading posts...');
    expect(await posts.getAttribute('aria-busy')).toBe('true');
    answer();
    await expect.poll(() => shownPosts(widget).then((shown) => shown.map((p) => p.title))).toEqual(['Worth the wait']);
    expect(await listStatus(widget)).toBeNull();
    expect(await posts.getAttribute('aria-busy')).toBe('false');
    await page.close();
  });

  it('shows "No posts yet. Be the first to share!" for an empty list', async () => {
    const { page, widget, list } = await openWithPosts((route) => route.fulfill({ json: [] }));
    await expect.poll(() => listStatus(widget)).toBe('No posts yet. Be the first to share!');
    expect(await list.count()).toBe(0);
    await page.close();
  });

  it('shows an error with Retry for a failed load, not the empty text, and Retry loads the list', async () => {
    let calls = 0;
    const { page, widget, list } = await openWithPosts(async (route) => {
      calls++;
      if (calls === 1) await route.fulfill({ status: 503, body: 'Service Unavailable' });
      else await route.fulfill({ json: [post({ title: 'Back online' })] });
    });
    const alert = widget.getByTestId('forum-posts').getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Could not load the posts.');
    expect(await widget.getByText('No posts yet. Be the first to share!').count()).toBe(0);
    expect(await list.count()).toBe(0);
    await widget.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => shownPosts(widget).then((shown) => shown.map((p) => p.title))).toEqual(['Back online']);
    expect(calls).toBe(2);
    expect(await alert.count()).toBe(0);
    await page.close();
  });

  it('refetches the list every 30 s: two more requests in about 60 s, none sooner', async () => {
    const page = await browser().newPage();
    // Paused before the page loads: the first call goes out at the paused instant, and time only
    // moves when the test says so, however long the machine takes to load the page.
    await pausedClock(page);
    let calls = 0;
    await noCounts(page);
    await page.route(POSTS, async (route) => {
      calls++;
      await route.fulfill({ json: [post({ id: calls, title: `Post ${calls}` })] });
    });
    await page.goto(DEMO);
    const { widget } = parts(page);
    await runClockUntil(page, async () => (await shownPosts(widget)).map((p) => p.title).join() === 'Post 1');
    await page.clock.runFor(29_000);
    expect(calls).toBe(1);
    await page.clock.runFor(4_000);
    await expect.poll(() => shownPosts(widget).then((shown) => shown.map((p) => p.title))).toEqual(['Post 2']);
    // The next poll counts from the answer just shown.
    await page.clock.runFor(29_000);
    expect(calls).toBe(2);
    await page.clock.runFor(2_000);
    await expect.poll(() => shownPosts(widget).then((shown) => shown.map((p) => p.title))).toEqual(['Post 3']);
    expect(calls).toBe(3);
    await page.close();
  });
});

describe('re-reading an unchanged list', () => {
  it('revalidates on the next poll: a body-less 304 of under 1 KB, and the list stays shown', async () => {
    const page = await browser().newPage();
    await pausedClock(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Per request id: the status on the wire (a revalidated answer reaches the page as the stored
    // 200, so only the raw response shows the 304) and the bytes received, headers included. The
    // "extra info" event with the raw status may come before or after the others, so each event is
    // kept whatever its order and the list's requests are picked out when read.
    const listRequests: string[] = [];
    const statuses = new Map<string, number>();
    const received = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (new URL(request.url).pathname === '/api/forum/posts') listRequests.push(requestId);
    });
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statuses.set(requestId, statusCode));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
    const polls = () => [...new Set(listRequests)].map((id) => ({ status: statuses.get(id), bytes: received.get(id) }));
    await page.goto(DEMO);
    const { widget } = parts(page);
    await runClockUntil(page, async () => (await shownPosts(widget)).length > 0);
    const titles = async () => (await shownPosts(widget)).map((p) => p.title);
    const shown = await titles();
    // Both the raw status and the load's end, for each.
    const complete = () => polls().filter((p) => p.bytes !== undefined && p.status !== undefined).length;
    await expect.poll(complete).toBe(1);
    await page.clock.runFor(31_000);
    await expect.poll(complete).toBe(2);
    const [first, second] = polls();
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(304);
    expect(second!.bytes).toBeLessThan(1024);
    expect(second!.bytes).toBeLessThan(first!.bytes!);
    expect(await titles()).toEqual(shown);
    await page.close();
  });
});

describe('several instances', () => {
  it('share one request for the list, and leave no poller once removed', async () => {
    const page = await browser().newPage();
    const gets = countRequests(page, 'GET');
    await page.goto(DEMO);
    const widgets = page.locator('orebit-community');
    await expect.poll(() => widgets.first().getByRole('list', { name: 'Forum posts' }).count()).toBe(1);
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('orebit-community')));
    await expect.poll(() => widgets.nth(1).getByRole('list', { name: 'Forum posts' }).count()).toBe(1);
    expect(gets()).toBe(1);
    // One poller for the list, one for its counts (docs/choices.md#forum-counts).
    await expect.poll(() => page.evaluate(() => window.Orebit!.queries!.activeTimers())).toBe(2);
    await page.evaluate(() => document.querySelectorAll('orebit-community').forEach((el) => el.remove()));
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(0);
    await expect.poll(() => page.evaluate(() => window.Orebit!.queries!.activeTimers())).toBe(0);
    await page.close();
  });
});

describe('the new-post form', () => {
  it('submits nothing while the title or the content is blank or shows only invisible characters', async () => {
    const page = await browser().newPage();
    const posts = countRequests(page, 'POST');
    await page.goto(DEMO);
    const { list, newPost, dialog, title, content, submit } = parts(page);
    await expect.poll(() => list.count()).toBe(1);
    await newPost.click();
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByText('Add a title and some content to post.').isVisible()).toBe(true);
    for (const [t, c] of [
      ['   ', 'Real content'],
      ['Real title', ' \n\t '],
      ['  ', '  '],
      // Zero-width space, Hangul filler, braille blank, word joiner.
      ['\u200b\u3164\u2800\u2060', 'Real content'],
      ['Real title', '\u115f\u1160\ufeff\u200d'],
    ] as const) {
      await title.fill(t);
      await content.fill(c);
      expect(await submit.isDisabled(), JSON.stringify([t, c])).toBe(true);
      await title.press('Enter');
      await submit.click({ force: true });
    }
    expect(await dialog.isVisible()).toBe(true);
    await title.fill('Real title');
    await content.fill('Real content');
    expect(await submit.isEnabled()).toBe(true);
    expect(await dialog.getByText('Add a title and some content to post.').count()).toBe(0);
    expect(posts()).toBe(0);
    await page.close();
  });

  it('cuts nothing: an emoji in the 200th place stays whole and is posted, a counter shows the room near the limit and the overage past it, and Create Post waits until the title fits', async () => {
    const { page, logs } = await browser().open(DEMO);
    const { widget, list, newPost, dialog, title, content, submit } = parts(page);
    const counter = dialog.locator('.count');
    const announced = () => dialog.locator('p.ob-sr-only[aria-live="polite"]').textContent();
    await expect.poll(() => list.count()).toBe(1);
    await newPost.click();
    await content.fill('Counted as a reader sees it.');
    // 199 characters then an emoji: 200 characters, 201 UTF-16 code units (a maxlength of 200 drops the emoji).
    const words = uniqueTitle('Whole emoji');
    const typed = `${words}${'.'.repeat(199 - words.length)}`;
    await title.fill(typed.slice(0, 150));
    expect(await counter.count()).toBe(0);
    await title.fill(typed);
    expect(await counter.textContent()).toBe('1 character left');
    expect(await counter.isVisible()).toBe(true);
    // The live region is read, not seen: one pixel, clipped.
    expect(await dialog.locator('p.ob-sr-only[aria-live="polite"]').boundingBox()).toMatchObject({
      width: 1,
      height: 1,
    });
    expect(await announced()).toBe('Title: 1 character left');
    await title.press('End');
    await page.keyboard.insertText('🇫🇷');
    expect(await title.inputValue()).toBe(`${typed}🇫🇷`);
    expect(await counter.textContent()).toBe('0 characters left');
    // Read out when the field came near its limit, not at every character since.
    expect(await announced()).toBe('Title: 1 character left');
    expect(await title.getAttribute('aria-describedby')).toBe(await counter.getAttribute('id'));

    await page.keyboard.insertText('!');
    expect(await title.inputValue()).toBe(`${typed}🇫🇷!`);
    expect(await counter.textContent()).toBe('1 character too many');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await announced()).toBe('Title: 1 character too many');
    expect(await submit.isDisabled()).toBe(true);
    const hint = dialog.getByText('Shorten the title to post.');
    expect(await hint.isVisible()).toBe(true);
    expect(await submit.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));

    await page.keyboard.press('Backspace');
    expect(await counter.textContent()).toBe('0 characters left');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The API counts the same way: the title is stored and listed whole, its flag and all.
    await expect.poll(() => postItem(widget, `${typed}🇫🇷`).count()).toBe(1);
    expect(logs).toEqual([]);
    await page.close();
  });

  it('drops control characters and bidirectional overrides as they are typed, as the API does', async () => {
    const page = await browser().newPage();
    await page.goto(DEMO);
    const { newPost, title, content } = parts(page);
    await newPost.click();
    await title.fill('Pay\u202eyour\u2066 fee\u0007\u001b[31m');
    await content.fill('Line one\n\tLine two\u202d\u0000');
    expect(await title.inputValue()).toBe('Payyour fee[31m');
    expect(await content.inputValue()).toBe('Line one\n\tLine two');
    await page.close();
  });

  it('keeps the draft when the dialog is closed and opened again, and closes on Escape', async () => {
    const page = await browser().newPage();
    await page.goto(DEMO);
    const { newPost, dialog, title, content } = parts(page);
    await newPost.click();
    await title.fill('Half a thought');
    await content.fill('To be continued');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    await newPost.click();
    expect(await title.inputValue()).toBe('Half a thought');
    expect(await content.inputValue()).toBe('To be continued');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    await page.close();
  });

  it('gives the toast region back to the page when the widget is removed with its dialog open', async () => {
    const page = await browser().newPage();
    await page.goto(DEMO);
    const { widget, list, newPost, dialog } = parts(page);
    await expect.poll(() => list.count()).toBe(1);
    await newPost.click();
    await expect.poll(() => dialog.locator('orebit-toaster').count()).toBe(1);
    await widget.evaluate((el) => el.remove());
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(0);
    expect(await page.locator('body > orebit-toaster').count()).toBe(1);
    await page.close();
  });
});

describe('safety and accessibility', () => {
  it('renders markup in titles, content and authors as literal text, creating no element', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const content = '<b>bold</b><script>alert(2)</script>';
    const author = '<i>Evil</i>';
    const { page, widget } = await openWithPosts((route) =>
      route.fulfill({ json: [post({ title, content, author })] }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await expect
      .poll(() => shownPosts(widget).then((shown) => shown.map((p) => [p.title, p.content, p.author])))
      .toEqual([[title, content, author]]);
    expect(await widget.evaluate((el) => el.shadowRoot!.querySelectorAll('img, b, i, script').length)).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('img').length)).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('axe-core finds no violations, with the list shown and with the dialog open', async () => {
    const { page } = await browser().open(DEMO);
    const { list, newPost, dialog } = parts(page);
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await newPost.click();
    expect(await dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
