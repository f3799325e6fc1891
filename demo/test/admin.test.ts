import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { developmentSignIn } from '../../scripts/dev-server.ts';
import { axeViolations } from './axe';
import { browserPerFile } from './browser';

// The operator console at /admin against the real Worker (wrangler dev), signed in through the
// development sign-in page as a moderator and as an editor: each sees only what the role allows;
// a moderator removes a post with a reason and restores it, an editor publishes and removes news;
// the keyboard alone does both; no credential is readable by the page or kept in storage.

const base = inject('baseUrl');
const browser = browserPerFile();
const CONSOLE = `${base}/admin`;

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
// A write answers once its list is in KV, and the Durable Object spaces a list's KV writes 1 s apart;
// in full runs on a loaded machine a removal has outlasted 10 s, so twice that.
const AFTER_WRITE = { timeout: 20_000 };

/** Creates a forum post through the API, as a reader would. */
async function createPost(title: string): Promise<{ id: number; title: string }> {
  const res = await fetch(`${base}/api/forum/posts`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ title, content: 'Claim your free ORB at a totally real site.', userId: 'admin-test' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; title: string };
}

const publicPostIds = async () =>
  ((await (await fetch(`${base}/api/forum/posts`)).json()) as Array<{ id: number }>).map((p) => p.id);

/** Signs in on the development sign-in page as `email`, with the mouse, and waits for the console. */
async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(CONSOLE);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel(new RegExp(`^${email.replace('.', '\\.')}`)).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.locator('#who').textContent()).toMatch(new RegExp(`^Signed in as ${email}`));
}

/** The articles publishArticles published, which the file removes again when it ends. */
const publishedIds: number[] = [];

/** Publishes `count` news articles through the API as the editor, ten at a time; their titles, oldest first. */
async function publishArticles(count: number, prefix: string, source = 'Paging desk'): Promise<string[]> {
  const headers = { ...(await developmentSignIn(base, 'editor@orebit.test')), 'Content-Type': 'application/json' };
  const titles = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  for (let i = 0; i < titles.length; i += 10) {
    await Promise.all(
      titles.slice(i, i + 10).map(async (title) => {
        const body = JSON.stringify({ source, title, category: 'news', isOfficial: false });
        const res = await fetch(`${base}/api/admin/news`, { method: 'POST', headers, body });
        expect(res.status).toBe(201);
        publishedIds.push(((await res.json()) as { id: number }).id);
      }),
    );
  }
  return titles;
}

// The news list is shared with the other browser tests (the news widget's shows the seeded eight):
// read first, as a reader would, so the samples are seeded before anything is published; what the
// paging tests published leaves it again.
beforeAll(async () => {
  expect((await fetch(`${base}/api/news`)).status).toBe(200);
});
afterAll(async () => {
  const headers = { ...(await developmentSignIn(base, 'editor@orebit.test')), 'Content-Type': 'application/json' };
  const body = JSON.stringify({ reason: 'spam' });
  for (let i = 0; i < publishedIds.length; i += 10)
    await Promise.all(
      publishedIds.slice(i, i + 10).map(async (id) => {
        const res = await fetch(`${base}/api/admin/news/${id}`, { method: 'DELETE', headers, body });
        expect([204, 404]).toContain(res.status);
      }),
    );
}, 120_000);

/** What the console's list `name` shows: each item's first line. */
const shown = (page: Page, name: string) =>
  page
    .getByRole('list', { name })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('.title')?.textContent ?? ''));

