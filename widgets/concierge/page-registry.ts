// The registry as the concierge's chat (chat.ts) reads it: the page's, which the facade that loads
// the chat has made or found (facade.ts). The chat's build gives this module in place of
// _runtime/registry.ts (pageRegistry, scripts/build-plugins.ts), so the chat carries none of the
// code that makes a registry — the base stylesheet, the bus, the page's observer — that its facade has.
import { KEY, MOUNTED_BY, NOOP_HANDLE, type Registry } from '../_runtime/registry';

/** @public (for _runtime/mount.tsx, in the chat's build; the runtime's modules import no other value of registry.ts but getRegistry) */
export { MOUNTED_BY, NOOP_HANDLE };

/** The page's registry of this protocol, there since the facade ran. @public (for the runtime's modules, in the chat's build) */
export const getRegistry = (): Registry => (window as unknown as Record<symbol, Registry>)[KEY]!;
