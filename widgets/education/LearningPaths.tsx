import { Card, formatPercent, formatWhole, Progress, styled, t, type I18n } from '../_runtime';
import { LEARNING_PATHS } from './constants';
import { lessonsDone } from './lessons';

const List = styled('ul')`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  & li { display: grid; gap: 10px; align-content: start; }
  & h4 { font-weight: 600; }
  & .muted { color: var(--ob-muted); font-size: var(--ob-s); }
  & .status { display: flex; justify-content: space-between; gap: 8px; font-size: var(--ob-s); }
  @container (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The three learning paths with their lessons, duration and progress. */
export function LearningPaths({ i18n }: { i18n: I18n | undefined }) {
  return (
    <section aria-labelledby="ob-paths-title">
      <h3 id="ob-paths-title" className="ob-subtitle">
        {t(i18n, 'Learning Paths')}
      </h3>
      <List>
        {LEARNING_PATHS.map((path) => (
          <Card as="li" key={path.id}>
            <h4>{t(i18n, path.title)}</h4>
            <p className="muted">
              {t(i18n, '{0} lessons', formatWhole(path.lessons, i18n))} · {t(i18n, path.duration)}
            </p>
            <Progress value={path.progress} label={t(i18n, '{0} progress', t(i18n, path.title))} />
            <p className="status">
              <span>{lessonsDone(path.lessons, path.progress, i18n)}</span>
              <strong>{formatPercent(path.progress, 0, i18n)}</strong>
            </p>
          </Card>
        ))}
      </List>
    </section>
  );
}
