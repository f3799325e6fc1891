import { defineWidget } from '../_runtime';
import { Mining, miningConfig } from './Mining';
import { height } from './widget';

defineWidget('mining', Mining, { config: miningConfig, height });
