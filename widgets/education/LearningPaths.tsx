import { Card, Progress, styled } from '../_runtime';
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
export function LearningPaths() {
  return (
    <section aria-labelledby="ob-paths-title">
      <h3 id="ob-paths-title" className="ob-subtitle">
        Learning Paths
      </h3>
      <List>
        {LEARNING_PATHS.map((path) => (
          <Card as="li" key={path.id}>
            <h4>{path.title}</h4>
            <p className="muted">
              {path.lessons} lessons · {path.duration}
            </p>
            <Progress value={path.progress} label={`${path.title} progress`} />
            <p className="status">
              <span>{lessonsDone(path.lessons, path.progress)}</span>
              <strong>{path.progress}%</strong>
            </p>
          </Card>
        ))}
      </List>
    </section>
  );
}
