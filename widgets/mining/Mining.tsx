import { Badge, Button, cssVars, SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import {
  BADGES,
  FEATURES,
  ILLUSTRATION_LABEL,
  LEARN_MORE_LABEL,
  LEARN_MORE_URL,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  START_LABEL,
} from './constants';
import { MiningIllustration } from './MiningIllustration';

/** The mining section takes only the common options (theme, api). */
export const miningConfig = {};

const BADGE_COLORS = ['var(--ob-green)', 'var(--ob-blue)', 'var(--ob-accent)'];

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 32px; align-items: center; max-width: 1200px; margin: 0 auto; }
  & .illustration { display: block; width: 100%; max-width: 480px; height: auto; margin: 0 auto; }
  & .badges { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin-bottom: 20px; }
  & .features { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; list-style: none; margin-bottom: 24px; }
  & .features li { padding: 16px; border-radius: var(--ob-radius); background: var(--ob-surface); border: 1px solid var(--ob-border); }
  & .features h3 { font-size: var(--ob-m); margin-bottom: 4px; }
  & .features p { font-size: var(--ob-s); color: var(--ob-muted); }
  & .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; }
  & .actions a { color: var(--ob-text); font-weight: 600; }
  & .actions a:hover { color: var(--ob-accent); }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 1fr 1fr; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
    & .features { grid-template-columns: minmax(0, 1fr); }
  }
`;

/** Mining accelerator: the illustration, badges, four feature cards, Start Mining and a learn-more link (docs/behaviour.md#mining). */
export function Mining({ i18n }: WidgetProps<typeof miningConfig>) {
  return (
    <Section aria-labelledby="ob-mining-title">
      <SectionHeader id="ob-mining-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <MiningIllustration label={t(i18n, ILLUSTRATION_LABEL)} />
        <div>
          <ul className="badges" aria-label={t(i18n, 'Highlights')}>
            {BADGES.map((badge, i) => (
              <li key={badge}>
                <Badge style={cssVars({ '--badge': BADGE_COLORS[i] })}>{t(i18n, badge)}</Badge>
              </li>
            ))}
          </ul>
          <ul className="features">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <h3>{t(i18n, feature.title)}</h3>
                <p>{t(i18n, feature.text)}</p>
              </li>
            ))}
          </ul>
          <div className="actions">
            {/* The spec gives Start Mining no action (docs/behaviour.md#mining). */}
            <Button type="button">{t(i18n, START_LABEL)}</Button>
            <a href={LEARN_MORE_URL} target="_blank" rel="noopener noreferrer">
              {t(i18n, LEARN_MORE_LABEL)}
              <span aria-hidden="true"> ↗</span>
              <span className="ob-sr-only"> {t(i18n, '(opens in a new tab)')}</span>
            </a>
          </div>
        </div>
      </div>
    </Section>
  );
}
