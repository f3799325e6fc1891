import { describe, expect, it } from 'vitest';
import { SECURITY_COLORS, SETUP_STEPS, WALLETS } from './constants';
import { INITIAL_WALLETS, walletReducer, walletStatus, type WalletAction, type WalletState } from './wallet-state';

const run = (state: WalletState, ...steps: Array<[WalletAction['type'], string]>) =>
  steps.reduce((s, [type, id]) => walletReducer(s, { type, id }), state);

describe('walletReducer', () => {
  it('connects in two steps: connecting, then connected', () => {
    const connecting = run(INITIAL_WALLETS, ['connect-start', 'metamask']);
    expect(walletStatus(connecting, 'metamask')).toBe('connecting');
    const connected = run(connecting, ['connect-done', 'metamask']);
    expect(walletStatus(connected, 'metamask')).toBe('connected');
    expect(connected).toEqual({ connected: ['metamask'], pending: {} });
  });

  it('disconnects in two steps and removes the wallet from the connected set', () => {
    const connected = run(
      INITIAL_WALLETS,
      ['connect-start', 'phantom'],
      ['connect-done', 'phantom'],
      ['connect-start', 'trezor'],
      ['connect-done', 'trezor'],
    );
    const leaving = run(connected, ['disconnect-start', 'phantom']);
    expect(walletStatus(leaving, 'phantom')).toBe('disconnecting');
    expect(run(leaving, ['disconnect-done', 'phantom'])).toEqual({ connected: ['trezor'], pending: {} });
  });

  it('does nothing when connecting a wallet that is connected or already connecting', () => {
    const connecting = run(INITIAL_WALLETS, ['connect-start', 'rainbow']);
    expect(walletReducer(connecting, { type: 'connect-start', id: 'rainbow' })).toBe(connecting);
    const connected = run(connecting, ['connect-done', 'rainbow']);
    expect(walletReducer(connected, { type: 'connect-start', id: 'rainbow' })).toBe(connected);
  });

  it('ignores steps out of order', () => {
    expect(walletReducer(INITIAL_WALLETS, { type: 'connect-done', id: 'exodus' })).toBe(INITIAL_WALLETS);
    expect(walletReducer(INITIAL_WALLETS, { type: 'disconnect-start', id: 'exodus' })).toBe(INITIAL_WALLETS);
    const connecting = run(INITIAL_WALLETS, ['connect-start', 'exodus']);
    expect(walletReducer(connecting, { type: 'disconnect-start', id: 'exodus' })).toBe(connecting);
  });

  it('keeps wallets apart', () => {
    const state = run(
      INITIAL_WALLETS,
      ['connect-start', 'exodus'],
      ['connect-start', 'imtoken'],
      ['connect-done', 'imtoken'],
    );
    expect(walletStatus(state, 'exodus')).toBe('connecting');
    expect(walletStatus(state, 'imtoken')).toBe('connected');
    expect(walletStatus(state, 'metamask')).toBe('idle');
  });
});

describe('the wallet list', () => {
  it('is the twelve wallets the spec names, in its order, with unique ids', () => {
    expect(WALLETS.map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Phantom',
      'WalletConnect',
      'Ledger Live',
      'Binance Chain',
      'Exodus',
      'Atomic Wallet',
      'Rainbow',
      'Trezor',
      'imToken',
    ]);
    expect(new Set(WALLETS.map((w) => w.id)).size).toBe(12);
  });

  it('gives every wallet a type, users, a known security level and chains', () => {
    for (const wallet of WALLETS) {
      expect(wallet.type).not.toBe('');
      expect(wallet.users).toMatch(/^\d+M\+$/);
      expect(Object.keys(SECURITY_COLORS)).toContain(wallet.security);
      expect(wallet.supported.length).toBeGreaterThan(0);
    }
  });

  it('comes with a four-step setup guide', () => {
    expect(SETUP_STEPS).toHaveLength(4);
  });
});
