import { defineWidget } from '../_runtime';
import { __obCss } from '../_runtime/precompiled';
import { Concierge } from './Concierge';
import { conciergeConfig } from './config';
import { LAUNCHER_CLASS, LAUNCHER_CSS } from './launcher';
import { height } from './widget';

__obCss(LAUNCHER_CLASS, LAUNCHER_CSS);
defineWidget('concierge', Concierge, {
  config: conciergeConfig,
  overlay: (config) => config.mode === 'floating',
  height,
});
