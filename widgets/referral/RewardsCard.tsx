import { BRAND, Card, formatUsd, Progress, styled } from '../_runtime';
import { BONUSES, COMMISSION, REWARD_TIERS, SAMPLE_REFERRALS } from './constants';
import { nextTier } from './share';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  & .muted { color: var(--ob-muted); font-size: 13px; }
  & ol, & ul { list-style: none; display: grid; gap: 8px; }
  & li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 12px; border-radius: 10px; background: var(--ob-surface-2); }
  & li strong { color: var(--ob-green); }
  & li .muted { text-align: end; }
  & .commission { font-weight: 600; color: var(--ob-accent); }
`;

/** Progress to the next tier, the five reward tiers, the bonus opportunities and the commission (docs/behaviour.md#referral). */
export function RewardsCard() {
  const next = nextTier(SAMPLE_REFERRALS, REWARD_TIERS);
  return (
    <Panel>
      <h3 className="ob-subtitle">Your Rewards</h3>
      <p className="muted">
        {next ? `${SAMPLE_REFERRALS} of ${next.referrals} referrals to ${next.bonus} (${formatUsd(next.reward)})` : `${SAMPLE_REFERRALS} referrals: every tier reached`}
      </p>
      <Progress value={SAMPLE_REFERRALS} max={next?.referrals ?? SAMPLE_REFERRALS} label="Progress to the next reward tier" />
      <h4>Reward Tiers</h4>
      <ol aria-label="Reward tiers">
        {REWARD_TIERS.map((tier) => (
          <li key={tier.referrals}>
            <span>
              {tier.referrals} {tier.referrals === 1 ? 'referral' : 'referrals'} · {tier.bonus}
            </span>
            <strong>{formatUsd(tier.reward)}</strong>
          </li>
        ))}
      </ol>
      <h4>Bonus Opportunities</h4>
      <ul aria-label="Bonus opportunities">
        {BONUSES.map(([title, text]) => (
          <li key={title}>
            <span>{title}</span>
            <span className="muted">{text}</span>
          </li>
        ))}
      </ul>
      <p className="commission">
        Plus {COMMISSION} commission on every {BRAND.name} subscription your referrals pay for.
      </p>
    </Panel>
  );
}
