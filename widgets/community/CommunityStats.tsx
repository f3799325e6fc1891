import { Card, type I18n, styled, t } from '../_runtime';
import { COMMUNITY_STATS, STATS_TITLE } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 14px;
  align-content: start;
  & dl { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; margin: 0; }
  & dl > div { display: grid; gap: 2px; padding: 12px 14px; border-radius: 10px; background: var(--ob-surface-2); }
  & dt { color: var(--ob-muted); font-size: var(--ob-s); }
  & dd { margin: 0; font-size: var(--ob-xl); font-weight: 700; color: var(--ob-accent); }
`;

/** "Community Stats": fixed sample figures (each written as its language writes it, in its catalog). */
export function CommunityStats({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-community-stats-title">
      <h3 id="ob-community-stats-title" className="ob-subtitle">
        {t(i18n, STATS_TITLE)}
      </h3>
      <dl>
        {COMMUNITY_STATS.map(([label, value]) => (
          <div key={label}>
            <dt>{t(i18n, label)}</dt>
            <dd>{t(i18n, value)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
