import { defineWidget } from '../_runtime';
import { News, newsConfig } from './News';
import { height } from './widget';

defineWidget('news', News, { config: newsConfig, height });
