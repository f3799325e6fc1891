import { defineWidget } from '../_runtime';
import { Referral, referralConfig } from './Referral';

defineWidget('referral', Referral, { config: referralConfig, height: 906 });
