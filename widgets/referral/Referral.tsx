import { BRAND, SectionHeader, styled, t, textField, urlField, type WidgetProps } from '../_runtime';
import { REF_CODE_PATTERN, SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { RewardsCard } from './RewardsCard';
import { referralLink } from './share';
import { ShareCard } from './ShareCard';

/** The widget's options: each affiliate's `data-ref-code`, and `data-site-url` (the official site by default). */
export const referralConfig = {
  refCode: textField(BRAND.referralCode, REF_CODE_PATTERN, 'a referral code of letters, digits, - or _'),
  siteUrl: urlField(BRAND.siteUrl),
};

const Section = styled('section')`
  padding: 48px 24px;
  & .ob-subtitle { font-size: var(--ob-l); }
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; align-items: start; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 3fr 2fr; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Share and Earn: the affiliate's referral link, sharing, and the rewards it earns (docs/behaviour.md#referral). */
export function Referral({ refCode, siteUrl, i18n }: WidgetProps<typeof referralConfig>) {
  return (
    <Section aria-labelledby="ob-referral-title">
      <SectionHeader id="ob-referral-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <ShareCard link={referralLink(siteUrl, refCode)} i18n={i18n} />
        <RewardsCard i18n={i18n} />
      </div>
    </Section>
  );
}
