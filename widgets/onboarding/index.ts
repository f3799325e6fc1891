import { defineWidget } from '../_runtime';
import { Onboarding, onboardingConfig } from './Onboarding';
import { height } from './widget';

defineWidget('onboarding', Onboarding, { config: onboardingConfig, height });
