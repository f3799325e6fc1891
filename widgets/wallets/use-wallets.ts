import { useRef, useState } from 'react';
import { emit, t, toast, useLater, useToastRegion, type I18n } from '../_runtime';
import { CONNECT_DELAY_MS, DISCONNECT_DELAY_MS, TOASTS, type Wallet } from './constants';
import { INITIAL_WALLETS, walletReducer, walletStatus, type WalletAction, type WalletStatus } from './wallet-state';

/** The wallet connections: each wallet's status, and how to connect or disconnect it. */
export interface Wallets {
  status(id: string): WalletStatus;
  /** Connects `wallet`; `from` (the clicked button) tells the host page once it is connected. */
  connect(wallet: Wallet, from?: Node): void;
  disconnect(wallet: Wallet): void;
}

/** Wallet connections with their toasts (in the reader's language) and delays (docs/behaviour.md#wallets); pending timers stop on unmount. */
export function useWallets(i18n: I18n | undefined): Wallets {
  useToastRegion();
  const [state, setState] = useState(INITIAL_WALLETS);
  // The latest state outside render too, so two clicks in one tick cannot both start a connection.
  const latest = useRef(state);
  const later = useLater();

  /** Applies `action`; true when it changed something. */
  const apply = (action: WalletAction) => {
    const next = walletReducer(latest.current, action);
    if (next === latest.current) return false;
    latest.current = next;
    setState(next);
    return true;
  };

  const say = (step: keyof typeof TOASTS, name: string) =>
    toast({ title: t(i18n, TOASTS[step].title), description: t(i18n, TOASTS[step].description, name) });

  return {
    status: (id) => walletStatus(state, id),
    connect(wallet, from) {
      if (!apply({ type: 'connect-start', id: wallet.id })) return;
      say('connecting', wallet.name);
      later(() => {
        if (!apply({ type: 'connect-done', id: wallet.id })) return;
        say('connected', wallet.name);
        emit(from, 'wallet:connect', { wallet: wallet.id });
      }, CONNECT_DELAY_MS);
    },
    disconnect(wallet) {
      if (!apply({ type: 'disconnect-start', id: wallet.id })) return;
      say('disconnecting', wallet.name);
      later(() => {
        if (apply({ type: 'disconnect-done', id: wallet.id })) say('disconnected', wallet.name);
      }, DISCONNECT_DELAY_MS);
    },
  };
}
