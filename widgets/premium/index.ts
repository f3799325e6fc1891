import { defineWidget } from '../_runtime';
import { Premium, premiumConfig } from './Premium';

defineWidget('premium', Premium, { config: premiumConfig, height: 986 });
