// The concierge's chat as its partner script's launcher loads it (facade.ts): built on its own into
// the release's dist/widgets/v<version>/concierge-chat.js (rollup.config.ts). Loading it defines
// nothing: the launcher steps aside, then calls defineChat and hands its hosts over.
import { defineWidget } from '../_runtime';
import { Concierge } from './Concierge';
import { conciergeConfig } from './config';
import { height } from './widget';

/** Defines the concierge on the page, as its index.ts does. @public (called by facade.ts, which imports this module by its URL) */
export function defineChat(): void {
  defineWidget('concierge', Concierge, {
    config: conciergeConfig,
    overlay: (config) => config.mode === 'floating',
    height,
  });
}
