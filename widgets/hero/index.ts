import { defineWidget } from '../_runtime';
import { Hero, heroConfig } from './Hero';
import { height } from './widget';

defineWidget('hero', Hero, { config: heroConfig, height });
