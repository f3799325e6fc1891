import { useRef, useState, type MouseEvent } from 'react';
import { anchorLink, BRAND, Button, Icon, Logo, styled, t, type WidgetProps } from '../_runtime';
import { DRAWER_BELOW_PX, LAUNCH_APP, NAV_LINKS } from './constants';
import { Languages } from './Languages';

const Bar = styled('nav')`
  display: flex; align-items: center; justify-content: space-between; gap: 24px;
  padding: 14px 24px; border-bottom: 1px solid var(--ob-border);
  & .links { display: flex; align-items: center; gap: 4px; list-style: none; }
  & .links a, & dialog a, & .languages a {
    display: block; padding: 8px 12px; border-radius: 8px; color: var(--ob-muted);
    text-decoration: none;
  }
  & .links a:hover, & dialog a:hover, & .languages a:hover { color: var(--ob-text); background: var(--ob-surface); }
  & .end { display: flex; align-items: center; gap: 12px; }
  & .languages { position: relative; }
  & .languages summary {
    display: inline-flex; align-items: center; gap: 6px; padding: 8px 10px; cursor: pointer; list-style: none;
    border: 1px solid var(--ob-border); border-radius: 8px; color: var(--ob-muted);
  }
  & .languages summary::-webkit-details-marker { display: none; }
  & .languages ul {
    position: absolute; inset-inline-end: 0; top: calc(100% + 6px); z-index: 10; min-width: 200px; padding: 6px;
    list-style: none; background: var(--ob-background); border: 1px solid var(--ob-border); border-radius: 10px;
  }
  & .languages [aria-current] { color: var(--ob-text); font-weight: 600; }
  & .wide { display: flex; align-items: center; gap: 16px; }
  & .toggle { display: none; }
  & .toggle svg { display: block; }
  @container (width < ${DRAWER_BELOW_PX}px) {
    & .wide { display: none; }
    & .toggle { display: inline-flex; padding: 8px 10px; }
  }
  & dialog {
    margin: 0; margin-inline-start: auto; height: 100dvh; max-height: none; width: min(300px, 85vw); padding: 20px;
    border: 0; border-inline-start: 1px solid var(--ob-border); background: var(--ob-background); color: var(--ob-text);
  }
  & dialog::backdrop { background: rgb(0 0 0 / 0.55); }
  & dialog header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 16px; }
  & dialog ul { list-style: none; display: grid; gap: 4px; margin-bottom: 20px; }
  & dialog .launch { width: 100%; }
`;

/** Top navigation: links to the page's sections, Launch App; a side drawer in narrow containers. */
export function Nav({ i18n }: WidgetProps<Record<never, never>>) {
  const drawer = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const openDrawer = () => {
    drawer.current?.showModal();
    setOpen(true);
  };
  // A modal <dialog> sits in the top layer (above the page, escaping any containment), traps
  // focus and closes on Escape; on close, focus goes back to the toggle.
  const onClose = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const links = (inDrawer: boolean) =>
    NAV_LINKS.map(({ label, anchor }) => {
      const link = anchorLink(anchor);
      return (
        <li key={anchor}>
          <a
            href={link.href}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (inDrawer) drawer.current?.close();
              link.onClick(event);
            }}
          >
            {t(i18n, label)}
          </a>
        </li>
      );
    });

  return (
    <Bar aria-label={t(i18n, 'Main')}>
      <a {...anchorLink('top')} aria-label={t(i18n, '{0} home', BRAND.name)} style={{ textDecoration: 'none' }}>
        <Logo />
      </a>
      <div className="end">
        <div className="wide">
          <ul className="links">{links(false)}</ul>
          {/* The spec gives Launch App no action. */}
          <Button type="button">{t(i18n, LAUNCH_APP)}</Button>
        </div>
        <Languages i18n={i18n} />
        <Button
          ref={toggle}
          type="button"
          className="toggle"
          data-variant="outline"
          aria-label={t(i18n, 'Open menu')}
          aria-expanded={open}
          aria-controls="ob-drawer"
          onClick={openDrawer}
        >
          <Icon d="M4 6h16M4 12h16M4 18h16" size={22} />
        </Button>
      </div>
      <dialog id="ob-drawer" ref={drawer} aria-label={t(i18n, 'Menu')} onClose={onClose}>
        <header>
          <Logo size={28} />
          <Button
            type="button"
            data-variant="outline"
            aria-label={t(i18n, 'Close menu')}
            onClick={() => drawer.current?.close()}
          >
            <Icon d="M6 6l12 12M18 6 6 18" size={20} />
          </Button>
        </header>
        <ul>{links(true)}</ul>
        <Button type="button" className="launch">
          {t(i18n, LAUNCH_APP)}
        </Button>
      </dialog>
    </Bar>
  );
}
