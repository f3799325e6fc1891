// Wallet integration section: docs/behaviour.md#wallets (the wallet, connect and disconnect) and
// docs/behaviour.md#timings. The twelve names and their order are the spec's; types, user counts, security levels,
// chains, the setup guide and the toast texts are ours.
import { BRAND } from '../../contract/brand';

/** A wallet's security level (docs/behaviour.md#wallets). */
export type SecurityLevel = 'High' | 'Enterprise' | 'Maximum';

/** A wallet in the grid (docs/behaviour.md#wallets). */
export interface Wallet {
  id: string;
  name: string;
  /** A two-letter monogram drawn as the wallet's icon. */
  icon: string;
  type: string;
  supported: readonly string[];
  users: string;
  security: SecurityLevel;
}

export const SECTION_TITLE = 'Wallet Integration';
export const SECTION_SUBTITLE = `Connect the wallet you already use, or pick one of the 12 we support, and manage your crypto on ${BRAND.name}.`;

/** The twelve wallets, in the spec's order (docs/behaviour.md#wallets). */
export const WALLETS: readonly Wallet[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    icon: 'MM',
    type: 'Browser Extension',
    supported: ['Ethereum', 'Polygon', 'Arbitrum', BRAND.chain],
    users: '30M+',
    security: 'High',
  },
  {
    id: 'trust-wallet',
    name: 'Trust Wallet',
    icon: 'TW',
    type: 'Mobile',
    supported: ['Ethereum', 'BNB Chain', 'Bitcoin', 'Solana'],
    users: '70M+',
    security: 'High',
  },
  {
    id: 'coinbase-wallet',
    name: 'Coinbase Wallet',
    icon: 'CB',
    type: 'Mobile & Extension',
    supported: ['Ethereum', 'Base', 'Polygon', 'Solana'],
    users: '10M+',
    security: 'Enterprise',
  },
  {
    id: 'phantom',
    name: 'Phantom',
    icon: 'PH',
    type: 'Browser Extension',
    supported: ['Solana', 'Ethereum', 'Polygon'],
    users: '7M+',
    security: 'High',
  },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    icon: 'WC',
    type: 'Protocol',
    supported: ['Ethereum', 'Optimism', 'Arbitrum', BRAND.chain],
    users: '45M+',
    security: 'Enterprise',
  },
  {
    id: 'ledger-live',
    name: 'Ledger Live',
    icon: 'LL',
    type: 'Hardware',
    supported: ['Bitcoin', 'Ethereum', 'Solana', BRAND.chain],
    users: '6M+',
    security: 'Maximum',
  },
  {
    id: 'binance-chain',
    name: 'Binance Chain',
    icon: 'BC',
    type: 'Browser Extension',
    supported: ['BNB Chain', 'Ethereum', 'opBNB'],
    users: '15M+',
    security: 'Enterprise',
  },
  {
    id: 'exodus',
    name: 'Exodus',
    icon: 'EX',
    type: 'Desktop & Mobile',
    supported: ['Bitcoin', 'Ethereum', 'Solana', 'Cardano'],
    users: '5M+',
    security: 'High',
  },
  {
    id: 'atomic-wallet',
    name: 'Atomic Wallet',
    icon: 'AW',
    type: 'Desktop & Mobile',
    supported: ['Bitcoin', 'Ethereum', 'Litecoin', 'XRP'],
    users: '5M+',
    security: 'High',
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    icon: 'RB',
    type: 'Mobile',
    supported: ['Ethereum', 'Base', 'Optimism', 'Arbitrum'],
    users: '2M+',
    security: 'High',
  },
  {
    id: 'trezor',
    name: 'Trezor',
    icon: 'TZ',
    type: 'Hardware',
    supported: ['Bitcoin', 'Ethereum', 'Cardano', 'Litecoin'],
    users: '2M+',
    security: 'Maximum',
  },
  {
    id: 'imtoken',
    name: 'imToken',
    icon: 'IM',
    type: 'Mobile',
    supported: ['Ethereum', 'Bitcoin', 'TRON', 'Polygon'],
    users: '15M+',
    security: 'High',
  },
];

/** The security badge's colour, one per level. */
export const SECURITY_COLORS: Readonly<Record<SecurityLevel, string>> = {
  High: 'var(--ob-blue)',
  Enterprise: 'var(--ob-purple)',
  Maximum: 'var(--ob-green)',
};

/** A connection completes 1000 ms after Connect; a disconnection 500 ms after Disconnect (docs/behaviour.md#wallets). */
export const CONNECT_DELAY_MS = 1_000;
export const DISCONNECT_DELAY_MS = 500;

/**
 * The toasts along the way (docs/behaviour.md#wallets: connecting, connected, disconnecting,
 * disconnected); `{0}` in a description is the wallet's name.
 */
export const TOASTS = {
  connecting: { title: 'Connecting…', description: 'Connecting to {0}…' },
  connected: { title: 'Wallet Connected', description: `{0} is now connected to ${BRAND.name}.` },
  disconnecting: { title: 'Disconnecting…', description: 'Disconnecting {0}…' },
  disconnected: { title: 'Wallet Disconnected', description: '{0} has been disconnected.' },
} as const;

/** What a wallet's button says in each status. */
export const BUTTON_TEXT = {
  idle: 'Connect',
  connecting: 'Connecting…',
  connected: 'Disconnect',
  disconnecting: 'Disconnecting…',
} as const;

/** The four-step setup guide (docs/behaviour.md#wallets). */
export const SETUP_TITLE = 'Setup Guide';
export const SETUP_STEPS: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Choose a wallet', text: 'Pick one above that fits how you trade: mobile, browser, desktop or hardware.' },
  { title: 'Install and create', text: 'Download the official app or extension and create a new wallet.' },
  {
    title: 'Back up your recovery phrase',
    text: 'Write it on paper, store it offline and never share it with anyone.',
  },
  { title: `Connect to ${BRAND.name}`, text: 'Press Connect and approve the request in your wallet.' },
];

/** The mobile app box (docs/behaviour.md#wallets): its buttons do nothing. */
export const MOBILE_TITLE = `Get the ${BRAND.name} App`;
export const MOBILE_TEXT = 'Track your portfolio and connect your mobile wallet on the go.';
export const MOBILE_BUTTONS = ['Download for iOS', 'Download for Android'] as const;
