import { Badge, Button, Card, cssVars, Input, styled } from '../_runtime';
import { CONNECTION_COLORS, SENTIMENT_COLORS } from './colors';
import {
  CONNECTION_STATUS_LABELS,
  KEYWORD_PLACEHOLDER,
  MENTIONS,
  MONITORING_LABELS,
  MONITORING_STATUS,
  PLATFORM_CONNECTIONS,
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
  & .user { font-weight: 600; overflow-wrap: anywhere; }
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

const SENTIMENT_LABELS: Readonly<Record<Mention['sentiment'], string>> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

function MentionItem({ mention }: { mention: Mention }) {
  return (
    <li data-mention={mention.id}>
      <p className="meta">
        <span className="platform">{mention.platform}</span>
        <span className="user">{mention.user}</span>
        <Badge data-sentiment={mention.sentiment} style={cssVars({ '--badge': SENTIMENT_COLORS[mention.sentiment] })}>
          Score {mention.score} · {SENTIMENT_LABELS[mention.sentiment]}
        </Badge>
      </p>
      <p className="content">{mention.content}</p>
      {/* Lead actions make no call and do nothing (docs/behaviour.md#lead-hunter). */}
      <div className="buttons">
        <Button type="button">Add Lead</Button>
        <Button type="button" data-variant="outline">
          Message
        </Button>
      </div>
    </li>
  );
}

/** The Live Monitoring tab: connections, the Global Monitoring toggle and the mentions feed. */
export function LiveMonitoring() {
  const monitoring = useMonitoring();
  return (
    <Layout>
      <div className="top">
        <Card as="section" className="panel" aria-labelledby="ob-leads-connections">
          <h3 id="ob-leads-connections" className="ob-subtitle">
            Platform Connections
          </h3>
          <ul className="connections">
            {PLATFORM_CONNECTIONS.map((connection) => (
              <li key={connection.id} data-platform={connection.id}>
                <span>{connection.name}</span>
                <Badge
                  data-status={connection.status}
                  style={cssVars({ '--badge': CONNECTION_COLORS[connection.status] })}
                >
                  {CONNECTION_STATUS_LABELS[connection.status]}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" className="panel" aria-labelledby="ob-leads-controls">
          <h3 id="ob-leads-controls" className="ob-subtitle">
            Monitoring Controls
          </h3>
          <div className="toggle-row" role="group" aria-labelledby="ob-leads-global">
            <div>
              <strong id="ob-leads-global">Global Monitoring</strong>
              <span className="muted" role="status">
                {monitoring.on ? MONITORING_STATUS.on : MONITORING_STATUS.off}
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
              {monitoring.on ? MONITORING_LABELS.on : MONITORING_LABELS.off}
            </Button>
          </div>
          <label className="field">
            Add Keywords
            <Input type="text" name="keywords" autoComplete="off" placeholder={KEYWORD_PLACEHOLDER} />
          </label>
          <div className="buttons">
            <Button type="button" data-variant="outline">
              WhatsApp Bot
            </Button>
            <Button type="button" data-variant="outline">
              Telegram Bot
            </Button>
          </div>
        </Card>
      </div>
      <Card as="section" className="panel" aria-labelledby="ob-leads-feed">
        <div className="head">
          <h3 id="ob-leads-feed" className="ob-subtitle">
            Live Mentions Feed
          </h3>
          <div className="buttons">
            <Button type="button" data-variant="outline">
              Filter
            </Button>
            <Button type="button" data-variant="outline">
              Export
            </Button>
          </div>
        </div>
        <ul className="mentions" aria-label="Mentions">
          {MENTIONS.map((mention) => (
            <MentionItem key={mention.id} mention={mention} />
          ))}
        </ul>
      </Card>
    </Layout>
  );
}
