import { defineWidget } from '../_runtime';
import { YieldFarming, yieldFarmingConfig } from './YieldFarming';

defineWidget('yield-farming', YieldFarming, { config: yieldFarmingConfig, height: 1372 });
