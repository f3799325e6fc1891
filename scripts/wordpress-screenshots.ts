// Screenshots of the WordPress plugin for docs/wordpress.md, 1280 px wide, made as a blogger makes the
// post: a real WordPress 6.1 (Debian's packages, demo/test/wordpress/site.ts) in Twenty
// Twenty-Three, the plugin installed from its zip, the widgets served by a fresh `wrangler dev`
// over the built dist/; an Author writes a post, inserts the staking calculator, sets it in the
// sidebar and publishes.
//   npm run build && npm run screenshots:wordpress
// writes docs/screenshots/wordpress-editor.png (the editor, the block's sidebar open) and
// docs/screenshots/wordpress-post.png (the published post as a reader sees it). The README's
// screenshots are scripts/screenshots.ts's.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startWordPress, type Session, type WordPressSite } from '../demo/test/wordpress/site.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startFreshDevServer } from './dev-server.ts';
import { buildWordPressPlugin } from './wordpress.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}docs/screenshots`;
const WIDTH = 1280;

const POST = {
  title: 'How much does staking pay?',
  intro:
    'Staking rewards depend on how long you lock your tokens and on the pool you choose. Try it below: ' +
    'set an amount, an APY and a term, then press Calculate.',
  amount: '2500',
};

/** A page of its own, logged in as `session`'s user. */
async function loggedInPage(browser: Browser, site: WordPressSite, session: Session): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 860 } });
  await page.context().addCookies(
    session.cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, url: site.url };
    }),
  );
  return page;
}

/**
 * Waits until the calculator in `host` shows `amount` and its data: its starting amount in the
 * field, nothing in its shadow root aria-busy; then a frame, so that it is painted.
 */
async function calculatorShown(page: Page, host: string, amount: string): Promise<void> {
  await page.waitForFunction(
    ([selector, value]) => {
      const root = document.querySelector(selector!)?.shadowRoot;
      const field = root?.querySelector<HTMLInputElement>('input[name="amount"]');
      return field?.value === value && root!.querySelector('[aria-busy="true"]') == null;
    },
    [host, amount],
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The editor: the post written, the calculator inserted and set in the sidebar. Resolves with the published post's URL. */
async function editor(browser: Browser, site: WordPressSite, author: Session): Promise<{ path: string; url: string }> {
  const page = await loggedInPage(browser, site, author);
  await page.goto(`${site.url}/wp-admin/post-new.php`);
  await page.getByRole('textbox', { name: 'Add title' }).fill(POST.title);
  await page.keyboard.press('Enter');
  await page.keyboard.type(POST.intro);

  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByRole('searchbox').fill('staking');
  await page.getByRole('option', { name: 'Staking calculator' }).click();
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
  await page.getByLabel('View', { exact: true }).selectOption('calculator');
  await page.getByLabel('Starting amount (tokens)').fill(POST.amount);
  await calculatorShown(page, '.orebit-widget-preview', POST.amount);
  const path = `${OUT}/wordpress-editor.png`;
  await page.screenshot({ path, animations: 'disabled' });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.locator('.editor-post-publish-panel').getByRole('button', { name: 'Publish', exact: true }).click();
  const link = page.locator('.post-publish-panel__postpublish').getByRole('link', { name: 'View Post' });
  const url = (await link.first().getAttribute('href'))!;
  await page.close();
  return { path, url };
}

/** The published post as a reader sees it (no one logged in), from the top to just below the calculator. */
async function post(browser: Browser, url: string): Promise<{ path: string }> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 860 } });
  await page.goto(url);
  const host = '[data-orebit-widget="yield-farming"]';
  await calculatorShown(page, host, POST.amount);
  await page.waitForLoadState('networkidle');
  const bottom = await page.locator(host).evaluate((el) => el.getBoundingClientRect().bottom + scrollY);
  const path = `${OUT}/wordpress-post.png`;
  await page.screenshot({
    path,
    fullPage: true,
    animations: 'disabled',
    clip: { x: 0, y: 0, width: WIDTH, height: Math.ceil(bottom) + 48 },
  });
  await page.close();
  return { path };
}

if (!existsSync(`${ROOT}dist/widgets/manifest.json`)) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
const server = await startFreshDevServer();
let site: WordPressSite | undefined;
let browser: Browser | undefined;
try {
  const [built, started] = await Promise.all([buildWordPressPlugin(), startWordPress({ theme: 'twentytwentythree' })]);
  site = started;
  await site.installPlugin(built.zip);
  // Settings → Orebit's origin: the widgets of this build.
  await site.php("update_option('orebit_widgets', ['origin' => $args]);", server.url);
  const user = await site.createUser('amelia', 'author');
  // The editor's welcome guide, which a new user sees first, would cover the editor; the block's
  // toolbar in the top bar (Options → Top toolbar) leaves the post's text uncovered.
  await site.php(
    "update_user_meta($args, $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',\n" +
      "  ['core/edit-post' => ['welcomeGuide' => false, 'fixedToolbar' => true], '_modified' => gmdate('c')]);",
    user.id,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const written = await editor(browser, site, await site.login(user));
  console.log(written.path);
  console.log((await post(browser, written.url)).path);
} finally {
  await browser?.close();
  await site?.stop();
  await server.stop();
}
