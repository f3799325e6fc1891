import { defineWidget } from '../_runtime';
import { Simulator, simulatorConfig } from './Simulator';
import { height } from './widget';

defineWidget('simulator', Simulator, { config: simulatorConfig, height });
