import { Card, type I18n, styled, t } from '../_runtime';
import { COMPANY_UPDATES, UPDATES_TITLE } from './constants';
import { formatUpdateDate } from './update-date';

const Panel = styled(Card)`
  display: grid;
  gap: 14px;
  align-content: start;
  & ul { list-style: none; display: grid; gap: 12px; }
  & li {
    display: grid; gap: 4px; padding: 12px 14px; border-radius: 10px; background: var(--ob-surface-2);
    border-inline-start: 3px solid var(--ob-accent);
  }
  & h4 { font-weight: 600; }
  & time { color: var(--ob-muted); font-size: var(--ob-xs); }
  & p { color: var(--ob-muted); }
`;

/** "Company Updates": the hard-coded list of news from the team (docs/behaviour.md#news). */
export function CompanyUpdates({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-news-updates-title">
      <h3 id="ob-news-updates-title" className="ob-subtitle">
        {t(i18n, UPDATES_TITLE)}
      </h3>
      <ul>
        {COMPANY_UPDATES.map((update) => (
          <li key={update.id}>
            <h4>{t(i18n, update.title)}</h4>
            <time dateTime={update.date}>{formatUpdateDate(update.date, i18n)}</time>
            <p>{t(i18n, update.content)}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
