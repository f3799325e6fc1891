import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

// The full page with every API answer broken in one way (down, slow, garbage, 500): every section
// still renders, the API-fed ones show their fallback, nothing escapes into the host page. The page
// rendered by its script alone (as on a partner's page, every widget fetches its data at once);
// the Worker's render of `/` carries its data and asks the API for none of it at hydration
// (live-page.test.ts), and answers with the build's page when its stores fail
// (worker/test/live-page.test.ts).

const base = inject('baseUrl');
const browser = browserPerFile();
const SHELL_ERROR = 'This widget could not load. Please reload the page.';

/** Opens the full page with every /api/ request answered by `answer`; records errors. */
async function openWithApi(answer: (route: Route) => Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // The browser's own line for a failed request is expected here; anything else is not.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`error: ${m.text()}`);
  });
  await page.addInitScript(() => {
    addEventListener('unhandledrejection', (e) => console.error(`unhandledrejection: ${String(e.reason)}`));
  });
  await page.route('**/api/**', answer);
  await page.goto(`${base}/demo/client-rendered.html`);
  await expect
    .poll(() => page.locator('orebit-footer').getByText('© 2025 Orebit. All rights reserved.').count(), {
      timeout: 15_000,
    })
    .toBe(1);
  return { page, errors };
}

/** Each section host with whether it rendered its own content (not the shell's error state). */
function sections(page: Page) {
  return page.evaluate(
    (shellError) =>
      [...document.querySelectorAll('#orebit-page > *')]
        .filter((el) => el.localName.startsWith('orebit-'))
        .map((el) => {
          const root = el.shadowRoot?.querySelector('.orebit-root');
          return {
            name: el.localName,
            ok: Boolean(root && root.textContent!.trim() !== '' && root.textContent !== shellError),
          };
        }),
    SHELL_ERROR,
  );
}

const statusText = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.querySelector('[role="status"], [role="alert"]')?.textContent ?? null);

/** How the API fails, and what the news feed and the forum then show. */
const FAULTS: Array<{ name: string; answer: (route: Route) => Promise<void>; forum: 'error' | 'empty' }> = [
  { name: 'the API is down (connection refused)', answer: (r) => r.abort('connectionrefused'), forum: 'error' },
  { name: 'the request fails (network error)', answer: (r) => r.abort('failed'), forum: 'error' },
  {
    name: '500 with a JSON error body',
    answer: (r) => r.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
    forum: 'error',
  },
  {
    name: '502 with an HTML error page',
    answer: (r) =>
      r.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>Bad gateway</h1></body></html>' }),
    forum: 'error',
  },
  {
    name: '200 with an HTML page (a captive portal)',
    answer: (r) =>
      r.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Login</title><p>Sign in to the Wi-Fi</p>',
      }),
    forum: 'error',
  },
  {
    name: '200 with truncated JSON',
    answer: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":1,"title":"Half a' }),
    forum: 'error',
  },
  {
    name: '200 with an empty body',
    answer: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    forum: 'error',
  },
  {
    name: '200 with JSON of the wrong shape (an object)',
    answer: (r) => r.fulfill({ json: { bitcoin: 'up', posts: 3, news: { title: 1 } } }),
    forum: 'empty',
  },
  { name: '200 with JSON of the wrong shape (null)', answer: (r) => r.fulfill({ json: null }), forum: 'empty' },
  {
    name: '200 with arrays of junk entries',
    answer: (r) =>
      r.fulfill({
        json: [null, 1, 'x', [], { id: {}, title: 42 }, { title: '' }, { bitcoin: { changePercent24h: 'NaN' } }],
      }),
    forum: 'empty',
  },
];

