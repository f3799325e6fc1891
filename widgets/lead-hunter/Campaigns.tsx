import { Badge, Button, Card, cssVars, formatPercent, formatWhole, type I18n, Progress, styled, t } from '../_runtime';
import { CAMPAIGN_STATUS_COLORS } from './colors';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGNS, type CampaignCard } from './constants';

const List = styled('ul')`
  list-style: none;
  display: grid;
  gap: 16px;
  & > li { display: grid; gap: 14px; }
  & .chips { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; }
  & .chips li { padding: 2px 10px; border-radius: 999px; font-size: var(--ob-xs); line-height: 20px; background: var(--ob-surface-2); }
  & dl { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 12px; }
  & dt { color: var(--ob-muted); font-size: var(--ob-xs); }
  & dd { margin: 0; font-weight: 600; }
  @container (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (max-width: 480px) {
    & dl { grid-template-columns: 1fr 1fr; }
    & dl > div:first-child { grid-column: 1 / -1; }
  }
`;

function CampaignItem({ campaign, i18n }: { campaign: CampaignCard; i18n: I18n | undefined }) {
  const name = t(i18n, campaign.name);
  return (
    <Card as="li" data-campaign={campaign.id}>
      <div className="head">
        <h3 className="ob-subtitle">{name}</h3>
        <Badge data-status={campaign.status} style={cssVars({ '--badge': CAMPAIGN_STATUS_COLORS[campaign.status] })}>
          {t(i18n, CAMPAIGN_STATUS_LABELS[campaign.status])}
        </Badge>
      </div>
      <ul className="chips" aria-label={t(i18n, 'Keywords')}>
        {campaign.keywords.map((keyword) => (
          <li key={keyword}>{t(i18n, keyword)}</li>
        ))}
      </ul>
      <dl>
        <div>
          <dt>{t(i18n, 'Platforms')}</dt>
          <dd>{campaign.platforms.join(', ')}</dd>
        </div>
        <div>
          <dt>{t(i18n, 'Leads Found')}</dt>
          <dd>{formatWhole(campaign.leads, i18n)}</dd>
        </div>
        <div>
          <dt>{t(i18n, 'Success Rate')}</dt>
          <dd>{formatPercent(campaign.successRate, 0, i18n)}</dd>
        </div>
      </dl>
      <Progress value={campaign.successRate} label={t(i18n, '{0} success rate', name)} />
      {/* The spec gives these buttons no action (docs/behaviour.md#lead-hunter). */}
      <div className="buttons">
        <Button type="button" data-variant="outline">
          {t(i18n, 'View Details')}
        </Button>
        <Button type="button" data-variant="outline">
          {t(i18n, 'Configure')}
        </Button>
      </div>
    </Card>
  );
}

/** The Campaigns tab: each campaign's keywords, status, platforms, leads and success rate. */
export function Campaigns({ i18n }: { i18n?: I18n | undefined }) {
  return (
    <>
      <div className="head">
        <p className="muted">
          {t(i18n, 'Campaigns search the platforms for their keywords and collect the people who match.')}
        </p>
        <Button type="button">{t(i18n, 'Create Campaign')}</Button>
      </div>
      <List>
        {CAMPAIGNS.map((campaign) => (
          <CampaignItem key={campaign.id} campaign={campaign} i18n={i18n} />
        ))}
      </List>
    </>
  );
}
