import { defineWidget } from '../_runtime';
import { Mining, miningConfig } from './Mining';

defineWidget('mining', Mining, { config: miningConfig, height: 604 });
