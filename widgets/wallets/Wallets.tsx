import { Button, Card, SectionHeader, styled, t, type WidgetProps } from '../_runtime';
import {
  MOBILE_BUTTONS,
  MOBILE_TEXT,
  MOBILE_TITLE,
  SECTION_SUBTITLE,
  SECTION_TITLE,
  SETUP_STEPS,
  SETUP_TITLE,
} from './constants';
import { useWallets } from './use-wallets';
import { WalletGrid } from './WalletGrid';

/** The wallet section takes only the common options (theme, api). */
export const walletsConfig = {};

const Section = styled('section')`
  padding: 48px 24px;
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .extras { display: grid; gap: 24px; }
  & .extras h3 { font-size: var(--ob-l); margin-bottom: 12px; }
  & .guide ol { list-style: none; display: grid; gap: 12px; counter-reset: step; }
  & .guide li { display: grid; grid-template-columns: 32px 1fr; gap: 2px 12px; counter-increment: step; }
  & .guide li::before {
    content: counter(step); grid-row: span 2; display: grid; place-items: center; width: 32px; height: 32px;
    border-radius: 50%; font-weight: 700; background: var(--ob-accent); color: var(--ob-accent-text);
  }
  & .guide p, & .mobile p { color: var(--ob-muted); }
  & .mobile { display: grid; gap: 12px; align-content: start; }
  & .mobile div { display: flex; flex-wrap: wrap; gap: 12px; }
  @container (min-width: 900px) {
    & .extras { grid-template-columns: 3fr 2fr; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

/** Wallet integration: twelve wallets to connect, a setup guide and the mobile app buttons (docs/behaviour.md#wallets). */
export function Wallets({ i18n }: WidgetProps<typeof walletsConfig>) {
  const wallets = useWallets(i18n);
  return (
    <Section aria-labelledby="ob-wallets-title">
      <SectionHeader id="ob-wallets-title" title={t(i18n, SECTION_TITLE)} subtitle={t(i18n, SECTION_SUBTITLE)} />
      <div className="layout">
        <WalletGrid wallets={wallets} i18n={i18n} />
        <div className="extras">
          <Card as="section" className="guide" aria-labelledby="ob-wallets-guide">
            <h3 id="ob-wallets-guide">{t(i18n, SETUP_TITLE)}</h3>
            <ol>
              {SETUP_STEPS.map((step) => (
                <li key={step.title}>
                  <strong>{t(i18n, step.title)}</strong>
                  <p>{t(i18n, step.text)}</p>
                </li>
              ))}
            </ol>
          </Card>
          <Card as="section" className="mobile" aria-labelledby="ob-wallets-mobile">
            <h3 id="ob-wallets-mobile">{t(i18n, MOBILE_TITLE)}</h3>
            <p>{t(i18n, MOBILE_TEXT)}</p>
            <div>
              {/* The spec gives these buttons no action (docs/behaviour.md#wallets). */}
              {MOBILE_BUTTONS.map((label, i) => (
                <Button key={label} type="button" data-variant={i === 1 ? 'outline' : undefined}>
                  {t(i18n, label)}
                </Button>
              ))}
            </div>
          </Card>
        </div>
      </div>
    </Section>
  );
}
