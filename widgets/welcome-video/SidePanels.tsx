import { Badge, Button, Card, cssVars, navigate, styled, t, type I18n } from '../_runtime';
import {
  CONCIERGE_ACTION,
  ONBOARDING_ACTION,
  QUICK_ACTIONS_TITLE,
  RELATED_VIDEOS,
  TRANSCRIPT_LABEL,
} from './constants';
import { levelColor } from './player';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  align-content: start;
  & h3 { font-size: var(--ob-l); }
  & .actions { display: grid; gap: 8px; }
  & .actions button { justify-content: flex-start; }
  & ul { list-style: none; display: grid; gap: 10px; }
  & li { display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 4px 12px; padding: 12px; border-radius: 10px; border: 1px solid var(--ob-border); }
  & h4 { font-weight: 600; }
  & li time { color: var(--ob-muted); font-size: var(--ob-s); }
  & li > :last-child { grid-row: 1 / span 2; grid-column: 2; }
`;

/** Quick Actions: two go to other sections through the page bus; Download Transcript has no action (docs/behaviour.md#welcome-video). */
export function QuickActions({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-video-actions">
      <h3 id="ob-video-actions">{t(i18n, QUICK_ACTIONS_TITLE)}</h3>
      <div className="actions">
        <Button type="button" onClick={() => navigate(ONBOARDING_ACTION.anchor)}>
          {t(i18n, ONBOARDING_ACTION.label)}
        </Button>
        <Button type="button" data-variant="outline" onClick={() => navigate(CONCIERGE_ACTION.anchor)}>
          {t(i18n, CONCIERGE_ACTION.label)}
        </Button>
        <Button type="button" data-variant="outline">
          {t(i18n, TRANSCRIPT_LABEL)}
        </Button>
      </div>
    </Panel>
  );
}

/** The three related videos with their durations and levels (docs/behaviour.md#welcome-video); they are not links. */
export function RelatedVideos({ i18n }: { i18n: I18n | undefined }) {
  return (
    <Panel as="section" aria-labelledby="ob-video-related">
      <h3 id="ob-video-related">{t(i18n, 'Related Videos')}</h3>
      <ul>
        {RELATED_VIDEOS.map((video) => (
          <li key={video.id}>
            <h4>{t(i18n, video.title)}</h4>
            <time dateTime={`PT${video.duration.replace(':', 'M')}S`}>{video.duration}</time>
            <Badge style={cssVars({ '--badge': levelColor(video.level) })} data-level={video.level}>
              {t(i18n, video.level)}
            </Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
