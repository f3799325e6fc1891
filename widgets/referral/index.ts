import { defineWidget } from '../_runtime';
import { Referral, referralConfig } from './Referral';
import { height } from './widget';

defineWidget('referral', Referral, { config: referralConfig, height });
