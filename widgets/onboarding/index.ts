import { defineWidget } from '../_runtime';
import { Onboarding, onboardingConfig } from './Onboarding';

defineWidget('onboarding', Onboarding, { config: onboardingConfig, height: 832 });
