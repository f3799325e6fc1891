import { anchorLink, Card, type I18n, styled, t } from '../_runtime';
import { QUICK_ACTIONS } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  align-content: start;
  & ul { list-style: none; display: grid; gap: 10px; }
  & a {
    display: grid; gap: 2px; padding: 12px 14px; border-radius: 10px; text-decoration: none;
    color: var(--ob-text); background: var(--ob-surface-2); border: 1px solid transparent;
  }
  & a:hover { border-color: var(--ob-accent); }
  & a strong { font-weight: 600; }
  & a span { color: var(--ob-muted); font-size: var(--ob-s); }
`;

/** Quick Actions: links that bring a section of the page into view, through the page bus (docs/behaviour.md#dashboard). */
export function QuickActions({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="nav" aria-labelledby="ob-actions-title">
      <h3 id="ob-actions-title" className="ob-subtitle">
        {t(i18n, 'Quick Actions')}
      </h3>
      <ul>
        {QUICK_ACTIONS.map((action) => (
          <li key={action.anchor}>
            <a {...anchorLink(action.anchor)}>
              <strong>{t(i18n, action.label)}</strong>
              <span>{t(i18n, action.description)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
