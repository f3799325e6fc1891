import { defineWidget } from '../_runtime';
import { YieldFarming, yieldFarmingConfig } from './YieldFarming';
import { calculatorHeight, height } from './widget';

defineWidget('yield-farming', YieldFarming, {
  config: yieldFarmingConfig,
  // A lazy calculator alone holds its own height, not the whole section's.
  height: (config) => (config.view === 'calculator' ? calculatorHeight : height),
});
