import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { NewsArticle } from '../../contract/schemas';
import { axeViolations } from './axe';
import { pausedClock, runClockUntil, browserPerFile } from './browser';

// The news widget on its own demo page: the live feed from the real Worker (seeded articles), and
// through routed answers the failing, empty, slow, polled and hostile cases.

const base = inject('baseUrl');
const browser = browserPerFile();
const DEMO = `${base}/demo/news.html`;

type Article = NewsArticle;

/** An article as the API would send it; `createdAt` defaults to now. */
const article = (overrides: Partial<Article> = {}): Article => ({
  id: 1,
  source: 'Market Desk',
  title: 'Bitcoin holds above $114K',
  category: 'bullish',
  createdAt: new Date().toISOString(),
  isOfficial: false,
  ...overrides,
});

/** What each listed article shows, in list order. */
function shownArticles(news: Locator) {
  return news
    .getByRole('list', { name: 'Latest news' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({
        source: li.querySelector('.source')?.textContent,
        time: li.querySelector('time')?.textContent,
        title: li.querySelector('h4')?.textContent,
        category: li.querySelector('[data-category]')?.textContent,
        official: li.querySelector('[data-official]')?.textContent ?? null,
      })),
    );
}

/** The feed's status line ("Loading news...", "No news available"), or null while the list shows. */
function feedStatus(news: Locator): Promise<string | null> {
  return news.getByTestId('news-feed').evaluate((feed) => feed.querySelector('[role="status"]')?.textContent ?? null);
}

/** The computed colour of each palette name (var(--ob-<name>)) inside the widget's shadow root. */
function palette(news: Locator, names: string[]): Promise<Record<string, string>> {
  return news.evaluate((el, names) => {
    const root = el.shadowRoot!.querySelector('.orebit-root')!;
    return Object.fromEntries(
      names.map((name) => {
        const probe = root.appendChild(document.createElement('span'));
        probe.style.color = `var(--ob-${name})`;
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return [name, colour];
      }),
    );
  }, names);
}

/** Opens the demo page with GET /api/news answered by `answer`. */
async function openWithNews(answer: Parameters<Page['route']>[1]): Promise<{ page: Page; news: Locator }> {
  const page = await browser().newPage();
  await page.route('**/api/news', answer);
  await page.goto(DEMO);
  return { page, news: page.locator('orebit-news') };
}

