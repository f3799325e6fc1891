import { defineWidget } from '../_runtime';
import { Concierge, conciergeConfig } from './Concierge';

defineWidget('concierge', Concierge, { config: conciergeConfig, overlay: (config) => config.mode === 'floating', height: 786 });
