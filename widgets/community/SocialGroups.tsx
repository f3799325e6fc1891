import { Badge, Button, Card, cssVars, type I18n, styled, t } from '../_runtime';
import { GROUPS_TITLE, SOCIAL_GROUPS } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 14px;
  align-content: start;
  & ul { list-style: none; display: grid; gap: 12px; }
  & li {
    display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 4px 12px;
    padding: 12px 14px; border: 1px solid var(--ob-border); border-radius: 10px;
  }
  & .name { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; }
  & h4 { font-weight: 600; }
  & p { grid-column: 1; color: var(--ob-muted); font-size: var(--ob-s); }
  & li > button { grid-column: 2; grid-row: 1 / span 3; min-height: 36px; padding: 6px 14px; }
`;

/** "Social Groups": where the community meets outside the forum. */
export function SocialGroups({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-community-groups-title">
      <h3 id="ob-community-groups-title" className="ob-subtitle">
        {t(i18n, GROUPS_TITLE)}
      </h3>
      <ul>
        {SOCIAL_GROUPS.map(([name, platform, members, description]) => (
          <li key={name}>
            <div className="name">
              <h4>{name}</h4>
              <Badge style={cssVars({ '--badge': 'var(--ob-blue)' })}>{platform}</Badge>
            </div>
            <p>{t(i18n, members)}</p>
            <p>{t(i18n, description)}</p>
            {/* The spec gives the groups no link: a plain button with no action, like the footer's placeholders. */}
            <Button type="button" data-variant="outline" aria-label={t(i18n, 'Join {0} on {1}', name, platform)}>
              {t(i18n, 'Join')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
