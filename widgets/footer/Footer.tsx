import type { MouseEvent } from 'react';
import { anchorLink, Icon, type I18n, Logo, styled, t, Tooltip, type WidgetProps } from '../_runtime';
import { BLURB, COLUMNS, COPYRIGHT, SOCIAL, type FooterLink } from './constants';

const Wrapper = styled('footer')`
  padding: 56px 24px 32px; border-top: 1px solid var(--ob-border); background: var(--ob-surface);
  & .grid { display: grid; grid-template-columns: 2fr repeat(3, 1fr); gap: 32px; max-width: 1200px; margin: 0 auto; }
  & .blurb { color: var(--ob-muted); margin: 14px 0 18px; max-width: 360px; }
  & .social { display: flex; gap: 8px; list-style: none; }
  & .social a {
    display: grid; place-items: center; width: 38px; height: 38px; border-radius: 10px;
    border: 1px solid var(--ob-border); color: var(--ob-muted);
  }
  & h2 { font-size: var(--ob-m); margin-bottom: 12px; }
  & ul.links { list-style: none; display: grid; gap: 8px; }
  & ul.links a { color: var(--ob-muted); text-decoration: none; }
  & a:hover { color: var(--ob-text); }
  & a[aria-disabled='true'] { cursor: default; }
  & .copyright { max-width: 1200px; margin: 40px auto 0; padding-top: 20px; border-top: 1px solid var(--ob-border); color: var(--ob-muted); font-size: var(--ob-s); }
  @container (max-width: 760px) {
    & .grid { grid-template-columns: 1fr 1fr; }
    & .brand { grid-column: 1 / -1; }
  }
`;

const ICONS: Record<(typeof SOCIAL)[number], string> = {
  Twitter: 'M4 4l16 16M20 4 4 20',
  Telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4z',
  Discord: 'M7 7c3-1.5 7-1.5 10 0l2 9c-2 1.5-4 2-4 2l-1-2c-1.3.3-2.7.3-4 0l-1 2s-2-.5-4-2zM9.5 12.5h.01M14.5 12.5h.01',
  GitHub:
    'M9 19c-4 1.5-4-2-6-2m12 4v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
};

/** A link that does nothing yet (spec: placeholder): announced as disabled, no navigation, no jump. */
const placeholder = {
  href: '#',
  'aria-disabled': 'true',
  onClick: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
} as const;

function Link({ link, i18n }: { link: FooterLink; i18n: I18n | undefined }) {
  return <a {...(link.anchor ? anchorLink(link.anchor) : placeholder)}>{t(i18n, link.label)}</a>;
}

/** Footer: blurb, social placeholders, the Products, Community and Support columns, copyright. */
export function Footer({ i18n }: WidgetProps<Record<never, never>>) {
  return (
    <Wrapper>
      <div className="grid">
        <div className="brand">
          <Logo />
          <p className="blurb">{t(i18n, BLURB)}</p>
          <ul className="social" aria-label={t(i18n, 'Social media')}>
            {SOCIAL.map((name) => (
              <li key={name}>
                {/* Icon-only links: the tooltip shows sighted users their names. */}
                <Tooltip content={name}>
                  <a {...placeholder} aria-label={name}>
                    <Icon d={ICONS[name]} size={18} weight={1.8} />
                  </a>
                </Tooltip>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(i18n, column.title)}>
            <h2>{t(i18n, column.title)}</h2>
            <ul className="links">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link link={link} i18n={i18n} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="copyright">{t(i18n, COPYRIGHT)}</p>
    </Wrapper>
  );
}
