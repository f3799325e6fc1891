import { defineWidget } from '../_runtime';
import { Concierge } from './Concierge';
import { conciergeConfig } from './config';
import { height } from './widget';

defineWidget('concierge', Concierge, {
  config: conciergeConfig,
  overlay: (config) => config.mode === 'floating',
  height,
});