describe('every section with a failing API', () => {
  for (const fault of FAULTS) {
    it(`renders with ${fault.name}: hero +12.5%, "No news available", the forum's ${fault.forum === 'error' ? 'error with Retry' : 'empty text'}`, async () => {
      const { page, errors } = await openWithApi(fault.answer);
      // Each API-fed widget has its answer (or failure) before the checks.
      for (const path of ['/api/crypto/prices', '/api/news', '/api/forum/posts']) {
        await expect
          .poll(() => page.evaluate((p) => window.Orebit?.queries?.get(location.origin + p).status, path), {
            timeout: 15_000,
          })
          .not.toBe('loading');
      }
      const shown = await sections(page);
      expect(shown.length).toBeGreaterThanOrEqual(17);
      expect(shown.filter((s) => !s.ok)).toEqual([]);
      expect(await page.locator('orebit-hero').getByTestId('btc-change').textContent()).toBe('+12.5%');
      expect(await statusText(page, 'news-feed')).toBe('No news available');
      const forum = page.locator('orebit-community');
      if (fault.forum === 'error') {
        expect(await statusText(page, 'forum-posts')).toBe('Could not load the posts.');
        // Retrying against the same broken API fails the same way, quietly.
        await forum.getByRole('button', { name: 'Retry' }).click();
        await expect.poll(() => forum.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
        expect(await statusText(page, 'forum-posts')).toBe('Could not load the posts.');
      } else {
        expect(await statusText(page, 'forum-posts')).toBe('No posts yet. Be the first to share!');
      }
      // A widget without the API still works: the calculator calculates.
      const calc = page.locator('orebit-yield-farming');
      await calc.getByLabel('Amount (ORB)').fill('2000');
      await calc.getByLabel('APY (%)').fill('12');
      await calc.getByLabel('Duration (days)').fill('180');
      await calc.getByRole('button', { name: 'Calculate' }).click();
      expect(await calc.getByTestId('reward-tokens').textContent()).toBe('118 ORB');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('stays in its loading states while the API takes 10 s, and fills in when the answers arrive', async () => {
    // A held route stands for the slow API: nothing answers until the test lets it.
    const held: Route[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, errors } = await openWithApi(async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    // Prices, the forum's posts, its counts and the reader's own likes, the news.
    await expect
      .poll(() => held.map((route) => new URL(route.request().url()).pathname).sort(), { timeout: 15_000 })
      .toEqual(['/api/crypto/prices', '/api/forum/counts', '/api/forum/likes', '/api/forum/posts', '/api/news']);
    expect((await sections(page)).filter((s) => !s.ok)).toEqual([]);
    expect(await page.locator('orebit-hero').getByTestId('btc-change').textContent()).toBe('+12.5%');
    expect(await statusText(page, 'news-feed')).toBe('Loading news...');
    expect(await statusText(page, 'forum-posts')).toBe('Loading posts...');
    const calc = page.locator('orebit-yield-farming');
    await calc.getByLabel('Amount (ORB)').fill('2000');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    expect(await calc.getByTestId('reward-tokens').textContent()).toBe('1,784 ORB');

    release();
    await expect
      .poll(
        () => page.locator('orebit-news').getByRole('list', { name: 'Latest news' }).getByRole('listitem').count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => statusText(page, 'forum-posts')).toBeNull();
    await expect.poll(() => page.locator('orebit-hero').getByTestId('btc-change').textContent()).not.toBe('+12.5%');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a widget that throws, next to working ones', () => {
  it('does not throw into code that mounts it, and the page mounts, updates and destroys widgets after it', async () => {
    const page = await browser().newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${base}/demo/broken.html`);
    await expect.poll(() => page.locator('#broken').getByRole('alert').textContent()).toBe(SHELL_ERROR);
    // The host page's own scripts keep running: its button works.
    await page.evaluate(() =>
      document.getElementById('host-button')!.addEventListener('click', () => (document.title = 'clicked')),
    );
    await page.locator('#host-button').click();
    expect(await page.title()).toBe('clicked');
    // Mounting the broken widget from code returns a handle; update and destroy do not throw either.
    const result = await page.evaluate(() => {
      const el = document.body.appendChild(document.createElement('div'));
      el.id = 'coded-broken';
      const handle = window.Orebit!.mount(el, 'broken');
      handle.update({ theme: 'light' });
      const shown = el.shadowRoot!.textContent;
      handle.destroy();
      return { shown, after: el.shadowRoot!.childElementCount, instances: window.Orebit!.instances.size };
    });
    expect(result).toEqual({ shown: SHELL_ERROR, after: 0, instances: 2 });
    // The registry still mounts working widgets afterwards.
    await page.evaluate(() => {
      const el = document.body.appendChild(document.createElement('div'));
      el.id = 'later';
      window.Orebit!.mount(el, 'yield-farming', { view: 'calculator', amount: 2000, apy: 12, days: 180 });
    });
    expect(await page.locator('#later').getByTestId('reward-tokens').textContent()).toBe('118 ORB');
    // Removing the failed widget frees it like any other.
    await page.evaluate(() => document.getElementById('broken')!.remove());
    await expect.poll(() => page.evaluate(() => window.Orebit!.instances.size)).toBe(2);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
