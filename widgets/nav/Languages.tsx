import type { MouseEvent } from 'react';
import { Icon, t, type I18n } from '../_runtime';
import { LANGUAGES } from './constants';

/**
 * The page's address in `lang`, as contract/brand.ts's pagePath writes it for the head, the sitemap
 * and the Worker (demo/test/page-languages.test.ts holds the menu's links to it): written here again
 * because importing it costs the official page's first load 6 B gzip, which its budget does not have.
 */
const pagePath = (lang: string) => (lang === 'en' ? '/' : `/${lang}/`);

/**
 * The reader's place on the page: the section they are in (the last anchor whose top has passed
 * the top of the window), or, scrolled to the very top, where the nav took them last (the address's
 * hash: the nav is at the top, so a reader who scrolls back up to it has left their section).
 */
function readersPlace(): string {
  let id = '';
  if (scrollY > 0)
    for (const anchor of document.querySelectorAll<HTMLElement>('#orebit-page > [id]'))
      if (anchor.getBoundingClientRect().top <= 80) id = anchor.id;
  return id || location.hash.slice(1);
}

/**
 * The page in another language: a link to each language's page, by its own name, that keeps the
 * reader's place (the section they are in). A plain disclosure of links: it works without
 * JavaScript too, then from the top of the page.
 */
export function Languages({ i18n }: { i18n: I18n | undefined }) {
  const current = i18n?.lang ?? 'en';
  const code = current.slice(0, 2).toUpperCase();
  const keepPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.hash = readersPlace();
  };
  return (
    <details className="languages">
      {/* Its name holds what it shows ("Language: EN"), as a name must that a reader may speak. */}
      <summary aria-label={t(i18n, 'Language: {0}', code)}>
        <Icon
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z"
          size={18}
        />
        <span>{code}</span>
      </summary>
      <ul>
        {Object.entries(LANGUAGES).map(([lang, name]) => (
          <li key={lang}>
            <a
              href={pagePath(lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'page' : undefined}
              onClick={keepPlace}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
