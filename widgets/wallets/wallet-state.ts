/** Which wallets are connected, and which are on their way in or out (docs/behaviour.md#wallets). */
export interface WalletState {
  connected: readonly string[];
  pending: Readonly<Record<string, 'connecting' | 'disconnecting'>>;
}

/** What a wallet's button shows. */
export type WalletStatus = 'idle' | 'connecting' | 'connected' | 'disconnecting';

/** The steps of connecting and disconnecting a wallet, by its id. */
export type WalletAction = {
  type: 'connect-start' | 'connect-done' | 'disconnect-start' | 'disconnect-done';
  id: string;
};

/** No wallet connected. */
export const INITIAL_WALLETS: WalletState = { connected: [], pending: {} };

/** A wallet's status: a pending step first, then connected or not. */
export function walletStatus(state: WalletState, id: string): WalletStatus {
  return state.pending[id] ?? (state.connected.includes(id) ? 'connected' : 'idle');
}

function settle(state: WalletState, id: string, connected: readonly string[]): WalletState {
  const { [id]: _done, ...pending } = state.pending;
  return { connected, pending };
}

/**
 * The wallet transitions. Starting is allowed only from idle (connect) or connected (disconnect),
 * so connecting an already-connected or pending wallet does nothing (docs/behaviour.md#wallets).
 */
export function walletReducer(state: WalletState, { type, id }: WalletAction): WalletState {
  const status = walletStatus(state, id);
  switch (type) {
    case 'connect-start':
      return status === 'idle' ? { ...state, pending: { ...state.pending, [id]: 'connecting' } } : state;
    case 'connect-done':
      return status === 'connecting' ? settle(state, id, [...state.connected, id]) : state;
    case 'disconnect-start':
      return status === 'connected' ? { ...state, pending: { ...state.pending, [id]: 'disconnecting' } } : state;
    case 'disconnect-done':
      return status === 'disconnecting'
        ? settle(
            state,
            id,
            state.connected.filter((c) => c !== id),
          )
        : state;
  }
}
