import { defineWidget } from '../_runtime';
import { Simulator, simulatorConfig } from './Simulator';

defineWidget('simulator', Simulator, { config: simulatorConfig, height: 1010 });
