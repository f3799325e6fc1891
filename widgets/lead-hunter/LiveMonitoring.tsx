import { Badge, Button, Card, cssVars, formatWhole, type I18n, Input, styled, t } from '../_runtime';
import { CONNECTION_COLORS, SENTIMENT_COLORS } from './colors';
import {
  CONNECTION_STATUS_LABELS,
  KEYWORD_PLACEHOLDER,
  MENTIONS,
  MONITORING_LABELS,
  MONITORING_STATUS,
  PLATFORM_CONNECTIONS,
  SENTIMENT_LABELS,
  type Mention,
} from './constants';
import { useMonitoring } from './use-monitoring';

const Layout = styled('div')`
  display: grid;
  gap: 20px;
  & .top { display: grid; gap: 20px; }
  & .panel { display: grid; gap: 16px; align-content: start; }
  & .connections { list-style: none; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  & .connections li {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 6px 8px;
    padding: 10px 12px; border-radius: 10px; border: 1px solid var(--ob-border);
  }
  & .connections span { font-weight: 600; font-size: var(--ob-m); }
  & .toggle-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 12px 14px; border-radius: 10px; border: 1px solid var(--ob-border); }
  & .toggle-row strong, & .toggle-row .muted { display: block; }
  & .toggle-row button { min-width: 88px; }
  & .field { display: grid; gap: 6px; font-size: var(--ob-s); color: var(--ob-muted); }
  & .mentions { list-style: none; display: grid; gap: 12px; }
  & .mentions li { display: grid; gap: 8px; padding: 14px; border-radius: 10px; border: 1px solid var(--ob-border); }
  & .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; font-size: var(--ob-s); }
  & .platform { color: var(--ob-muted); }
  /* A handle keeps its own direction ("@name", not "name@", in right-to-left text). */
  & .user { font-weight: 600; overflow-wrap: anywhere; unicode-bidi: plaintext; }
  & .meta [data-sentiment] { margin-inline-start: auto; }
  & .content { overflow-wrap: anywhere; }
  @container (min-width: 900px) {
    & .top { grid-template-columns: 3fr 2fr; }
    & .connections { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  }
  @container (max-width: 400px) {
    & .connections { grid-template-columns: minmax(0, 1fr); }
  }
`;

function MentionItem({ mention, i18n }: { mention: Mention; i18n: I18n | undefined }) {
  return (
    <li data-mention={mention.id}>
      <p className="meta">
        <span className="platform">{mention.platform}</span>
        <span className="user">{mention.user}</span>
        <Badge data-sentiment={mention.sentiment} style={cssVars({ '--badge': SENTIMENT_COLORS[mention.sentiment] })}>
          {t(i18n, 'Score {0} · {1}', formatWhole(mention.score, i18n), t(i18n, SENTIMENT_LABELS[mention.sentiment]))}
        </Badge>
      </p>
      <p className="content">{t(i18n, mention.content)}</p>
      {/* Lead actions make no call and do nothing (docs/behaviour.md#lead-hunter). */}
      <div className="buttons">
        <Button type="button">{t(i18n, 'Add Lead')}</Button>
        <Button type="button" data-variant="outline">
          {t(i18n, 'Message')}
        </Button>
      </div>
    </li>
  );
}

/** The Live Monitoring tab: connections, the Global Monitoring toggle and the mentions feed. */
export function LiveMonitoring({ i18n }: { i18n: I18n | undefined }) {
  const monitoring = useMonitoring();
  return (
    <Layout>
      <div className="top">
        <Card as="section" className="panel" aria-labelledby="ob-leads-connections">
          <h3 id="ob-leads-connections" className="ob-subtitle">
            {t(i18n, 'Platform Connections')}
          </h3>
          <ul className="connections">
            {PLATFORM_CONNECTIONS.map((connection) => (
              <li key={connection.id} data-platform={connection.id}>
                <span>{connection.name}</span>
                <Badge
                  data-status={connection.status}
                  style={cssVars({ '--badge': CONNECTION_COLORS[connection.status] })}
                >
                  {t(i18n, CONNECTION_STATUS_LABELS[connection.status])}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" className="panel" aria-labelledby="ob-leads-controls">
          <h3 id="ob-leads-controls" className="ob-subtitle">
            {t(i18n, 'Monitoring Controls')}
          </h3>
          <div className="toggle-row" role="group" aria-labelledby="ob-leads-global">
            <div>
              <strong id="ob-leads-global">{t(i18n, 'Global Monitoring')}</strong>
              <span className="muted" role="status">
                {t(i18n, monitoring.on ? MONITORING_STATUS.on : MONITORING_STATUS.off)}
              </span>
            </div>
            {/* A toggle button: its text names the next action (docs/behaviour.md#lead-hunter: Start when off, Stop when
                on), aria-pressed tells whether monitoring runs. */}
            <Button
              type="button"
              aria-pressed={monitoring.on}
              data-variant={monitoring.on ? 'outline' : undefined}
              onClick={monitoring.toggle}
            >
              {t(i18n, monitoring.on ? MONITORING_LABELS.on : MONITORING_LABELS.off)}
            </Button>
          </div>
          <label className="field">
            {t(i18n, 'Add Keywords')}
            <Input type="text" name="keywords" autoComplete="off" placeholder={t(i18n, KEYWORD_PLACEHOLDER)} />
          </label>
          <div className="buttons">
            <Button type="button" data-variant="outline">
              {t(i18n, 'WhatsApp Bot')}
            </Button>
            <Button type="button" data-variant="outline">
              {t(i18n, 'Telegram Bot')}
            </Button>
          </div>
        </Card>
      </div>
      <Card as="section" className="panel" aria-labelledby="ob-leads-feed">
        <div className="head">
          <h3 id="ob-leads-feed" className="ob-subtitle">
            {t(i18n, 'Live Mentions Feed')}
          </h3>
          <div className="buttons">
            <Button type="button" data-variant="outline">
              {t(i18n, 'Filter')}
            </Button>
            <Button type="button" data-variant="outline">
              {t(i18n, 'Export')}
            </Button>
          </div>
        </div>
        <ul className="mentions" aria-label={t(i18n, 'Mentions')}>
          {MENTIONS.map((mention) => (
            <MentionItem key={mention.id} mention={mention} i18n={i18n} />
          ))}
        </ul>
      </Card>
    </Layout>
  );
}
