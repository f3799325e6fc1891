import { defineWidget } from '../_runtime';
import { Premium, premiumConfig } from './Premium';
import { height } from './widget';

defineWidget('premium', Premium, { config: premiumConfig, height });
