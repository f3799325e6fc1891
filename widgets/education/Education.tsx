import { SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import { Categories } from './Categories';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { FeaturedTutorial } from './FeaturedTutorial';
import { LearningPaths } from './LearningPaths';

/** The hub takes only the common options (theme, api). */
export const educationConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .ob-subtitle { font-size: var(--ob-l); margin-bottom: 12px; }
  & .layout { display: grid; gap: 32px; max-width: 1200px; margin: 0 auto; }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Educational Hub: the featured tutorial, three learning paths and four categories (docs/behaviour.md#education). */
export function Education({ i18n }: WidgetProps<typeof educationConfig>) {
  return (
    <Section aria-labelledby="ob-education-title">
      <SectionHeader id="ob-education-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <FeaturedTutorial i18n={i18n} />
        <LearningPaths i18n={i18n} />
        <Categories i18n={i18n} />
      </div>
    </Section>
  );
}
