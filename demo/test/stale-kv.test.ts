import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPost } from '../../contract/schemas';
import { startFreshDevServer } from '../../scripts/dev-server.ts';
import { browserPerFile } from './browser';
import { servePartnerPage } from './partner-page';

// The forum against `wrangler dev` with the stale-KV simulation on (SIMULATE_STALE_KV): each
// simulated location (header X-Simulated-Location, "here" without it) serves the list it read for
// 60 s, as Cloudflare's network may. A reader who posts or likes sees it on the very next refetch
// and at every poll after, once; a reader elsewhere still gets the old copy. Polls run on
// Playwright's clock; the server's 60 s are not waited for here (worker/test/stale-kv.test.ts
// moves its clock by hand).

const LOCATION_HEADER = 'X-Simulated-Location';
// A write answers once the list with it is in KV, and the Durable Object spaces a list's KV writes
// 1 s apart: what follows a write may take a few seconds.
const AFTER_WRITE = { timeout: 10_000 };
const browser = browserPerFile();
let server: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  // A server of its own: the other browser tests run against KV as `wrangler dev` has it.
  server = await startFreshDevServer({ SIMULATE_STALE_KV: 'true' });
  // Seed the lists into KV from a location of its own: the readers below then read KV copies.
  await listAt('seed');
});

afterAll(async () => {
  await server?.stop();
});

type Post = Pick<ForumPost, 'id' | 'title' | 'likes'>;

/** The list as the API serves it at `location`. */
async function listAt(location?: string): Promise<Post[]> {
  const res = await fetch(`${server.url}/api/forum/posts`, {
    headers: location ? { [LOCATION_HEADER]: location } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Post[];
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A page at `location` (same-origin requests carry the header), with Playwright's clock. */
async function readerPage(location?: string): Promise<Page> {
  const page = await browser().newPage();
  if (location) await page.setExtraHTTPHeaders({ [LOCATION_HEADER]: location });
  await page.clock.install();
  return page;
}

/** Counts the GETs of the post list. */
function countListGets(page: Page): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/forum/posts') n++;
  });
  return () => n;
}

/** The titles and like labels shown, in list order. */
function shown(widget: Locator): Promise<Array<{ title: string; like: string }>> {
  return widget
    .getByRole('list', { name: 'Forum posts' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({
        title: li.querySelector('h4')?.textContent ?? '',
        like: li.querySelector('button.like')?.getAttribute('aria-label') ?? '',
      })),
    );
}

/**
 * Waits until the list's last fetch has landed and its next poll is scheduled, so moving the clock
 * 30 s fires exactly that poll (the page's query cache schedules a poll only once a fetch lands).
 */
async function pollScheduled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { Orebit?: { queries?: { activeTimers(): number } } }
          ).Orebit?.queries?.activeTimers() ?? 0,
      ),
    )
    // The list's poll and its counts' (docs/choices.md#forum-counts).
    .toBe(2);
}

async function createPostThroughDialog(widget: Locator, title: string): Promise<void> {
  await widget.getByRole('button', { name: 'New Post' }).click();
  const dialog = widget.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('My first payout arrived overnight.');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect.poll(() => dialog.count(), AFTER_WRITE).toBe(0);
}

const likeButton = (widget: Locator, title: string) =>
  widget
    .getByRole('listitem')
    .filter({ has: widget.page().getByRole('heading', { level: 4, name: title, exact: true }) })
    .locator('button.like');

/**
 * Posts, likes the new post and a listed one, then polls twice; after each refetch the writer's
 * post is listed once with its like, and the liked post shows its new count. Returns the figures.
 */
