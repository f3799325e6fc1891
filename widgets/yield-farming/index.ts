import { defineWidget } from '../_runtime';
import { YieldFarming, yieldFarmingConfig } from './YieldFarming';
import { height } from './widget';

defineWidget('yield-farming', YieldFarming, { config: yieldFarmingConfig, height });
