import { numberField, oneOfField, SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import { ActiveStakes } from './ActiveStakes';
import { CALCULATOR_DEFAULTS, SECTION_SUBTITLE, SECTION_TITLE } from './constants';
import { FarmOpportunities } from './FarmOpportunities';
import { StakingCalculator } from './StakingCalculator';

/** The widget's options: `data-view`, and the calculator's `data-amount`, `data-apy`, `data-days`. */
export const yieldFarmingConfig = {
  view: oneOfField(['full', 'calculator'], 'full'),
  amount: numberField(CALCULATOR_DEFAULTS.amount),
  apy: numberField(CALCULATOR_DEFAULTS.apy),
  days: numberField(CALCULATOR_DEFAULTS.days),
};

const Section = styled('section')`
  padding: 48px 24px;
  & .ob-subtitle { font-size: var(--ob-l); margin-bottom: 12px; }
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .side { display: grid; gap: 24px; align-content: start; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 3fr 2fr; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
  &[data-view='calculator'] { padding: 0; }
  &[data-view='calculator'] .ob-subtitle { font-size: var(--ob-m); }
`;

/** Yield farming and staking: pools, the staking calculator and the active stakes (docs/behaviour.md#yield-farming). */
export function YieldFarming({ view, amount, apy, days, i18n }: WidgetProps<typeof yieldFarmingConfig>) {
  // A new default from data-* or update() starts the calculator afresh.
  const key = `${amount}/${apy}/${days}`;
  if (view === 'calculator') {
    // The calculator alone is part of the host's content, not a landmark of its own: a page may
    // hold several, and its own heading (h2) names it.
    return (
      <Section as="div" data-view="calculator">
        <StakingCalculator key={key} amount={amount} apy={apy} days={days} heading="h2" i18n={i18n} />
      </Section>
    );
  }
  const calculator = <StakingCalculator key={key} amount={amount} apy={apy} days={days} i18n={i18n} />;
  return (
    <Section aria-labelledby="ob-yield-title">
      <SectionHeader id="ob-yield-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <FarmOpportunities i18n={i18n} />
        <div className="side">
          {calculator}
          <ActiveStakes i18n={i18n} />
        </div>
      </div>
    </Section>
  );
}
