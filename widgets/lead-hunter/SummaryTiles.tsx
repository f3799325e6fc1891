import { formatWhole, type I18n, styled, t } from '../_runtime';
import {
  CAMPAIGNS,
  LEADS_BY_PRIORITY,
  MENTIONS_TODAY,
  MESSAGES_SENT,
  PLATFORM_CONNECTIONS,
  TILE_LABELS,
  TILE_NOTES,
} from './constants';
import { activeCampaignCount, monitoredPlatformCount, qualifiedLeads, totalMentions } from './summary';

const Tiles = styled('dl')`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  & > div { padding: 20px; border-radius: var(--ob-radius); background: var(--ob-surface); border: 1px solid var(--ob-border); }
  & dt { color: var(--ob-muted); font-size: var(--ob-s); margin-bottom: 6px; }
  & dd { margin: 0; }
  & .value { font-size: var(--ob-2xl); font-weight: 700; line-height: 1.2; }
  & .note { color: var(--ob-muted); font-size: var(--ob-s); margin-top: 4px; }
  @container (max-width: 760px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (max-width: 400px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The four summary tiles; campaigns and platforms are counted from the sample data. */
export function SummaryTiles({ i18n }: { i18n?: I18n | undefined }) {
  const platforms = monitoredPlatformCount(PLATFORM_CONNECTIONS);
  const tiles = [
    { id: 'mentions', value: totalMentions(MENTIONS_TODAY), note: t(i18n, TILE_NOTES.mentions) },
    { id: 'leads', value: qualifiedLeads(LEADS_BY_PRIORITY), note: t(i18n, TILE_NOTES.leads) },
    { id: 'messages', value: MESSAGES_SENT, note: t(i18n, TILE_NOTES.messages) },
    {
      id: 'campaigns',
      value: activeCampaignCount(CAMPAIGNS),
      note: t(i18n, '{0} platforms monitored', formatWhole(platforms, i18n)),
    },
  ] as const;
  return (
    <Tiles>
      {tiles.map((tile) => (
        <div key={tile.id} data-tile={tile.id}>
          <dt>{t(i18n, TILE_LABELS[tile.id])}</dt>
          <dd className="value">{formatWhole(tile.value, i18n)}</dd>
          <dd className="note">{tile.note}</dd>
        </div>
      ))}
    </Tiles>
  );
}
