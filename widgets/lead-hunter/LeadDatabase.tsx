import { Badge, Button, Card, cssVars, formatWhole, type I18n, styled, t } from '../_runtime';
import { PRIORITY_COLORS } from './colors';
import { KEYWORDS, LEADS_BY_PRIORITY, PRIORITY_HEADINGS, PRIORITY_LABELS, type LeadPriority } from './constants';
import { formatTrend } from './summary';

const Layout = styled('div')`
  display: grid;
  gap: 20px;
  & .counts { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
  & .counts > div { padding: 16px; border-radius: var(--ob-radius); border: 1px solid var(--ob-border); border-inline-start: 4px solid var(--priority); background: var(--ob-surface); }
  & .counts dt { color: var(--ob-muted); font-size: var(--ob-s); }
  & .counts dd { margin: 0; font-size: var(--ob-xl); font-weight: 700; }
  & .panel { display: grid; gap: 12px; }
  & .scroll { overflow-x: auto; }
  & table { width: 100%; border-collapse: collapse; }
  & th { text-align: start; color: var(--ob-muted); font-size: var(--ob-xs); font-weight: 600; padding: 8px; border-bottom: 1px solid var(--ob-border); }
  & td { padding: 10px 8px; border-bottom: 1px solid var(--ob-border); }
  & tr:last-child td { border-bottom: 0; }
  & .num { text-align: end; font-variant-numeric: tabular-nums; }
  & [data-trend='up'] { color: var(--ob-green); }
  & [data-trend='down'] { color: var(--ob-red); }
  @container (max-width: 480px) {
    & .counts { grid-template-columns: minmax(0, 1fr); }
  }
`;

const PRIORITIES: readonly LeadPriority[] = ['high', 'medium', 'low'];

const trendDirection = (trend: number) => (trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat');

/** The Lead Database tab: leads by priority and how each tracked keyword performs. */
export function LeadDatabase({ i18n }: { i18n?: I18n | undefined }) {
  return (
    <Layout>
      <div className="head">
        <p className="muted">{t(i18n, 'Every qualified lead, sorted by priority.')}</p>
        {/* The spec gives these buttons no action (docs/behaviour.md#lead-hunter). */}
        <div className="buttons">
          <Button type="button" data-variant="outline">
            {t(i18n, 'Export All')}
          </Button>
          <Button type="button">{t(i18n, 'Add Manual Lead')}</Button>
        </div>
      </div>
      <dl className="counts">
        {PRIORITIES.map((priority) => (
          <div key={priority} data-priority={priority} style={cssVars({ '--priority': PRIORITY_COLORS[priority] })}>
            <dt>{t(i18n, PRIORITY_HEADINGS[priority])}</dt>
            <dd>{formatWhole(LEADS_BY_PRIORITY[priority], i18n)}</dd>
          </div>
        ))}
      </dl>
      <Card as="section" className="panel" aria-labelledby="ob-leads-keywords">
        <h3 id="ob-leads-keywords" className="ob-subtitle">
          {t(i18n, 'Keyword Performance')}
        </h3>
        <div className="scroll">
          <table aria-labelledby="ob-leads-keywords">
            <thead>
              <tr>
                <th scope="col">{t(i18n, 'Keyword')}</th>
                <th scope="col">{t(i18n, 'Priority')}</th>
                <th scope="col" className="num">
                  {t(i18n, 'Mentions')}
                </th>
                <th scope="col" className="num">
                  {t(i18n, 'Trend')}
                </th>
              </tr>
            </thead>
            <tbody>
              {KEYWORDS.map((keyword) => (
                <tr key={keyword.keyword}>
                  <td>{t(i18n, keyword.keyword)}</td>
                  <td>
                    <Badge style={cssVars({ '--badge': PRIORITY_COLORS[keyword.priority] })}>
                      {t(i18n, PRIORITY_LABELS[keyword.priority])}
                    </Badge>
                  </td>
                  <td className="num">{formatWhole(keyword.mentions, i18n)}</td>
                  <td className="num" data-trend={trendDirection(keyword.trend)}>
                    {formatTrend(keyword.trend, i18n)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </Layout>
  );
}
