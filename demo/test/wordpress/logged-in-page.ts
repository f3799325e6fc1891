import type { Page } from 'playwright-core';
import type { TestBrowser } from '../browser';
import type { Session, WordPressSite } from './site';

/**
 * A page logged in as `session`'s user of `site`. The session comes from site.login: WordPress
 * 6.1's login page itself logs PHP 8.2 deprecations when opened (wp_signon with no form), which
 * are not ours.
 */
export async function loggedInPage(browser: TestBrowser, site: WordPressSite, session: Session): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addCookies(
    session.cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, url: site.url };
    }),
  );
  return page;
}

/** Closes the editors' welcome guides for `users`: a new user sees them first, and they cover the editor. */
export function skipWelcomeGuides(site: WordPressSite, users: number[]): Promise<unknown> {
  return site.php(
    "foreach ($args as $id) update_user_meta($id, $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences', [\n" +
      "  'core/edit-post' => ['welcomeGuide' => false],\n" +
      "  'core/edit-site' => ['welcomeGuide' => false, 'welcomeGuideStyles' => false, 'welcomeGuidePage' => false,\n" +
      "    'welcomeGuideTemplate' => false],\n" +
      "  '_modified' => gmdate('c')]);",
    users,
  );
}
