import { defineWidget } from '../_runtime';
import { Hero, heroConfig } from './Hero';

defineWidget('hero', Hero, { config: heroConfig, height: 654 });