async function writeAndRefetch(
  page: Page,
  widget: Locator,
  location: string | undefined,
  other: { widget: Locator; page: Page } | undefined,
) {
  const gets = countListGets(page);
  await expect
    .poll(() => widget.getByRole('list', { name: 'Forum posts' }).getByRole('listitem').count())
    .toBeGreaterThan(0);
  await page.clock.pauseAt(new Date(Date.now() + 500));
  await pollScheduled(page);
  const [firstListed] = await shown(widget);
  const beforeGets = gets();

  const title = unique('Stale-proof post');
  await createPostThroughDialog(widget, title);
  // The very next list refetch (the one after the post) shows it, first.
  await expect.poll(() => gets(), AFTER_WRITE).toBe(beforeGets + 1);
  await expect
    .poll(() => shown(widget).then((posts) => posts[0]), AFTER_WRITE)
    .toEqual({ title, like: 'Like, 0 likes' });
  // KV at this location still serves the list it read before: the post is not in it.
  const created = (await listAt(location ?? 'here')).find((p) => p.title === title);
  expect(created, 'the simulation served the post already: it is not stale').toBeUndefined();

  await pollScheduled(page);
  await likeButton(widget, title).click();
  await expect.poll(() => gets(), AFTER_WRITE).toBe(beforeGets + 2);
  await expect.poll(() => likeButton(widget, title).getAttribute('aria-label'), AFTER_WRITE).toBe('Like, 1 like');
  const otherLikes = Number(/\d+/.exec(firstListed!.like)![0]);
  await pollScheduled(page);
  await likeButton(widget, firstListed!.title).click();
  await expect.poll(() => gets(), AFTER_WRITE).toBe(beforeGets + 3);
  await expect
    .poll(() => likeButton(widget, firstListed!.title).getAttribute('aria-label'), AFTER_WRITE)
    .toBe(`Like, ${otherLikes + 1} likes`);

  let refetches = 3;
  let missing = 0;
  // Polls on Playwright's clock while the server's copy stays as it was: two polls stay inside the
  // 90 s the page lays its writes over the list (past that, a real location has the new list).
  for (let poll = 1; poll <= 2; poll++) {
    await pollScheduled(page);
    await page.clock.runFor(30_000);
    await expect.poll(() => gets()).toBe(beforeGets + 3 + poll);
    refetches++;
    const posts = await shown(widget);
    const mine = posts.filter((p) => p.title === title);
    if (mine.length !== 1 || mine[0]!.like !== 'Like, 1 like') missing++;
    expect(mine, `poll ${poll}: the writer's post, once, with its like`).toEqual([{ title, like: 'Like, 1 like' }]);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
    expect(posts.find((p) => p.title === firstListed!.title)?.like).toBe(`Like, ${otherLikes + 1} likes`);
  }
  // The spec's client behaviour: one GET after each write, one per 30 s, nothing more.
  expect(gets()).toBe(beforeGets + 5);

  if (other) {
    // A reader at another location still gets its copy from before the write at its next poll.
    await pollScheduled(other.page);
    await other.page.clock.runFor(30_000);
    await pollScheduled(other.page);
    expect((await shown(other.widget)).some((p) => p.title === title)).toBe(false);
  }
  return { refetches, missing };
}

describe('read-your-writes with the stale-KV simulation', () => {
  it('shows the writer their post and likes on every refetch, once; a reader elsewhere still has the old copy', async () => {
    const location = unique('writer').replace(/\s/g, '-');
    const otherLocation = unique('other').replace(/\s/g, '-');
    const other = await readerPage(otherLocation);
    await other.goto(`${server.url}/demo/community.html`);
    const otherWidget = other.locator('orebit-community');
    await expect
      .poll(() => otherWidget.getByRole('list', { name: 'Forum posts' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    await other.clock.pauseAt(new Date(Date.now() + 500));

    const page = await readerPage(location);
    const logs: string[] = [];
    page.on('pageerror', (error) => logs.push(error.message));
    await page.goto(`${server.url}/demo/community.html`);
    const figures = await writeAndRefetch(page, page.locator('orebit-community'), location, {
      widget: otherWidget,
      page: other,
    });
    expect(figures).toEqual({ refetches: 5, missing: 0 });
    expect(logs).toEqual([]);
    await page.close();
    await other.close();
  });

  it('holds on a partner page on another origin (no cookie involved)', async () => {
    const partner =
      await servePartnerPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner blog</title></head>
<body><main><h1>A partner's forum corner</h1><script src="${server.url}/widgets/community.js" async></script></main></body></html>`);
    try {
      const page = await readerPage();
      await page.goto(partner.origin);
      const figures = await writeAndRefetch(page, page.locator('orebit-community'), undefined, undefined);
      expect(figures).toEqual({ refetches: 5, missing: 0 });
      expect(await page.context().cookies()).toEqual([]);
      await page.close();
    } finally {
      await partner.close();
    }
  });
});
