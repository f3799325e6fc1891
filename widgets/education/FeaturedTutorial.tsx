import { Badge, Button, Card, cssVars, styled } from '../_runtime';
import { FEATURED_TUTORIAL } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  justify-items: start;
  border-color: color-mix(in srgb, var(--ob-accent) 45%, var(--ob-border));
  background: linear-gradient(135deg, color-mix(in srgb, var(--ob-accent) 14%, var(--ob-surface)), var(--ob-surface) 60%);
  & h3 { font-size: var(--ob-xl); line-height: 1.3; }
  & p { color: var(--ob-muted); max-width: 640px; }
  & .meta { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; }
`;

/** The featured tutorial card. */
export function FeaturedTutorial() {
  const { title, description, level, duration, lessons } = FEATURED_TUTORIAL;
  return (
    <Panel as="article" aria-labelledby="ob-featured-title">
      <Badge style={cssVars({ '--badge': 'var(--ob-accent)' })}>Featured Tutorial</Badge>
      <h3 id="ob-featured-title">{title}</h3>
      <p>{description}</p>
      <ul className="meta" aria-label="About this tutorial">
        <li>
          <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>{level}</Badge>
        </li>
        <li>
          <Badge>{duration}</Badge>
        </li>
        <li>
          <Badge>{lessons} lessons</Badge>
        </li>
      </ul>
      {/* The spec gives the tutorial no action: a plain button. */}
      <Button type="button">Start Tutorial</Button>
    </Panel>
  );
}
