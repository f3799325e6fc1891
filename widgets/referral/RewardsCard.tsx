import { BRAND, Card, formatUsd, Progress, styled, t, type I18n } from '../_runtime';
import { BONUSES, COMMISSION, REWARD_TIERS, SAMPLE_REFERRALS } from './constants';
import { nextTier } from './share';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  & .muted { color: var(--ob-muted); font-size: var(--ob-s); }
  & ol, & ul { list-style: none; display: grid; gap: 8px; }
  & li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 12px; border-radius: 10px; background: var(--ob-surface-2); }
  & li strong { color: var(--ob-green); }
  & li .muted { text-align: end; }
  & .commission { font-weight: 600; color: var(--ob-accent); }
`;

/** Progress to the next tier, the five reward tiers, the bonus opportunities and the commission (docs/behaviour.md#referral). */
export function RewardsCard({ i18n }: { i18n: I18n | undefined }) {
  const next = nextTier(SAMPLE_REFERRALS, REWARD_TIERS);
  return (
    <Panel>
      <h3 className="ob-subtitle">{t(i18n, 'Your Rewards')}</h3>
      <p className="muted">
        {next
          ? t(
              i18n,
              '{0} of {1} referrals to {2} ({3})',
              SAMPLE_REFERRALS,
              next.referrals,
              t(i18n, next.bonus),
              formatUsd(next.reward, i18n),
            )
          : t(i18n, '{0} referrals: every tier reached', SAMPLE_REFERRALS)}
      </p>
      <Progress
        value={SAMPLE_REFERRALS}
        max={next?.referrals ?? SAMPLE_REFERRALS}
        label={t(i18n, 'Progress to the next reward tier')}
      />
      <h4>{t(i18n, 'Reward Tiers')}</h4>
      <ol aria-label={t(i18n, 'Reward tiers')}>
        {REWARD_TIERS.map((tier) => (
          <li key={tier.referrals}>
            <span>
              {t(i18n, tier.referrals === 1 ? '{0} referral' : '{0} referrals', tier.referrals)} · {t(i18n, tier.bonus)}
            </span>
            <strong>{formatUsd(tier.reward, i18n)}</strong>
          </li>
        ))}
      </ol>
      <h4>{t(i18n, 'Bonus Opportunities')}</h4>
      <ul aria-label={t(i18n, 'Bonus opportunities')}>
        {BONUSES.map(([title, text]) => (
          <li key={title}>
            <span>{t(i18n, title)}</span>
            <span className="muted">{t(i18n, text)}</span>
          </li>
        ))}
      </ul>
      <p className="commission">
        {t(i18n, 'Plus {0} commission on every {1} subscription your referrals pay for.', COMMISSION, BRAND.name)}
      </p>
    </Panel>
  );
}
