import { Badge, Button, Card, cssVars, formatWhole, styled, t, type I18n } from '../_runtime';
import { FEATURED_TUTORIAL } from './constants';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  justify-items: start;
  border-color: color-mix(in srgb, var(--ob-accent) 45%, var(--ob-border));
  background: linear-gradient(135deg, color-mix(in srgb, var(--ob-accent) 14%, var(--ob-surface)), var(--ob-surface) 60%);
  /* The glow starts in the corner where reading starts. */
  &:dir(rtl) {
    background: linear-gradient(225deg, color-mix(in srgb, var(--ob-accent) 14%, var(--ob-surface)), var(--ob-surface) 60%);
  }
  & h3 { font-size: var(--ob-xl); line-height: 1.3; }
  & p { color: var(--ob-muted); max-width: 640px; }
  & .meta { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; }
`;

/** The featured tutorial card. */
export function FeaturedTutorial({ i18n }: { i18n: I18n | undefined }) {
  const { title, description, level, duration, lessons } = FEATURED_TUTORIAL;
  return (
    <Panel as="article" aria-labelledby="ob-featured-title">
      <Badge style={cssVars({ '--badge': 'var(--ob-accent)' })}>{t(i18n, 'Featured Tutorial')}</Badge>
      <h3 id="ob-featured-title">{t(i18n, title)}</h3>
      <p>{t(i18n, description)}</p>
      <ul className="meta" aria-label={t(i18n, 'About this tutorial')}>
        <li>
          <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>{t(i18n, level)}</Badge>
        </li>
        <li>
          <Badge>{t(i18n, duration)}</Badge>
        </li>
        <li>
          <Badge>{t(i18n, '{0} lessons', formatWhole(lessons, i18n))}</Badge>
        </li>
      </ul>
      {/* The spec gives the tutorial no action: a plain button. */}
      <Button type="button">{t(i18n, 'Start Tutorial')}</Button>
    </Panel>
  );
}
