import {
  anchorLink,
  BRAND,
  Button,
  formatUsd,
  formatWhole,
  Logo,
  styled,
  t,
  useQuery,
  type WidgetProps,
} from '../_runtime';
import { bitcoinChange, changeTrend, formatChange } from './change';
import {
  ABOUT_LABEL,
  ACTIVE_USERS,
  ACTIVE_USERS_TEXT,
  BITCOIN_PRICE,
  BITCOIN_PRICE_TEXT,
  HEADLINE,
  PRICE_REFRESH_MS,
  SUBTITLE,
  TOTAL_VOLUME_TEXT,
} from './constants';

/** The hero takes only the common options (theme, api). */
export const heroConfig = {};

const Section = styled('section')`
  position: relative; overflow: hidden; padding: 72px 24px 64px; text-align: center;
  background: radial-gradient(1200px 480px at 50% -10%, color-mix(in srgb, var(--ob-accent) 22%, transparent), transparent 70%);
  & .top { display: flex; justify-content: center; align-items: center; gap: 16px; margin-bottom: 28px; flex-wrap: wrap; }
  & .about { color: var(--ob-muted); }
  & .about:hover { color: var(--ob-text); }
  & h1 { font-size: var(--ob-4xl); line-height: 1.1; letter-spacing: -0.02em; max-width: 880px; margin: 0 auto 18px; }
  & .lead { color: var(--ob-muted); font-size: var(--ob-l); max-width: 680px; margin: 0 auto 32px; }
  & .actions { display: flex; justify-content: center; gap: 12px; flex-wrap: wrap; margin-bottom: 48px; }
  & .actions a { text-decoration: none; min-height: 48px; padding: 12px 24px; }
  & dl { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; max-width: 1000px; margin: 0 auto; }
  /* Start-aligned, so a value that changes width (the live 24 h change) moves nothing. */
  & dl > div { padding: 20px; border-radius: var(--ob-radius); background: var(--ob-surface); border: 1px solid var(--ob-border); text-align: start; }
  & dt { color: var(--ob-muted); font-size: var(--ob-s); margin-bottom: 6px; }
  /* A figure never breaks inside itself: where a quarter of the row is too narrow for the price,
     it wraps only between the number and its currency code (the <wbr> below). */
  & dd { font-size: var(--ob-xl); font-weight: 700; }
  & dd[data-trend='up'] { color: var(--ob-green); }
  & dd[data-trend='down'] { color: var(--ob-red); }
  @container (max-width: 960px) {
    & dl { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
  @container (max-width: 720px) {
    padding: 48px 16px 40px;
    & h1 { font-size: var(--ob-3xl); }
    & .lead { font-size: var(--ob-m); }
  }
  @container (max-width: 440px) {
    & dl { grid-template-columns: minmax(0, 1fr); }
  }
`;

/** Hero: logo, About link, calls to action and the four stats, the 24 h change live from the API. */
export function Hero({ api, i18n }: WidgetProps<typeof heroConfig>) {
  const prices = useQuery<unknown>(api, ['/api/crypto/prices'], { refetchInterval: PRICE_REFRESH_MS });
  const change = bitcoinChange(prices.data);
  return (
    <Section aria-labelledby="ob-hero-title">
      <div className="top">
        <Logo size={40} />
        <a className="about" href={BRAND.siteUrl} target="_blank" rel="noopener noreferrer">
          {t(i18n, ABOUT_LABEL)} ↗
        </a>
      </div>
      <h1 id="ob-hero-title">{t(i18n, HEADLINE)}</h1>
      <p className="lead">{t(i18n, SUBTITLE)}</p>
      <div className="actions">
        <Button as="a" {...anchorLink('onboarding')}>
          {t(i18n, 'Start Onboarding')}
        </Button>
        <Button as="a" data-variant="outline" {...anchorLink('dashboard')}>
          {t(i18n, 'View Portfolio')}
        </Button>
      </div>
      <dl>
        <div>
          <dt>{t(i18n, 'Bitcoin Price')}</dt>
          {/* English shows the spec's fixed text; another language writes the price its own way. */}
          <dd>
            {i18n ? (
              formatUsd(BITCOIN_PRICE, i18n)
            ) : (
              <>
                {BITCOIN_PRICE_TEXT.slice(0, -3)}
                <wbr />
                {BITCOIN_PRICE_TEXT.slice(-3)}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t(i18n, '24h Change')}</dt>
          <dd data-testid="btc-change" data-trend={changeTrend(change)} aria-live="polite">
            {formatChange(change, i18n)}
          </dd>
        </div>
        <div>
          <dt>{t(i18n, 'Active Users')}</dt>
          <dd>{i18n ? `${formatWhole(ACTIVE_USERS, i18n)}+` : ACTIVE_USERS_TEXT}</dd>
        </div>
        <div>
          <dt>{t(i18n, 'Total Volume')}</dt>
          <dd>{t(i18n, TOTAL_VOLUME_TEXT)}</dd>
        </div>
      </dl>
    </Section>
  );
}
