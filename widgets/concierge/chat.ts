// The concierge's chat as its partner script's launcher loads it (facade.ts): built on its own into
// the release's dist/widgets/v<version>/concierge-chat.js (rollup.config.ts). Loading it defines
// nothing: the launcher steps aside, then calls defineChat and hands its hosts over.
import { mountInto } from '../_runtime/mount';
import { __obCss } from '../_runtime/precompiled';
import { getRegistry } from '../_runtime/registry';
import { widgetSchema } from '../_runtime/widget-shell';
import { Concierge } from './Concierge';
import { conciergeConfig } from './config';
import { LAUNCHER_CLASS } from './launcher';
import { height } from './widget';

/**
 * Defines the concierge on the page as its index.ts does with defineWidget (_runtime/define-widget.tsx),
 * whose definition this is, but in the places and with the custom element that the facade's
 * registerWidget has made: its definition takes the stand-in's, and nothing else is done again.
 * `launcherCss` is the launcher's rules (launcher.ts), which the facade of this release carries.
 * @public (called by facade.ts, which imports this module by its URL)
 */
export function defineChat(launcherCss: string): void {
  performance.mark('orebit:concierge:script');
  __obCss(LAUNCHER_CLASS, launcherCss);
  const registry = getRegistry();
  // This module's origin is its facade's: the API's default, and the release's language packs.
  const origin = new URL(import.meta.url, location.href).origin;
  const overlay = (config: { mode: string }) => config.mode === 'floating';
  const definition = {
    registry,
    name: 'concierge',
    View: Concierge,
    schema: widgetSchema(origin, { config: conciergeConfig, overlay, height }),
    packBase: `${origin}/widgets/v${__OREBIT_RELEASE__}/locales/`,
    overlay,
  };
  registry.widgets.set('concierge', {
    name: 'concierge',
    mount: (host, options) => mountInto(definition, host, options),
  });
}
