import type { MouseEvent } from 'react';
import { Badge, Button, Card, cssVars, formatWhole, styled, t, type I18n } from '../_runtime';
import { BUTTON_TEXT, SECURITY_COLORS, WALLETS, type Wallet } from './constants';
import type { Wallets } from './use-wallets';

const List = styled('ul')`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
`;

const Item = styled(Card)`
  display: flex; flex-direction: column; gap: 12px;
  & header { display: flex; align-items: center; gap: 12px; }
  & .icon {
    display: grid; place-items: center; width: 44px; height: 44px; border-radius: 12px; flex: none;
    font-weight: 700; color: var(--ob-accent); background: color-mix(in srgb, var(--ob-accent) 14%, transparent);
  }
  & h3 { font-size: var(--ob-m); }
  & .type { color: var(--ob-muted); font-size: var(--ob-s); }
  & dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; font-size: var(--ob-s); align-items: center; }
  & dt { color: var(--ob-muted); }
  & dd { margin: 0; }
  & .chains { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; }
  & .chains li { padding: 1px 8px; border-radius: 6px; font-size: var(--ob-xs); background: var(--ob-surface-2); }
  & > span { align-self: flex-start; }
  /* The buttons line up along the bottom of each row of cards. */
  & > button { width: 100%; margin-top: auto; }
  &[data-status='connected'] { border-color: color-mix(in srgb, var(--ob-green) 60%, transparent); }
`;

/** A user count, "30M+", in the reader's language. */
const users = (count: string, i18n: I18n | undefined) => t(i18n, '{0}M+', formatWhole(parseInt(count, 10), i18n));

function WalletCard({ wallet, wallets, i18n }: { wallet: Wallet; wallets: Wallets; i18n: I18n | undefined }) {
  const status = wallets.status(wallet.id);
  const busy = status === 'connecting' || status === 'disconnecting';
  return (
    <Item as="li" data-status={status} aria-labelledby={`ob-wallet-${wallet.id}`}>
      <header>
        <span className="icon" aria-hidden="true">
          {wallet.icon}
        </span>
        <div>
          <h3 id={`ob-wallet-${wallet.id}`}>{wallet.name}</h3>
          <p className="type">{t(i18n, wallet.type)}</p>
        </div>
      </header>
      <dl>
        <dt>{t(i18n, 'Users')}</dt>
        <dd>{users(wallet.users, i18n)}</dd>
        <dt>{t(i18n, 'Security')}</dt>
        <dd>
          <Badge style={cssVars({ '--badge': SECURITY_COLORS[wallet.security] })}>{t(i18n, wallet.security)}</Badge>
        </dd>
        <dt>{t(i18n, 'Chains')}</dt>
        <dd>
          <ul className="chains">
            {wallet.supported.map((chain) => (
              <li key={chain}>{chain}</li>
            ))}
          </ul>
        </dd>
      </dl>
      {status === 'connected' ? (
        <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>{t(i18n, 'Connected')}</Badge>
      ) : null}
      {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus to the
          page; this one keeps it, reads "Connecting…" and ignores presses until the wallet settles. */}
      <Button
        type="button"
        data-variant={status === 'idle' || status === 'connecting' ? undefined : 'outline'}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (busy) return;
          if (status === 'connected') wallets.disconnect(wallet);
          else wallets.connect(wallet, event.currentTarget);
        }}
      >
        {t(i18n, BUTTON_TEXT[status])}
        <span className="ob-sr-only"> {wallet.name}</span>
      </Button>
    </Item>
  );
}

/** The twelve wallet cards, each with Connect or Disconnect (docs/behaviour.md#wallets). */
export function WalletGrid({ wallets, i18n }: { wallets: Wallets; i18n: I18n | undefined }) {
  return (
    <List aria-label={t(i18n, 'Supported wallets')}>
      {WALLETS.map((wallet) => (
        <WalletCard key={wallet.id} wallet={wallet} wallets={wallets} i18n={i18n} />
      ))}
    </List>
  );
}
