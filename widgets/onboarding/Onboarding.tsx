import { SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import { SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { OnboardingChat } from './OnboardingChat';
import { Walkthrough } from './Walkthrough';

/** The onboarding section takes only the common options (theme, api). */
export const onboardingConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 3fr 2fr; align-items: start; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Onboarding walkthrough (#onboarding): seven steps beside the onboarding-area chat (docs/behaviour.md#onboarding). */
export function Onboarding({ i18n }: WidgetProps<typeof onboardingConfig>) {
  return (
    <Section aria-labelledby="ob-onboarding-title">
      <SectionHeader id="ob-onboarding-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <Walkthrough i18n={i18n} />
        <OnboardingChat i18n={i18n} />
      </div>
    </Section>
  );
}
