import { defineWidget } from '../_runtime';
import { Concierge, conciergeConfig } from './Concierge';
import { height } from './widget';

defineWidget('concierge', Concierge, {
  config: conciergeConfig,
  overlay: (config) => config.mode === 'floating',
  height,
});