describe('the news widget', () => {
  it('mounts from one script tag into an open shadow root with the banner, the updates and the announcements', async () => {
    const { page, logs } = await browser().open(DEMO);
    const news = page.locator('orebit-news');
    await expect.poll(() => news.count()).toBe(1);
    expect(await page.evaluate(() => document.querySelector('main script')?.parentElement?.localName)).toBe(
      'orebit-news',
    );
    expect(await news.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await news.getByRole('heading', { level: 2 }).textContent()).toBe('News & Updates');
    expect(await news.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Live Market Feed',
      'Company Updates',
      'Announcements',
    ]);
    expect(await news.getByText('Real-time', { exact: true }).isVisible()).toBe(true);
    expect(await news.getByText('Updated every minute', { exact: true }).isVisible()).toBe(true);

    const updates = news.getByRole('region', { name: 'Company Updates' });
    expect(await updates.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Orebit Miner 2.0 Launch',
      'Join Us at Korea Blockchain Week',
      'New Partnership Announced',
    ]);
    expect(await updates.locator('time').allTextContents()).toEqual(['Jan 15, 2025', 'Jan 10, 2025', 'Jan 5, 2025']);
    expect(await updates.getByText('Sept 23-24, 2025', { exact: false }).count()).toBe(1);

    const announcements = news.getByRole('region', { name: 'Announcements' });
    expect(await announcements.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Scheduled Maintenance',
      'New User Bonus',
      'Mobile App v2.1',
    ]);
    expect(await announcements.getByText('Jan 20, 2025 from 2-4 AM UTC', { exact: false }).count()).toBe(1);
    expect(await announcements.getByText('10% extra rewards for their first month', { exact: false }).count()).toBe(1);

    await expect.poll(() => news.getByRole('list', { name: 'Latest news' }).getByRole('listitem').count()).toBe(8);
    expect(logs.filter((l) => !l.startsWith('debug'))).toEqual([]);
    await page.close();
  });

  it('scrolls the articles in a focusable area 640 px tall at most, with its own scrollbar', async () => {
    const { page } = await browser().open(DEMO);
    const area = page.locator('orebit-news').getByRole('region', { name: 'News articles' });
    await expect.poll(() => area.getByRole('listitem').count()).toBe(8);
    expect(await area.getAttribute('tabindex')).toBe('0');
    const { height, scroll, native } = await area.evaluate((el) => ({
      height: el.clientHeight,
      scroll: el.scrollHeight,
      native: getComputedStyle(el).scrollbarWidth,
    }));
    expect(height).toBeLessThanOrEqual(640);
    expect(scroll).toBeGreaterThan(height);
    expect(native).toBe('none');
    await page.close();
  });

  it('lists every article from the API in its order, with source, title, category badge and the Official mark', async () => {
    const articles: Article[] = await (await fetch(`${base}/api/news`)).json();
    expect(articles).toHaveLength(8);
    const { page } = await browser().open(DEMO);
    const news = page.locator('orebit-news');
    await expect.poll(() => shownArticles(news).then((shown) => shown.length)).toBe(8);
    const shown = await shownArticles(news);
    expect(shown.map(({ source, title, category, official }) => ({ source, title, category, official }))).toEqual(
      articles.map((a) => ({
        source: a.source,
        title: a.title,
        category: a.category,
        official: a.isOfficial ? 'Official' : null,
      })),
    );
    // The seed covers every coloured category and both kinds of source.
    expect(new Set(articles.map((a) => a.category))).toEqual(
      new Set(['bullish', 'bearish', 'news', 'tech', 'milestone']),
    );
    expect(shown.filter((a) => a.official === 'Official').length).toBeGreaterThan(0);
    expect(shown.filter((a) => a.official === null).length).toBeGreaterThan(0);
    expect(await feedStatus(news)).toBeNull();
    expect(await news.getByTestId('news-feed').getAttribute('aria-busy')).toBe('false');
    await page.close();
  });

  it('colours the category badges: bullish green, bearish red, news blue, tech purple, milestone yellow, other gray', async () => {
    const categories = ['bullish', 'bearish', 'news', 'tech', 'milestone', 'rumour'];
    const { page, news } = await openWithNews((route) =>
      route.fulfill({
        json: categories.map((category, i) => article({ id: i, title: `A ${category} story`, category })),
      }),
    );
    await expect.poll(() => shownArticles(news).then((shown) => shown.length)).toBe(6);
    const colours = await news
      .locator('[data-category]')
      .evaluateAll((badges) =>
        Object.fromEntries(badges.map((b) => [(b as HTMLElement).dataset.category, getComputedStyle(b).color])),
      );
    const { green, red, blue, purple, yellow, gray } = await palette(news, [
      'green',
      'red',
      'blue',
      'purple',
      'yellow',
      'gray',
    ]);
    expect(new Set([green, red, blue, purple, yellow, gray]).size).toBe(6);
    expect(colours).toEqual({
      bullish: green,
      bearish: red,
      news: blue,
      tech: purple,
      milestone: yellow,
      rumour: gray,
    });
    await page.close();
  });

  it('shows relative times as the spec words them: Just now, N min ago, N hours ago, N days ago', async () => {
    const articles: Article[] = await (await fetch(`${base}/api/news`)).json();
    const newest = Date.parse(articles[0]!.createdAt);
    const page = await browser().newPage();
    // The reader's clock stands half a minute after the newest article, so the times do not depend
    // on how long ago the Worker seeded its samples.
    await page.clock.setFixedTime(newest + 30_000);
    await page.goto(DEMO);
    const news = page.locator('orebit-news');
    await expect.poll(() => shownArticles(news).then((shown) => shown.length)).toBe(8);
    const shown = await shownArticles(news);
    expect(shown.map((a) => a.time)).toEqual([
      'Just now',
      '12 min ago',
      '47 min ago',
      '3 hours ago',
      '7 hours ago',
      '20 hours ago',
      '2 days ago',
      '4 days ago',
    ]);
    expect(
      await news
        .getByRole('list', { name: 'Latest news' })
        .locator('time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
    ).toEqual(articles.map((a) => a.createdAt));
    await page.close();
  });

  it('shows "No news available" when the API fails', async () => {
    const { page, news } = await openWithNews((route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await expect.poll(() => feedStatus(news)).toBe('No news available');
    expect(await news.getByRole('status').isVisible()).toBe(true);
    expect(await news.getByRole('list', { name: 'Latest news' }).count()).toBe(0);
    // The rest of the section stays.
    expect(await news.getByRole('region', { name: 'Announcements' }).getByRole('listitem').count()).toBe(3);
    await page.close();
  });

  it('shows "No news available" for an empty list, and for an answer that is not a list', async () => {
    for (const body of [[], null, { articles: [article()] }]) {
      const { page, news } = await openWithNews((route) => route.fulfill({ json: body }));
      await expect.poll(() => feedStatus(news), { message: JSON.stringify(body) }).toBe('No news available');
      expect(await news.getByRole('list', { name: 'Latest news' }).count()).toBe(0);
      await page.close();
    }
  });

  it('shows "Loading news..." and is busy until a slow answer arrives', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    const { page, news } = await openWithNews(async (route) => {
      asked = true;
      await answered;
      await route.fulfill({ json: [article({ title: 'Worth the wait' })] });
    });
    await expect.poll(() => asked).toBe(true);
    expect(await feedStatus(news)).toBe('Loading news...');
    expect(await news.getByTestId('news-feed').getAttribute('aria-busy')).toBe('true');
    answer();
    await expect.poll(() => shownArticles(news).then((shown) => shown.map((a) => a.title))).toEqual(['Worth the wait']);
    expect(await feedStatus(news)).toBeNull();
    expect(await news.getByTestId('news-feed').getAttribute('aria-busy')).toBe('false');
    await page.close();
  });

  it('refetches the list once per 60 s, and the times move on with it', async () => {
    const page = await browser().newPage();
    const createdAt = new Date(await pausedClock(page)).toISOString();
    let calls = 0;
    await page.route('**/api/news', async (route) => {
      calls++;
      await route.fulfill({ json: [article({ id: calls, title: `Headline ${calls}`, createdAt })] });
    });
    await page.goto(DEMO);
    const news = page.locator('orebit-news');
    await runClockUntil(
      page,
      async () =>
        JSON.stringify((await shownArticles(news)).map((a) => [a.title, a.time])) ===
        JSON.stringify([['Headline 1', 'Just now']]),
    );
    await page.clock.runFor(59_000);
    expect(calls).toBe(1);
    await page.clock.runFor(2_000);
    await expect
      .poll(() => shownArticles(news).then((shown) => shown.map((a) => [a.title, a.time])))
      .toEqual([['Headline 2', '1 min ago']]);
    expect(calls).toBe(2);
    await page.clock.runFor(57_000);
    expect(calls).toBe(2);
    await page.close();
  });

  it('colours the announcements by type: warning yellow, success green, info blue', async () => {
    const { page } = await browser().open(DEMO);
    const news = page.locator('orebit-news');
    const colours = await news.evaluate((el) =>
      Object.fromEntries(
        [...el.shadowRoot!.querySelectorAll<HTMLElement>('li[data-type]')].map((li) => [
          li.dataset.type,
          getComputedStyle(li).color,
        ]),
      ),
    );
    const { yellow, green, blue } = await palette(news, ['yellow', 'green', 'blue']);
    expect(new Set([yellow, green, blue]).size).toBe(3);
    expect(colours).toEqual({ warning: yellow, success: green, info: blue });
    await page.close();
  });

  it('renders markup in titles and sources as literal text, creating no element', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const source = '<b>Bold Source</b>';
    const { page, news } = await openWithNews((route) => route.fulfill({ json: [article({ title, source })] }));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await expect
      .poll(() => shownArticles(news).then((shown) => shown.map((a) => [a.title, a.source])))
      .toEqual([[title, source]]);
    expect(await news.evaluate((el) => el.shadowRoot!.querySelectorAll('img, b').length)).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('img').length)).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('puts the updates beside the feed in a wide container and below it in a narrow one', async () => {
    const page = await browser().newPage();
    await page.goto(DEMO);
    const news = page.locator('orebit-news');
    const boxes = () =>
      Promise.all(
        ['Live Market Feed', 'Company Updates', 'Announcements'].map((name) =>
          news.getByRole('region', { name }).boundingBox(),
        ),
      );
    const [feed, updates, announcements] = await boxes();
    expect(updates!.x).toBeGreaterThan(feed!.x + feed!.width - 1);
    expect(Math.abs(updates!.y - feed!.y)).toBeLessThan(1);
    expect(announcements!.y).toBeGreaterThan(updates!.y + updates!.height - 1);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => boxes().then(([f, u]) => u!.y > f!.y + f!.height - 1)).toBe(true);
    const [narrowFeed, narrowUpdates, narrowAnnouncements] = await boxes();
    expect(Math.abs(narrowUpdates!.x - narrowFeed!.x)).toBeLessThan(1);
    expect(narrowAnnouncements!.y).toBeGreaterThan(narrowUpdates!.y + narrowUpdates!.height - 1);
    // Nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });
});

describe('accessibility', () => {
  it('axe-core finds no violations on the news page, in the shadow root too', async () => {
    const { page } = await browser().open(DEMO);
    const news = page.locator('orebit-news');
    await expect.poll(() => news.getByRole('list', { name: 'Latest news' }).getByRole('listitem').count()).toBe(8);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});
