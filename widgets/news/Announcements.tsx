import { Card, cssVars, type I18n, Icon, styled, t } from '../_runtime';
import { ANNOUNCEMENTS, ANNOUNCEMENTS_TITLE, type Announcement } from './constants';

/** Each notice's icon, its strokes as one path. */
const ICONS: Record<Announcement['type'], string> = {
  warning: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  success: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20M8 12l3 3 5-6',
  info: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20M12 11v6M12 7h.01',
};

const Panel = styled(Card)`
  display: grid;
  gap: 14px;
  align-content: start;
  & ul { list-style: none; display: grid; gap: 12px; }
  & li {
    display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; padding: 12px 14px; border-radius: 10px;
    color: var(--tone);
    background: color-mix(in srgb, var(--tone) 10%, transparent);
    border: 1px solid color-mix(in srgb, var(--tone) 40%, transparent);
    border-inline-start: 3px solid var(--tone);
  }
  & svg { grid-row: span 2; margin-top: 1px; }
  & h4 { font-weight: 600; }
  & p { color: var(--ob-text); }
`;

/** "Announcements": the hard-coded notices, each coloured by its type (docs/behaviour.md#news). */
export function Announcements({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-news-announcements-title">
      <h3 id="ob-news-announcements-title" className="ob-subtitle">
        {t(i18n, ANNOUNCEMENTS_TITLE)}
      </h3>
      <ul>
        {ANNOUNCEMENTS.map((notice) => (
          <li key={notice.id} data-type={notice.type} style={cssVars({ '--tone': `var(--ob-${notice.color})` })}>
            <Icon d={ICONS[notice.type]} size={20} />
            <h4>{t(i18n, notice.title)}</h4>
            <p>{t(i18n, notice.content)}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