/** The target ids that audit entry lines name ("… published article #42"). */
const targetIds = (lines: string[]) => lines.map((line) => Number(/#(\d+)$/.exec(line)?.[1]));

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

/** Presses Tab until the focused element is labelled `name` (at most `max` times). */
async function tabTo(page: Page, name: string, max = 60): Promise<void> {
  for (let i = 0; i < max && (await focusedLabel(page)) !== name; i++) await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe(name);
}

describe('the operator console', () => {
  it('tells a signed-out visitor in plain words what the console is and offers Sign in, logging nothing', async () => {
    const res = await fetch(CONSOLE);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'none'");
    const page = await browser().newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) logged.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(CONSOLE);
    const card = page.getByRole('region', { name: 'Sign in to the operator console' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await page.locator('#sign-in-text').innerText()).toBe(
      'This is where Orebit’s moderators and editors look after the forum and the news. Sign in with your operator account to go on.',
    );
    expect(await page.locator('body').innerText()).not.toMatch(/header|cookie|Cf-Access|CF_Authorization|401/i);
    expect(await page.locator('#console').isVisible()).toBe(false);
    expect(await page.locator('#sign-out').isVisible()).toBe(false);
    // On this machine Sign in is the development sign-in; it has an icon that loads, so nothing asks for /favicon.ico.
    await card.getByRole('link', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Development sign-in' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).not.toBeNull();
    expect((await page.request.get(new URL(icon!, page.url()).href)).status()).toBe(200);
    expect(logged).toEqual([]);
    await page.close();
  });

  it('keeps the API closed to a signed-out caller: a 401 and its JSON error, while the session answer says signed out', async () => {
    for (const path of ['/api/admin/me', '/api/admin/posts', '/api/admin/articles']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code, path).toBe('unauthorized');
    }
    const session = await fetch(`${base}/api/admin/session`);
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect(await session.json()).toEqual({ signedIn: false, signIn: '/admin/sign-in' });
  });

  it('as a moderator: removes a post with a reason, sees who removed it and why, restores it with its likes', async () => {
    const post = await createPost(unique('Free ORB giveaway'));
    for (let i = 0; i < 2; i++)
      expect(
        (
          await fetch(`${base}/api/forum/posts/${post.id}/like`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${i + 1}` },
            body: JSON.stringify({ userId: `admin-test-reader-${i}` }),
          })
        ).status,
      ).toBe(200);
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAs(page, 'moderator@orebit.test');
    expect(await page.locator('#who').textContent()).toBe('Signed in as moderator@orebit.test (moderator)');
    // Only what a moderator may do.
    expect(await page.getByRole('heading', { name: 'Forum posts' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Publish a news article' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'News articles' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Export (JSON Lines)' }).isVisible()).toBe(false);
    // The sign-in is an HttpOnly cookie: nothing the page can read or keep.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    expect(page.url()).toBe(CONSOLE);
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ name: 'CF_Authorization', httpOnly: true, sameSite: 'Strict', path: '/' });

    // Found by its text, though 100 newer posts would push it out of the readers' first screen.
    await page.getByLabel('Text', { exact: true }).fill(post.title);
    await page.getByRole('button', { name: 'Search' }).click();
    const item = page.getByRole('list', { name: 'Forum posts' }).getByRole('listitem').filter({ hasText: post.title });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('button', { name: `Remove post “${post.title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this post?' });
    await dialog.getByLabel('Reason').selectOption('spam');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), AFTER_WRITE)
      .toBe(`Removed the post “${post.title}” (spam). Restore it from the removed posts.`);
    expect(await publicPostIds()).not.toContain(post.id);
    await expect
      .poll(() => page.getByRole('list', { name: 'Audit log' }).textContent())
      .toContain(`moderator@orebit.test (moderator) removed post #${post.id}`);

    await page.getByLabel('Posts to show').selectOption('removed');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => item.textContent()).toContain('Removed by moderator@orebit.test on');
    expect(await item.textContent()).toContain(': spam');
    await item.getByRole('button', { name: `Restore post “${post.title}”` }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), AFTER_WRITE)
      .toBe(`Restored the post “${post.title}”.`);
    const listed = (await (await fetch(`${base}/api/forum/posts`)).json()) as Array<{ id: number; likes: number }>;
    expect(listed.find((p) => p.id === post.id)?.likes).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('as an editor: publishes and removes news, and sees no forum moderation', async () => {
    const page = await browser().newPage();
    await signInAs(page, 'editor@orebit.test');
    expect(await page.getByRole('heading', { name: 'Forum posts' }).isVisible()).toBe(false);
    await page.getByLabel('Source', { exact: true }).fill('Orebit Desk');
    const title = unique('Editor headline');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), AFTER_WRITE).toContain(title);
    const item = page.getByRole('list', { name: 'News articles' }).getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('button', { name: `Remove article “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this article?' });
    await dialog.getByLabel('Reason').selectOption('other');
    await dialog.getByLabel('In your own words (for “Other”)').fill('Published by mistake');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), AFTER_WRITE)
      .toBe(`Removed the article “${title}” (Published by mistake). Restore it from the removed articles.`);
    const news = (await (await fetch(`${base}/api/news`)).json()) as Array<{ title: string }>;
    expect(news.some((a) => a.title === title)).toBe(false);
    // The API refuses the editor what the console does not offer.
    const cookie = (await page.context().cookies())[0]!;
    const refused = await fetch(`${base}/api/admin/posts`, {
      headers: { Cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(refused.status).toBe(403);
    await page.close();
  });

  it('works from the keyboard alone: sign in, remove with a reason, restore', async () => {
    const post = await createPost(unique('Keyboard target'));
    const page = await browser().newPage();
    await page.goto(`${base}/admin/sign-in`);
    // The first identity (the moderator) is chosen; Tab reaches it, Enter submits.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('moderator@orebit.test');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#who').textContent()).toBe('Signed in as moderator@orebit.test (moderator)');
    await page.getByLabel('Text', { exact: true }).focus();
    await page.keyboard.type(post.title);
    await page.keyboard.press('Enter');
    const name = `Remove post “${post.title}”`;
    await expect.poll(() => page.locator('#posts-count').textContent()).toBe('1–1 of 1 posts');
    await tabTo(page, name);
    await page.keyboard.press('Enter');
    // The dialog opens on Cancel. The list is drawn again while it is open (as when a search
    // answers late); Escape closes it and focus returns to the post's button in the new list.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    const rowBefore = await page.locator(`#posts li[data-id="${post.id}"]`).elementHandle();
    await page.evaluate(() => (document.getElementById('posts-search') as HTMLFormElement).requestSubmit());
    await expect.poll(() => rowBefore!.evaluate((li) => li.isConnected)).toBe(false);
    await page.keyboard.press('Escape');
    // The dialog's close event, which puts focus back, comes in a task after the key press.
    await expect.poll(() => focusedLabel(page)).toBe(name);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Remove', 6);
    await page.keyboard.press('Enter');
    // Whatever the console says of this post (done, or why not), then whether it is the success.
    const said = () => page.getByRole('status').textContent();
    await expect.poll(async () => (await said())?.includes(post.title), AFTER_WRITE).toBe(true);
    expect(await said()).toBe(`Removed the post “${post.title}” (spam). Restore it from the removed posts.`);
    expect(await publicPostIds()).not.toContain(post.id);
    await page.getByLabel('Posts to show').focus();
    await page.keyboard.press('ArrowDown'); // Removed
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Search
    await expect.poll(() => page.getByRole('button', { name: `Restore post “${post.title}”` }).count()).toBe(1);
    await tabTo(page, `Restore post “${post.title}”`);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').textContent(), AFTER_WRITE)
      .toBe(`Restored the post “${post.title}”.`);
    expect(await publicPostIds()).toContain(post.id);
    await page.close();
  });

  it('as an editor: pages through the articles, from the keyboard too', async () => {
    await publishArticles(51, unique('Paged article'));
    const editor = await developmentSignIn(base, 'editor@orebit.test');
    const apiPage = async (offset: number) =>
      (await (await fetch(`${base}/api/admin/articles?offset=${offset}&limit=50`, { headers: editor })).json()) as {
        items: Array<{ title: string }>;
        total: number;
      };
    const first = await apiPage(0);
    const second = await apiPage(50);
    const total = first.total;
    expect(total).toBeGreaterThan(50);
    const page = await browser().newPage();
    await signInAs(page, 'editor@orebit.test');
    const count = () => page.locator('#articles-count').textContent();
    await expect.poll(count).toBe(`1–50 of ${total} articles`);
    expect(await shown(page, 'News articles')).toEqual(first.items.map((a) => a.title));
    const previous = page.getByRole('button', { name: 'Previous page of articles' });
    const next = page.getByRole('button', { name: 'Next page of articles' });
    expect(await previous.isDisabled()).toBe(true);

    await next.focus();
    await page.keyboard.press('Enter');
    const end = Math.min(100, total);
    await expect.poll(count).toBe(`51–${end} of ${total} articles`);
    expect(await shown(page, 'News articles')).toEqual(second.items.map((a) => a.title));
    expect(await previous.isDisabled()).toBe(false);
    // On the last page Next is disabled and hands its focus to Previous; otherwise it keeps it.
    expect(await next.isDisabled()).toBe(end === total);
    expect(await focusedLabel(page)).toBe(end === total ? 'Previous page of articles' : 'Next page of articles');

    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(count).toBe(`1–50 of ${total} articles`);
    expect(await shown(page, 'News articles')).toEqual(first.items.map((a) => a.title));
    expect(await focusedLabel(page)).toBe('Next page of articles');
    await page.close();
  });

  it('filters the audit log by action, person and target, and says when nothing matches or what went wrong', async () => {
    const post = await createPost(unique('Audit target'));
    const moderator = {
      ...(await developmentSignIn(base, 'moderator@orebit.test')),
      'Content-Type': 'application/json',
    };
    const removed = await fetch(`${base}/api/admin/forum/posts/${post.id}`, {
      method: 'DELETE',
      headers: moderator,
      body: JSON.stringify({ reason: 'spam' }),
    });
    expect(removed.status).toBe(204);
    const restored = await fetch(`${base}/api/admin/forum/posts/${post.id}/restore`, {
      method: 'POST',
      headers: moderator,
    });
    expect(restored.status).toBe(200);
    await publishArticles(1, unique('Audit filter article'));

    const page = await browser().newPage();
    await signInAs(page, 'admin@orebit.test');
    const filter = page.getByRole('search', { name: 'Filter the audit log' });
    const apply = () => filter.getByRole('button', { name: 'Filter', exact: true }).click();
    const entries = () => shown(page, 'Audit log');
    const count = () => page.locator('#audit-count').textContent();
    await expect.poll(entries).toContain(`moderator@orebit.test (moderator) removed post #${post.id}`);

    // By action: restores only.
    await filter.getByLabel('Action').selectOption({ label: 'restored post' });
    await apply();
    await expect.poll(async () => (await entries()).every((line) => / restored post #\d+$/.test(line))).toBe(true);
    expect(await entries()).toContain(`moderator@orebit.test (moderator) restored post #${post.id}`);
    expect(await count()).toMatch(/^Entries 1–\d+, newest first, filtered$/);

    // By person: the editor's entries only, whatever the action.
    await filter.getByLabel('Action').selectOption({ label: 'Any action' });
    await filter.getByLabel('Person (e-mail)').fill('editor@orebit.test');
    await apply();
    await expect
      .poll(async () => (await entries()).every((line) => line.startsWith('editor@orebit.test (editor) ')))
      .toBe(true);
    expect((await entries()).some((line) => / published article #\d+$/.test(line))).toBe(true);

    // By target: the post's removal and restore, newest first, from the keyboard.
    await filter.getByLabel('Person (e-mail)').fill('');
    await filter.getByLabel('Target kind').selectOption('post');
    await filter.getByLabel('Target id').fill(String(post.id));
    await page.keyboard.press('Enter');
    await expect
      .poll(entries)
      .toEqual([
        `moderator@orebit.test (moderator) restored post #${post.id}`,
        `moderator@orebit.test (moderator) removed post #${post.id}`,
      ]);
    expect(await count()).toBe('Entries 1–2, newest first, filtered');

    // Nothing matches: said, no entries, no page to go to.
    await filter.getByLabel('Target id').fill('999999999');
    await apply();
    await expect.poll(count).toBe('No entries match.');
    expect(await entries()).toEqual([]);
    expect(await page.getByRole('button', { name: 'Next page of the audit log' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous page of the audit log' }).isDisabled()).toBe(true);

    // A target id that is no number is flagged beside the field and not sent.
    await filter.getByLabel('Target id').fill('abc');
    await apply();
    await expect
      .poll(() => page.locator('#audit-target-id-error').textContent())
      .toBe('A target id is a whole number, like 42.');
    expect(await filter.getByLabel('Target id').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('audit-target-id');
    expect(await count()).toBe('No entries match.');

    // The API's refusal is shown where the entries would be.
    await filter.getByLabel('Target id').fill('');
    await filter.getByLabel('Target kind').selectOption('');
    await filter.getByLabel('Person (e-mail)').fill(`${'x'.repeat(201)}@orebit.test`);
    await apply();
    await expect.poll(count).toBe('Could not load the audit log: email must be at most 200 characters.');
    expect(await entries()).toEqual([]);
    expect(await page.locator('#audit-target-id-error').textContent()).toBe('');
    await page.close();
  });

  it('pages through the audit log with the filters kept, from the keyboard', async () => {
    await publishArticles(21, unique('Audit paging article'));
    const page = await browser().newPage();
    await signInAs(page, 'admin@orebit.test');
    const filter = page.getByRole('search', { name: 'Filter the audit log' });
    await filter.getByLabel('Action').selectOption({ label: 'published article' });
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    const count = () => page.locator('#audit-count').textContent();
    await expect.poll(count).toBe('Entries 1–20, newest first, filtered');
    const firstPage = await shown(page, 'Audit log');
    expect(firstPage).toHaveLength(20);
    expect(firstPage.every((line) => line.startsWith('editor@orebit.test (editor) published article #'))).toBe(true);
    const previous = page.getByRole('button', { name: 'Previous page of the audit log' });
    const next = page.getByRole('button', { name: 'Next page of the audit log' });
    expect(await previous.isDisabled()).toBe(true);

    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(count).toMatch(/^Entries 21–\d+, newest first, filtered$/);
    const secondPage = await shown(page, 'Audit log');
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.every((line) => line.includes(' published article #'))).toBe(true);
    // Older entries, none of the first page's: newest first, articles numbered as published.
    expect(Math.max(...targetIds(secondPage))).toBeLessThan(Math.min(...targetIds(firstPage)));

    // To the last page (a bounded walk), where Next is disabled and hands focus to Previous.
    let pageNumber = 2;
    for (; pageNumber < 20 && !(await next.isDisabled()); pageNumber++) {
      await page.keyboard.press('Enter');
      await expect.poll(count).toMatch(new RegExp(`^Entries ${pageNumber * 20 + 1}–`));
    }
    expect(await next.isDisabled()).toBe(true);
    expect(await focusedLabel(page)).toBe('Previous page of the audit log');
    // And back, page by page, to the first: the same entries as before.
    for (; pageNumber > 1; pageNumber--) {
      await page.keyboard.press('Enter');
      await expect.poll(count).toMatch(new RegExp(`^Entries ${(pageNumber - 2) * 20 + 1}–`));
    }
    await expect.poll(count).toBe('Entries 1–20, newest first, filtered');
    expect(await shown(page, 'Audit log')).toEqual(firstPage);
    expect(await focusedLabel(page)).toBe('Next page of the audit log');
    await page.close();
  });

  it('as an editor: the publish form returns to its defaults after a publish', async () => {
    const page = await browser().newPage();
    await signInAs(page, 'editor@orebit.test');
    const source = page.getByLabel('Source', { exact: true });
    const title = page.getByLabel('Title', { exact: true });
    const category = page.getByLabel('Category');
    const official = page.getByLabel(/^Official/);
    const defaults = async () => ({
      source: await source.inputValue(),
      title: await title.inputValue(),
      category: await category.inputValue(),
      official: await official.isChecked(),
    });
    const DEFAULTS = { source: '', title: '', category: 'news', official: false };
    expect(await defaults()).toEqual(DEFAULTS);
    const headline = unique('Milestone headline');
    await source.fill('Orebit Desk');
    await title.fill(headline);
    await category.selectOption('milestone');
    await official.check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), AFTER_WRITE).toContain(headline);
    const item = page.getByRole('list', { name: 'News articles' }).getByRole('listitem').filter({ hasText: headline });
    await expect.poll(() => item.count()).toBe(1);
    publishedIds.push(Number(await item.getAttribute('data-id')));
    // Published as chosen; the next article starts from the defaults, not from this one's choices.
    expect(await item.locator('.meta').textContent()).toMatch(/ · milestone · Official · /);
    expect(await defaults()).toEqual(DEFAULTS);
    await page.close();
  });

  it('as an editor: finds an article by its title or source, listed or removed, from the keyboard too', async () => {
    const source = unique('Search desk');
    const [title] = await publishArticles(1, unique('Findable article'), source);
    const page = await browser().newPage();
    await signInAs(page, 'editor@orebit.test');
    const search = page.getByRole('search', { name: 'Search news articles' });
    const count = () => page.locator('#articles-count').textContent();
    await expect.poll(count).toMatch(/^1–\d+ of \d+ articles$/);

    await search.getByLabel('Title or source').fill(title!);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(count).toBe('1–1 of 1 articles');
    expect(await shown(page, 'News articles')).toEqual([title]);

    // By its source, Enter in the field.
    await search.getByLabel('Title or source').fill(source);
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page, 'News articles')).toEqual([title]);
    expect(await count()).toBe('1–1 of 1 articles');

    // Among the removed articles: none with that source.
    await search.getByLabel('Articles to show').selectOption('removed');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(count).toBe('No removed articles.');
    expect(await shown(page, 'News articles')).toEqual([]);
    await page.close();
  });

  it.each([
    ['a moderator', 'moderator', 'Forum posts', 'News articles'],
    ['an editor', 'editor', 'News articles', 'Forum posts'],
  ])('as %s: the one list the role has takes the full width', async (_who, role, mine, other) => {
    const page = await browser().newPage();
    await signInAs(page, `${role}@orebit.test`);
    const width = async (name: string) => (await page.getByRole('region', { name }).boundingBox())?.width;
    await expect.poll(() => page.getByRole('region', { name: mine }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: other }).count()).toBe(0);
    const full = await width('Audit log');
    expect(full).toBeGreaterThan(1000);
    expect(Math.abs((await width(mine))! - full!)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('as an admin: shows the posts and the articles side by side', async () => {
    const page = await browser().newPage();
    await signInAs(page, 'admin@orebit.test');
    const box = (name: string) => page.getByRole('region', { name }).boundingBox();
    await expect.poll(() => page.getByRole('region', { name: 'News articles' }).isVisible()).toBe(true);
    const [posts, articles, audit] = [await box('Forum posts'), await box('News articles'), await box('Audit log')];
    expect(posts!.y).toBe(articles!.y);
    expect(posts!.x + posts!.width).toBeLessThan(articles!.x);
    expect(posts!.width + articles!.width).toBeLessThan(audit!.width);
    await page.close();
  });

  it('asks for words only when the reason is Other, and requires them then', async () => {
    const post = await createPost(unique('Other reason target'));
    const page = await browser().newPage();
    await signInAs(page, 'moderator@orebit.test');
    await page.getByLabel('Text', { exact: true }).fill(post.title);
    await page.getByRole('button', { name: 'Search' }).click();
    const remove = page.getByRole('button', { name: `Remove post “${post.title}”` });
    await expect.poll(() => remove.count()).toBe(1);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this post?' });
    const reason = dialog.getByLabel('Reason');
    const words = dialog.getByLabel('In your own words (for “Other”)');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await words.isVisible()).toBe(false);

    // Chosen from the keyboard, Other brings the field, next in the tab order and required.
    await reason.focus();
    await reason.selectOption('other');
    await expect.poll(() => words.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reason');
    expect(await words.evaluate((input: HTMLInputElement) => input.required)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reason-text');

    // Remove with nothing said: the dialog stays, says why beside the field and hands it focus.
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.locator('#reason-error').textContent()).toBe('Say why in your own words.');
    expect(await dialog.isVisible()).toBe(true);
    expect(await words.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reason-text');
    expect(await axeViolations(page)).toEqual([]);

    // Another reason hides the field again, and Cancel closes with nothing removed.
    await reason.selectOption('scam');
    await expect.poll(() => words.isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await publicPostIds()).toContain(post.id);
    await page.close();
  });

  it.each([1280, 375])(
    'has no axe violation and no horizontal scroll at %i px, signed in and confirming',
    async (width) => {
      const page = await browser().newPage();
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, 'admin@orebit.test');
      await expect
        .poll(() => page.getByRole('list', { name: 'Forum posts' }).getByRole('listitem').count())
        .toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('list', { name: 'Forum posts' }).getByRole('button').first().click();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.close();
    },
  );

  it('keeps the API closed to a sign-in made for another origin', async () => {
    const headers = await developmentSignIn(base, 'admin@orebit.test');
    const res = await fetch(`${base}/api/admin/me`, {
      headers: { ...headers, Origin: 'https://partner-blog.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
