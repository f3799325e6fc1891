import { useState } from 'react';
import { Button, Card, formatPercent, styled, t, type I18n } from '../_runtime';
import { STATS, TOPICS, TOPICS_TITLE, VIDEO } from './constants';
import { muteLabel, playLabel } from './player';

const Frame = styled(Card)`
  display: grid;
  gap: 16px;
  align-content: start;
  & .poster {
    position: relative; display: grid; place-items: center; aspect-ratio: 16 / 9; border-radius: 10px; overflow: hidden;
    background:
      radial-gradient(circle at 30% 30%, color-mix(in srgb, var(--ob-accent) 45%, transparent), transparent 60%),
      radial-gradient(circle at 80% 70%, color-mix(in srgb, var(--ob-purple) 40%, transparent), transparent 55%),
      var(--ob-surface-2);
  }
  & .poster svg { width: 72px; height: 72px; color: var(--ob-text); opacity: 0.9; }
  & .poster .state {
    position: absolute; inset-inline-start: 12px; bottom: 12px; padding: 2px 10px; border-radius: 999px; font-size: var(--ob-xs);
    background: var(--ob-background); color: var(--ob-text);
  }
  & .poster time { position: absolute; inset-inline-end: 12px; bottom: 12px; padding: 2px 8px; border-radius: 6px; font-size: var(--ob-xs); background: var(--ob-background); }
  & .controls { display: flex; flex-wrap: wrap; gap: 8px; }
  & .controls button { min-width: 96px; }
  & h3 { font-size: var(--ob-xl); }
  & .duration { color: var(--ob-muted); }
  & h4 { margin-bottom: 8px; }
  & ol { display: grid; gap: 6px; padding-inline-start: 22px; }
  & dl { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; padding-top: 16px; border-top: 1px solid var(--ob-border); }
  & dt { color: var(--ob-muted); font-size: var(--ob-xs); }
  & dd { margin: 0; font-size: var(--ob-l); font-weight: 700; }
`;

const PlayGlyph = ({ playing }: { playing: boolean }) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
  </svg>
);

/** The mock player (no real video, docs/behaviour.md#welcome-video): a poster, play/pause and mute kept in local state, title, topics, stats. */
export function Player({ i18n }: { i18n: I18n | undefined }) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  return (
    <Frame as="article" aria-labelledby="ob-video-title">
      <div className="poster" data-testid="video-poster" data-playing={playing}>
        <PlayGlyph playing={playing} />
        <span className="state">
          {t(i18n, playing ? 'Playing' : 'Paused')}
          {muted ? ` · ${t(i18n, 'Muted')}` : ''}
        </span>
        <time dateTime={VIDEO.durationIso}>{VIDEO.duration}</time>
      </div>
      {/* The label says what a press does next; no aria-pressed on top, which would read
          "Pause, pressed" while the video plays. */}
      <div className="controls" role="group" aria-label={t(i18n, 'Video controls')}>
        <Button type="button" onClick={() => setPlaying(!playing)}>
          {t(i18n, playLabel(playing))}
        </Button>
        <Button type="button" data-variant="outline" onClick={() => setMuted(!muted)}>
          {t(i18n, muteLabel(muted))}
        </Button>
      </div>
      <div>
        <h3 id="ob-video-title">{t(i18n, VIDEO.title)}</h3>
        <p className="duration">
          {t(i18n, 'Duration:')} <time dateTime={VIDEO.durationIso}>{VIDEO.duration}</time>
        </p>
      </div>
      <section aria-labelledby="ob-video-topics">
        <h4 id="ob-video-topics">{t(i18n, TOPICS_TITLE)}</h4>
        <ol>
          {TOPICS.map((topic) => (
            <li key={topic}>{t(i18n, topic)}</li>
          ))}
        </ol>
      </section>
      <dl>
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dt>{t(i18n, stat.label)}</dt>
            <dd>{'percent' in stat ? formatPercent(stat.percent, 0, i18n) : t(i18n, stat.value)}</dd>
          </div>
        ))}
      </dl>
    </Frame>
  );
}
